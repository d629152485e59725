// react-hook-form resolver over @dadeal/core's validation: the browser shows exactly the API's messages (spec §5).
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { validate, type FieldError, type SchemaId } from '@dadeal/core';

/** Empty optional strings are left out, as the API would receive them from our forms. */
function clean(values: Record<string, unknown>, keepEmpty: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === '' && !keepEmpty.includes(key)) continue;
    out[key] = typeof value === 'string' && key !== 'password' && !/password/i.test(key) ? value.trim() : value;
  }
  return out;
}

export function toFieldErrors<T extends FieldValues>(errors: readonly FieldError[]): FieldErrors<T> {
  const out: Record<string, { type: string; message: string }> = {};
  for (const e of errors) out[e.field || 'root'] ??= { type: 'validate', message: e.message };
  return out as FieldErrors<T>;
}

/**
 * `coreResolver('contact')`: validates the form's values with core's schema of that id.
 * Values reach the submit handler cleaned (trimmed, empty optional fields left out).
 */
export function coreResolver<T extends FieldValues>(schemaId: SchemaId, options: { keepEmpty?: readonly string[] } = {}): Resolver<T> {
  return async (values) => {
    const data = clean(values as Record<string, unknown>, options.keepEmpty ?? []);
    const result = validate(schemaId, data);
    if (result.ok) return { values: data as T, errors: {} };
    return { values: {}, errors: toFieldErrors<T>(result.errors) };
  };
}
