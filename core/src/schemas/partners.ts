// Partners (issue 23, item 2): the sites that embed our widgets sign up with their company, website, e-mail and a
// password, pick the `ref` their widgets carry, and may set a webhook URL.
import { PARTNER_REF_PATTERN } from '../rules.js';
import { confirmPassword, email, objectSchema, password, requiredText, type Field } from './fields.js';
import { PASSWORD_MIN, termsField } from './accounts.js';

const URL_MESSAGE = 'Please enter a valid URL (starting with http:// or https://)';

/** A required http(s) address (a partner's website, its webhook). */
const requiredUrl = (requiredMessage: string): Field => ({
  schema: {
    type: 'string', format: 'uri', pattern: '^https?://[^\\s]+$', maxLength: 500,
    errorMessage: { type: URL_MESSAGE, format: URL_MESSAGE, pattern: URL_MESSAGE, maxLength: 'Must be at most 500 characters' },
  },
  required: requiredMessage,
});

/** The rule a ref follows, in words (the form's hint and the API's refusal). */
export const PARTNER_REF_RULE = 'Your ref: 1 to 40 lowercase letters, digits or "-", starting with a letter or digit';

const partnerFields = {
  companyName: requiredText('Company name is required', 100),
  websiteUrl: requiredUrl('Website is required'),
  email: email('Invalid email address'),
  password: password(PASSWORD_MIN, 'Password must be at least 8 characters'),
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
export const partnerWebhookSchema = objectSchema({ url: requiredUrl('Webhook URL is required') });
