// Staff accounts (issue 20): a business invites the people at its counter by name and e-mail.
import { date, email, objectSchema, requiredText } from './fields.js';

/** POST /api/business/staff, and the dashboard's invite form. */
export const staffInviteSchema = objectSchema({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: email('Please enter a valid email address'),
});

/** GET /api/business/redemptions?since=…: the Counter page asks from the start of the counter's own day. */
export const redemptionsQuerySchema = objectSchema({
  since: date('Say since when (an ISO date-time)', 'Since must be a valid date'),
});
