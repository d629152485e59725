// react-admin form validation over @dadeal/core's schemas: the console shows exactly the API's messages (spec §5),
// through the very functions the API validates with. No rule or message is written here.
import { validate, type SchemaId } from '@dadeal/core';

export interface SentOptions {
  /**
   * Create forms leave empty text out (a required field then says "… is required"); edit forms keep it (clearing a
   * required field is refused) except for the fields named in `dropEmpty` (an empty password keeps the old one).
   */
  keepEmpty?: boolean;
  dropEmpty?: readonly string[];
}

/** What a form holds, as the API receives it: dates as ISO text (JSON does the same), empty text as the options say. */
export function asSent(values: Record<string, unknown>, { keepEmpty = false, dropEmpty = [] }: SentOptions = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value instanceof Date) {
      if (!Number.isNaN(value.getTime())) out[key] = value.toISOString();
      continue;
    }
    const empty = typeof value === 'string' && value.trim() === '';
    if (value === undefined || (empty && (!keepEmpty || dropEmpty.includes(key)))) continue;
    out[key] = value;
  }
  return out;
}

/** `coreValidate('admin-deal-create')` → a SimpleForm `validate`: {field: message} for each field core refuses. */
export function coreValidate(schemaId: SchemaId, options: SentOptions = {}) {
  return (values: Record<string, unknown>): Record<string, string> => {
    const result = validate(schemaId, asSent(values, options));
    const errors: Record<string, string> = {};
    for (const e of result.errors) errors[e.field || 'root'] ??= e.message;
    return errors;
  };
}

/** The form's values as the API should get them (the same shaping as validation), for a form's `transform`. */
export function sendAs(options: SentOptions = {}) {
  return (values: Record<string, unknown>) => asSent(values, options);
}
