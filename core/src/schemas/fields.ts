// Field rules with the spec's exact messages (spec §5). Each rule is written once here and
// composed into the per-input schemas beside this file.
import { CONTROL_CHARS } from '../control-chars.js';
import { BUSINESS_CATEGORIES, DEAL_CATEGORIES, USER_TYPES } from '../enums.js';
import { validation as V } from '../i18n/en.js';
import { fill } from '../i18n/fill.js';
import { SUPPORTED_LANGUAGES } from '../i18n/languages.js';
import { MESSAGES } from '../messages.js';

export type JsonSchema = Record<string, unknown>;

/** Control characters other than tab, newline and carriage return (control-chars.ts). */
export { CONTROL_CHARS };
// "not a string holding one": null and other types pass here (their own keywords judge them).
const noControlChars = { not: { type: 'string', pattern: CONTROL_CHARS } };

/**
 * What the validator trims before the rules run — the one decision, for every input:
 * - free text (names, titles, descriptions, codes, URLs): surrounding whitespace trimmed, as a form would;
 * - e-mails: surrounding spaces and tabs trimmed, a line break anywhere refused ("Valid email is required");
 * - closed values (a schema with `enum` or `const`: user type, categories, plan ids, currency, intent, payment method):
 *   taken exactly as sent, so `" user"` or `" Monthly "` is refused with the field's message, never guessed at;
 * - passwords (any field whose name says password): taken as typed.
 */
export type Trimming = 'text' | 'spaces' | 'none';
export function trimmingOf(name: string, schema: JsonSchema | undefined): Trimming {
  if (/password/i.test(name)) return 'none';
  if (schema && ('enum' in schema || 'const' in schema)) return 'none';
  if (schema?.format === 'email') return 'spaces';
  return 'text';
}

/** A property's schema plus the message shown when it is missing (undefined = optional). */
export interface Field {
  schema: JsonSchema;
  required?: string;
}

export interface ObjectSchemaOptions {
  /** Extra top-level keywords (e.g. errorMessage for cross-field rules). */
  extra?: JsonSchema;
  /** Make every field optional (partial updates). */
  partial?: boolean;
}

/** Builds an object schema whose missing-field messages come from the fields themselves. */
export function objectSchema(fields: Record<string, Field>, options: ObjectSchemaOptions = {}): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const requiredMessages: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    properties[name] = field.schema;
    if (field.required && !options.partial) {
      required.push(name);
      requiredMessages[name] = field.required;
    }
  }
  return {
    type: 'object',
    properties,
    // Only the fields an input names reach the handlers: others are dropped (the validator removes them).
    additionalProperties: false,
    ...(required.length ? { required } : {}),
    errorMessage: { type: V.jsonObjectRequired, ...(required.length ? { required: requiredMessages } : {}) },
    ...options.extra,
  };
}

/** A non-blank string; every failure reads `message`. */
export function requiredText(message: string, maxLength = 255, maxMessage?: string): Field {
  return {
    schema: {
      type: 'string',
      minLength: 1,
      maxLength,
      pattern: '\\S',
      ...noControlChars,
      errorMessage: {
        type: message, minLength: message, pattern: message, not: message, maxLength: maxMessage ?? fill(V.mustBeAtMost, { max: maxLength }),
      },
    },
    required: message,
  };
}

export const optionalText = (maxLength: number, maxMessage: string): Field => ({
  schema: {
    type: ['string', 'null'],
    maxLength,
    ...noControlChars,
    errorMessage: { type: V.mustBeText, maxLength: maxMessage, not: V.noControlChars },
  },
});

export const email = (message: string): Field => ({
  schema: {
    // No line break anywhere, not even at the end: an address ends up in mail headers.
    type: 'string', format: 'email', maxLength: 255, pattern: '^[^\\r\\n]*$', ...noControlChars,
    errorMessage: { type: message, format: message, pattern: message, not: message, maxLength: V.emailTooLong },
  },
  required: message,
});

export const password = (min: number, message: string): Field => ({
  schema: { type: 'string', minLength: min, maxLength: 1024, errorMessage: { type: message, minLength: message, maxLength: V.passwordTooLong } },
  required: message,
});

/**
 * A password's confirmation: any text here; whether it matches is core's `passwordConfirmationError` (rules.ts), run
 * by the validator after the schema, because an empty form must not say "Passwords don't match" (two empty
 * passwords do not differ).
 */
export const confirmPassword: Field = {
  schema: { type: 'string', maxLength: 1024, errorMessage: { type: MESSAGES.passwordsDontMatch, maxLength: V.passwordTooLong } },
};

export const websiteUrl: Field = {
  schema: {
    anyOf: [{ type: 'string', maxLength: 0 }, { type: 'null' }, { type: 'string', format: 'uri', pattern: '^https?://', maxLength: 500 }],
    errorMessage: V.invalidUrl,
  },
};

/** The language an account reads its e-mails in. */
export const languageField: Field = {
  schema: { type: 'string', enum: [...SUPPORTED_LANGUAGES], errorMessage: fill(V.languageOneOf, { languages: /* @__PURE__ */ SUPPORTED_LANGUAGES.join(', ') }) },
};

export const booleanField = (message: string): Field => ({ schema: { type: 'boolean', errorMessage: { type: message } } });

export const userType = (message: string): Field => ({
  schema: { type: 'string', enum: [...USER_TYPES], errorMessage: message },
  required: message,
});

/** A positive integer id, e.g. dealId or businessId. */
export const idField = (message: string): Field => ({
  schema: { type: 'integer', minimum: 1, errorMessage: message },
  required: message,
});

/** Prices accept numbers, "12.5" and "$12.50" (CONTRACT §3). */
export const price = (requiredMessage: string, invalidMessage: string): Field => ({
  schema: {
    anyOf: [
      // A number's shortest decimal form must have at most two decimals: 19.99 is 19.99, 0.1 + 0.2 is not a price.
      { type: 'number', minimum: 0, maximum: 999999.99, twoDecimals: true },
      { type: 'string', pattern: '^\\s*\\$?\\s*(\\d{1,3}(,\\d{3})+|\\d{1,6})(\\.\\d{1,2})?\\s*$' },
    ],
    errorMessage: invalidMessage,
  },
  required: requiredMessage,
});

/** ISO dates ("2026-12-01" or a full ISO date-time). */
export const date = (requiredMessage: string, invalidMessage: string): Field => ({
  schema: { type: 'string', format: 'dadeal-date', errorMessage: { type: invalidMessage, format: invalidMessage } },
  required: requiredMessage,
});

export const dealCategory: Field = {
  schema: { type: 'string', enum: [...DEAL_CATEGORIES], errorMessage: fill(V.categoryOneOf, { categories: /* @__PURE__ */ DEAL_CATEGORIES.join(', ') }) },
  required: V.categoryRequired,
};

export const businessCategory: Field = {
  schema: {
    type: 'string',
    enum: [...BUSINESS_CATEGORIES],
    errorMessage: fill(V.businessCategoryOneOf, { categories: /* @__PURE__ */ BUSINESS_CATEGORIES.join(', ') }),
  },
  required: V.businessCategoryRequired,
};

/** The most coupons one deal may carry, for businesses and administrators alike. */
export const MAX_COUPONS = 1_000_000;

export const totalCoupons = (requiredMessage: string): Field => ({
  schema: {
    type: 'integer',
    minimum: 1,
    maximum: 1_000_000,
    errorMessage: {
      type: V.couponsWholeNumber,
      minimum: V.couponsAtLeastOne,
      maximum: V.couponsAtMost,
    },
  },
  required: requiredMessage,
});

export const imageUrl: Field = {
  schema: {
    anyOf: [{ type: 'null' }, { type: 'string', maxLength: 0 }, { type: 'string', pattern: '^(/uploads/|https?://)', maxLength: 1000 }],
    errorMessage: V.imageUrlInvalid,
  },
};
