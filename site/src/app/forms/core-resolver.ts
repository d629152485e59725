// react-hook-form resolver (and the same check for a form without it) over @dadeal/core's validation: the browser shows exactly the API's messages (spec §5).
// Each form loads only its own schema's precompiled validator, once the page is idle or at its first check
// (docs/decisions/0025): a landing page's first screen runs no validator code.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { loadValidator, validateWith, type FieldError, type SchemaId } from '@dadeal/core';
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
  const out = Object.entries(fieldMessages(errors)).map(([field, message]) => [field, { type: 'validate', message }]);
  return Object.fromEntries(out) as FieldErrors<T>;
}

const scheduled = new Set<SchemaId>();
/**
 * The form's validator fetched in the browser's first idle moment after the form appears (at most 2 s later), so a
 * submit rarely waits for it, and it never runs among the hydration's tasks. A check before then loads it itself.
 */
function loadWhenIdle(schemaId: SchemaId): void {
  if (typeof window === 'undefined' || scheduled.has(schemaId)) return;
  scheduled.add(schemaId);
  const load = () => void loadValidator(schemaId).catch(() => scheduled.delete(schemaId));
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 2000 });
  else window.setTimeout(load, 1);
}

/**
 * `coreResolver('contact')`: validates the form's values with core's schema of that id.
 * Values reach the submit handler as the API takes them: trimmed, empty fields and fields the schema does not name
 * left out (so a form must not rely on a field outside its schema reaching its submit handler).
 */
export function coreResolver<T extends FieldValues>(schemaId: SchemaId, options: { keepEmpty?: readonly string[] } = {}): Resolver<T> {
  const check = formCheck<T>(schemaId, options);
  return async (values) => {
    const result = await check(values as Record<string, unknown>);
    return result.ok ? { values: result.values, errors: {} } : { values: {}, errors: toFieldErrors<T>(result.errors) };
  };
}

export type FormCheckResult<T> = { ok: true; values: T } | { ok: false; errors: readonly FieldError[] };

/**
 * The same check without react-hook-form, for a form small enough to keep its own state (the sign-in dialog's two
 * fields): `formCheck('login')` answers the values as the API takes them, or core's errors.
 */
export function formCheck<T>(schemaId: SchemaId, options: { keepEmpty?: readonly string[] } = {}): (values: Record<string, unknown>) => Promise<FormCheckResult<T>> {
  loadWhenIdle(schemaId);
  return async (values) => {
    const result = validateWith(await loadValidator(schemaId), schemaId, clean(values, options.keepEmpty ?? []));
    // Core answers the values as the API will take them: trimmed (passwords as typed), unknown fields dropped.
    return result.ok ? { ok: true, values: result.value as T } : { ok: false, errors: result.errors };
  };
}

/** Each field's first error: core's message (the API's words) in the visitor's language. */
export function fieldMessages(errors: readonly FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) out[e.field || 'root'] ??= say(e.message);
  return out;
}
