// Validation with the precompiled validators (generated/validators/: ajv standalone code of schemas/, one module per
// schema, made at build time by core/scripts/build-validators.ts) → {field, message}[] with the spec's messages. No ajv
// and no code compiled at run time, so the site's and the console's Content-Security-Policy need no 'unsafe-eval'.
// `validateWith(check, id, data)` with one schema's validator (`loadValidator(id)`: the site's forms load only their
// own, docs/decisions/0025); `validate(id, data)` with all of them, synchronously (validate-all.ts: the API, the CLI,
// the console).
import type { ErrorObject } from 'ajv';
import type { PrecompiledValidate } from './generated/validators/index.js';
import { loaders } from './generated/validators/loaders.js';
import type { SchemaId } from './schemas/index.js';
import { trimmingOf, type JsonSchema, type Trimming } from './schemas/fields.js';
import { isRealDate } from './schemas/formats.js';
import { priceToCents } from './rules.js';
import { MESSAGES } from './messages.js';
import { validation as V } from './i18n/en.js';

export { isRealDate };
export { hasControlChars, replaceControlChars } from './control-chars.js';

// Here, not in rules.ts with the other rules: rules.ts is in every page's first script, and this is the only rule that
// says one of core's messages, which would bring all of them (messages.ts) with it.
const filled = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * What a password's confirmation field says (spec §5, on confirmPassword), or null: "Passwords don't match" only when
 * both are filled and differ; an empty confirmation under a typed password asks for it; with the password empty, the
 * password field alone speaks (an empty form shows no mismatch).
 */
export function passwordConfirmationError(password: unknown, confirmation: unknown): string | null {
  if (!filled(password)) return null;
  if (!filled(confirmation)) return MESSAGES.confirmPassword;
  return password === confirmation ? null : MESSAGES.passwordsDontMatch;
}

export interface FieldError {
  field: string;
  message: string;
}

export type ValidationResult<T> = { ok: true; value: T; errors: [] } | { ok: false; value?: undefined; errors: FieldError[] };


function trim(value: string, trimming: Trimming): string {
  if (trimming === 'none') return value;
  return trimming === 'spaces' ? value.replace(/^[ \t]+|[ \t]+$/g, '') : value.trim();
}

/**
 * What every input goes through before its schema: strings trimmed as `trimmingOf` (schemas/fields.ts) decides for
 * the field's schema — free text trimmed, e-mails of spaces only, closed values and passwords as sent — nested
 * objects too. A copy: the caller's object is left as it was.
 */
export function normalizeInput(data: unknown, schema?: JsonSchema): unknown {
  if (Array.isArray(data)) return data.map((item) => normalizeInput(item, schema?.items as JsonSchema | undefined));
  if (!data || typeof data !== 'object') return data;
  const properties = schema?.properties as Record<string, JsonSchema> | undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const field = properties?.[key];
    out[key] = typeof value === 'string' ? trim(value, trimmingOf(key, field)) : normalizeInput(value, field);
  }
  return out;
}

/** Rules across fields that JSON Schema cannot say, with their messages. */
type Refinement = (data: Record<string, unknown>) => FieldError[];

const dealRefinement: Refinement = (data) => {
  const errors: FieldError[] = [];
  if (typeof data.startDate === 'string' && typeof data.endDate === 'string') {
    if (Date.parse(data.endDate) <= Date.parse(data.startDate)) {
      errors.push({ field: 'endDate', message: V.endAfterStart });
    }
  }
  const original = priceToCents(data.originalPrice);
  const deal = priceToCents(data.dealPrice);
  if (original !== null && deal !== null && deal > original) {
    errors.push({ field: 'dealPrice', message: V.dealPriceNotMore });
  }
  return errors;
};

/** A form's password confirmation (spec §5, shown on confirmPassword): core's one rule for it. */
const confirmationOf = (passwordField: string): Refinement => (data) => {
  const message = passwordConfirmationError(data[passwordField], data.confirmPassword);
  return message ? [{ field: 'confirmPassword', message }] : [];
};

const refinements: Partial<Record<SchemaId, Refinement>> = {
  'user-signup-form': confirmationOf('password'),
  'business-signup-form': confirmationOf('password'),
  'partner-signup-form': confirmationOf('password'),
  'reset-password-form': confirmationOf('newPassword'),
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

export type { PrecompiledValidate };

/** Schema `id`'s precompiled validator and what normalizeInput reads of the schema (its generated module's exports). */
export interface SchemaValidator {
  validate: PrecompiledValidate;
  inputShape: JsonSchema;
}

/**
 * `data` checked with `validator`, schema `id`'s (from `loadValidator(id)`, or the synchronous index with the schema):
 * normalized first (normalizeInput), then the schema's rules, then the rules across fields.
 */
export function validateWith<T = Record<string, unknown>>(validator: SchemaValidator, id: SchemaId, data: unknown): ValidationResult<T> {
  const errors: FieldError[] = [];
  const check = validator.validate;
  data = normalizeInput(data, validator.inputShape);
  if (!check(data)) {
    for (const e of check.errors ?? []) {
      if (e.keyword === 'if') continue; // the branch's own error says what is wrong
      const field = fieldOf(e);
      // One message per field: the first is the most specific.
      if (!errors.some((x) => x.field === field)) errors.push({ field, message: e.message ?? V.invalidValue });
    }
  }
  const refine = refinements[id];
  if (refine && data && typeof data === 'object') {
    for (const e of refine(data as Record<string, unknown>)) {
      if (!errors.some((x) => x.field === e.field)) errors.push(e);
    }
  }
  return errors.length ? { ok: false, errors } : { ok: true, value: data as T, errors: [] };
}

const loading = new Map<SchemaId, Promise<SchemaValidator>>();
/**
 * Schema `id`'s validator, loaded once on demand (its own module: a bundler makes it a chunk of its own, which carries
 * what it needs of the schema, so no page loads core's schemas for one form).
 */
export function loadValidator(id: SchemaId): Promise<SchemaValidator> {
  let pending = loading.get(id);
  if (!pending) {
    pending = loaders[id]().then((module) => ({ validate: module.validate, inputShape: module.inputShape }));
    // A failed load (a network error in a browser) is tried again next time.
    pending.catch(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}
