// react-hook-form resolver over @dadeal/core's validation: the browser shows exactly the API's messages (spec §5).
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { validate, type FieldError, type SchemaId } from '@dadeal/core';
import { say } from '../i18n/i18n.js';

/** Empty fields are left out, as if the form had not sent them (optional ones pass, required ones name themselves). */
function clean(values: Record<string, unknown>, keepEmpty: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' && value.trim() === '' && !keepEmpty.includes(key)) continue;
    out[key] = value;
  }
  return out;
}

export function toFieldErrors<T extends FieldValues>(errors: readonly FieldError[]): FieldErrors<T> {
  const out: Record<string, { type: string; message: string }> = {};
  // Core's messages (the API's words) in the visitor's language (issue 21).
  for (const e of errors) out[e.field || 'root'] ??= { type: 'validate', message: say(e.message) };
  return out as FieldErrors<T>;
}

/**
 * `coreResolver('contact')`: validates the form's values with core's schema of that id.
 * Values reach the submit handler as the API takes them: trimmed, empty fields and fields the schema does not name
 * left out (so a form must not rely on a field outside its schema reaching its submit handler).
 */
export function coreResolver<T extends FieldValues>(schemaId: SchemaId, options: { keepEmpty?: readonly string[] } = {}): Resolver<T> {
  return async (values) => {
    const data = clean(values as Record<string, unknown>, options.keepEmpty ?? []);
    const result = validate(schemaId, data);
    // Core answers the values as the API will take them: trimmed (passwords as typed), unknown fields dropped.
    if (result.ok) return { values: result.value as T, errors: {} };
    return { values: {}, errors: toFieldErrors<T>(result.errors) };
  };
}
