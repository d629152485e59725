// Partners: the sites that embed our widgets sign up with their company, website, e-mail and a
// password, pick the `ref` their widgets carry, and may set a webhook URL.
import { PARTNER_REF_PATTERN } from '../rules.js';
import { confirmPassword, email, objectSchema, password, requiredText, type Field } from './fields.js';
import { PASSWORD_MIN, termsField } from './accounts.js';
import { validation as V } from '../i18n/en.js';
import { fill } from '../i18n/fill.js';

const URL_MESSAGE = V.invalidUrl;

/** A required http(s) address (a partner's website, its webhook). */
const requiredUrl = (requiredMessage: string): Field => ({
  schema: {
    type: 'string', format: 'uri', pattern: '^https?://[^\\s]+$', maxLength: 500,
    errorMessage: { type: URL_MESSAGE, format: URL_MESSAGE, pattern: URL_MESSAGE, maxLength: fill(V.mustBeAtMost, { max: 500 }) },
  },
  required: requiredMessage,
});

/** The rule a ref follows, in words (the form's hint and the API's refusal). */
export const PARTNER_REF_RULE = V.partnerRefRule;

const partnerFields = {
  companyName: requiredText(V.companyNameRequired, 100),
  websiteUrl: requiredUrl(V.websiteRequired),
  email: email(V.invalidEmail),
  password: password(PASSWORD_MIN, fill(V.passwordMin, { min: PASSWORD_MIN })),
  terms: termsField,
} satisfies Record<string, Field>;

/** POST /api/partners/register. */
export const partnerRegisterSchema = objectSchema(partnerFields);

/** The sign-up form at /partners: the same, with the password typed twice. */
export const partnerSignupFormSchema = objectSchema({ ...partnerFields, confirmPassword });

/** PUT /api/partner/ref: the slug its widgets carry (`partner="…"`), chosen once. */
export const partnerRefSchema = objectSchema({
  ref: {
    schema: { type: 'string', pattern: PARTNER_REF_PATTERN.source, errorMessage: PARTNER_REF_RULE },
    required: PARTNER_REF_RULE,
  },
});

/** PUT /api/partner/webhook: where the signed deliveries go. */
export const partnerWebhookSchema = objectSchema({ url: requiredUrl(V.webhookUrlRequired) });
