// The synchronous validate(id, data) over every schema's precompiled validator at once (generated/validators/index.js):
// for the API, the CLI and the console, which validate many schemas and load nothing on demand. A page that validates
// one form uses validateWith + loadValidator (validate.ts) and never imports this module (docs/decisions/0025).
import * as precompiled from './generated/validators/index.js';
import type { PrecompiledValidate } from './generated/validators/index.js';
import { schemas, type SchemaId } from './schemas/index.js';
import type { JsonSchema } from './schemas/fields.js';
import { validateWith, type ValidationResult } from './validate.js';

const validators = precompiled as unknown as Record<string, PrecompiledValidate>;

export interface Validator {
  validate<T = Record<string, unknown>>(id: SchemaId, data: unknown): ValidationResult<T>;
}

export function createValidator(): Validator {
  return {
    // The whole schema for normalizeInput: what a page's loaded module carries of it (inputShape) is part of it.
    validate: <T>(id: SchemaId, data: unknown) => validateWith<T>({ validate: validators[id.replace(/-/g, '_')], inputShape: schemas[id] as JsonSchema }, id, data),
  };
}

let shared: Validator | undefined;
/** The process-wide validator. */
export function validate<T = Record<string, unknown>>(id: SchemaId, data: unknown): ValidationResult<T> {
  shared ??= createValidator();
  return shared.validate<T>(id, data);
}
