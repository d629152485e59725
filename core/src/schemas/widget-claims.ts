// Claiming inside a partner's widget: an e-mail, the 6-digit code mailed to it, and for a new
// e-mail the first name and the terms, asked once.
import { email, idField, objectSchema, requiredText, type Field } from './fields.js';
import { termsField } from './accounts.js';
import { validation as V } from '../i18n/en.js';
import { fill } from '../i18n/fill.js';
import { MESSAGES } from '../messages.js';

/** How many digits a mailed claim code has; the widget's field and the API's check read it. */
export const CLAIM_CODE_DIGITS = 6;

/** A mailed 6-digit code: the widget's claim, and the confirmation of an account's deletion (accounts.ts). */
export const claimCode: Field = {
  schema: { type: 'string', pattern: `^[0-9]{${CLAIM_CODE_DIGITS}}$`, errorMessage: fill(V.claimCodeFormat, { digits: CLAIM_CODE_DIGITS }) },
  required: fill(V.claimCodeFormat, { digits: CLAIM_CODE_DIGITS }),
};

/** POST /api/widget-claims/code: where to mail a code. */
export const claimCodeRequestSchema = objectSchema({
  email: email(V.enterValidEmail),
  dealId: idField(V.chooseDeal),
});

/** POST /api/widget-claims/verify: the code typed; answers a claim token for that deal. */
export const claimCodeVerifySchema = objectSchema({
  email: email(V.enterValidEmail),
  code: claimCode,
  dealId: idField(V.chooseDeal),
});

/** What a new e-mail adds before its first claim: the new account's first name and the terms, accepted. */
export const claimAccountSchema = objectSchema({
  firstName: requiredText(V.firstNameRequired, 100),
  terms: termsField,
});

/** POST /api/widget-claims (with the claim token): a new e-mail's account fields, the partner's ref. */
export const claimInPlaceSchema = objectSchema(
  { firstName: requiredText(V.firstNameRequired, 100), terms: termsField, ref: { schema: {} } },
  { partial: true },
);

/**
 * DELETE /api/user/account: the account's password again, or the 6-digit code mailed to confirm (an account made by a
 * claim in a widget has no password its owner knows). One of the two; the service says so when both are missing.
 */
export const accountDeleteSchema = objectSchema(
  {
    password: { schema: { type: 'string', maxLength: 1024, errorMessage: { type: MESSAGES.deleteProofNeeded, maxLength: V.passwordTooLong } } },
    code: claimCode,
  },
  { partial: true },
);
