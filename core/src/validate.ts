// createValidator(): ajv + ajv-formats + ajv-errors over the schema registry → {field, message}[] with the spec's messages.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import ajvErrorsModule from 'ajv-errors';
import { schemas, type SchemaId } from './schemas/index.js';
import { priceToCents } from './rules.js';

// Both packages are CommonJS with a default export; bundlers and Node disagree on where it sits.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;
const ajvErrors = ((ajvErrorsModule as unknown as { default?: unknown }).default ?? ajvErrorsModule) as (ajv: Ajv) => Ajv;

export interface FieldError {
  field: string;
  message: string;
}

export type ValidationResult<T> = { ok: true; value: T; errors: [] } | { ok: false; value?: undefined; errors: FieldError[] };

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Rules across fields that JSON Schema cannot say, with their messages. */
type Refinement = (data: Record<string, unknown>) => FieldError[];

const dealRefinement: Refinement = (data) => {
  const errors: FieldError[] = [];
  if (typeof data.startDate === 'string' && typeof data.endDate === 'string') {
    if (Date.parse(data.endDate) <= Date.parse(data.startDate)) {
      errors.push({ field: 'endDate', message: 'End date must be after the start date' });
    }
  }
  const original = priceToCents(data.originalPrice);
  const deal = priceToCents(data.dealPrice);
  if (original !== null && deal !== null && deal > original) {
    errors.push({ field: 'dealPrice', message: 'Deal price must not be more than the original price' });
  }
  return errors;
};

const refinements: Partial<Record<SchemaId, Refinement>> = {
  'deal-create': dealRefinement,
  'admin-deal-create': dealRefinement,
  'admin-deal-update': dealRefinement,
};

function fieldOf(error: ErrorObject): string {
  // ajv-errors wraps the original errors; a "required" error names the missing property there.
  const inner = (error.params as { errors?: ErrorObject[] }).errors?.[0];
  const missing = (inner?.params as { missingProperty?: string } | undefined)?.missingProperty
    ?? (error.params as { missingProperty?: string }).missingProperty;
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (missing) return path ? `${path}.${missing}` : missing;
  return path;
}

export interface Validator {
  validate<T = Record<string, unknown>>(id: SchemaId, data: unknown): ValidationResult<T>;
}

export function createValidator(): Validator {
  const ajv = new Ajv({ allErrors: true, $data: true, strict: false, useDefaults: false });
  addFormats(ajv);
  ajvErrors(ajv);
  ajv.addFormat('dadeal-date', { type: 'string', validate: (s: string) => DATE_PATTERN.test(s) && !Number.isNaN(Date.parse(s)) });
  const compiled = new Map<SchemaId, ValidateFunction>();

  return {
    validate<T>(id: SchemaId, data: unknown): ValidationResult<T> {
      let fn = compiled.get(id);
      if (!fn) {
        fn = ajv.compile(schemas[id]);
        compiled.set(id, fn);
      }
      const errors: FieldError[] = [];
      if (!fn(data)) {
        for (const e of fn.errors ?? []) {
          if (e.keyword === 'if') continue; // the branch's own error says what is wrong
          const field = fieldOf(e);
          // One message per field: the first is the most specific.
          if (!errors.some((x) => x.field === field)) errors.push({ field, message: e.message ?? 'Invalid value' });
        }
      }
      const refine = refinements[id];
      if (refine && data && typeof data === 'object') {
        for (const e of refine(data as Record<string, unknown>)) {
          if (!errors.some((x) => x.field === e.field)) errors.push(e);
        }
      }
      return errors.length ? { ok: false, errors } : { ok: true, value: data as T, errors: [] };
    },
  };
}

let shared: Validator | undefined;
/** The process-wide validator (schemas compile once, lazily). */
export function validate<T = Record<string, unknown>>(id: SchemaId, data: unknown): ValidationResult<T> {
  shared ??= createValidator();
  return shared.validate<T>(id, data);
}
