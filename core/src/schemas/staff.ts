// Staff accounts: a business invites the people at its counter by name and e-mail.
import { date, email, objectSchema, requiredText } from './fields.js';
import { validation as V } from '../i18n/en.js';

/** POST /api/business/staff, and the dashboard's invite form. */
export const staffInviteSchema = objectSchema({
  firstName: requiredText(V.firstNameRequired, 100),
  lastName: requiredText(V.lastNameRequired, 100),
  email: email(V.enterValidEmail),
});

/** GET /api/business/redemptions?since=…: the Counter page asks from the start of the counter's own day. */
export const redemptionsQuerySchema = objectSchema({
  since: date(V.sinceRequired, V.sinceInvalid),
});
