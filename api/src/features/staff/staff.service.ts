// Staff accounts: a business invites the people at its counter by e-mail, lists them and revokes them.
// A staff member is a `users` row of the kind `staff` tied to the business (migration add_staff_accounts); the
// invitation's link sets the password (an `invite` e-mail token, spent by POST /api/auth/reset-password). Revoking
// deletes the account: its next request, on any server process, finds no account behind its token (401), and its
// redemptions keep the name they were recorded with.
import { randomBytes } from 'node:crypto';
import { MESSAGES, type StaffInviteRequest, type StaffMember } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { ConflictError, dbErrorCode, NotFoundError } from '../../http/errors.js';
import type { Business } from '../accounts/business.model.js';
import { User } from '../accounts/user.model.js';
import { findUserByEmail } from '../accounts/accounts.service.js';
import { normalizeEmail } from '../accounts/account-rows.js';
import { hashPassword } from '../accounts/passwords.js';
import { issueEmailToken } from '../accounts/tokens.js';
import { staffInviteMail } from '../mail/templates.js';
import { eraseAccount } from '../accounts/account-deletion.js';

const UNIQUE_VIOLATION = '23505';

interface StaffRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  isEmailVerified: boolean;
  createdAt: Date;
  lastRedemptionAt: Date | null;
}

const toMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  // The invitation's link proves the mailbox and sets the password in one step, so "verified" is "accepted".
  status: row.isEmailVerified ? 'active' : 'invited',
  invitedAt: new Date(row.createdAt).toISOString(),
  lastRedemptionAt: row.lastRedemptionAt ? new Date(row.lastRedemptionAt).toISOString() : null,
});

export function createStaffService({ db, config, mailer }: Pick<AppDeps, 'db' | 'config' | 'mailer'>) {
  function staffQuery(businessId: number) {
    return db('users as u')
      .where({ 'u.staffBusinessId': businessId, 'u.userType': 'staff' })
      .select(
        'u.id', 'u.firstName', 'u.lastName', 'u.email', 'u.isEmailVerified', 'u.createdAt',
        // Served by the index (redeemed_by_user_id, used_at): one backward index step per member.
        db('coupons').max('usedAt').where('redeemedByUserId', db.ref('u.id')).as('lastRedemptionAt'),
      );
  }

  async function sendInvitation(business: Business, member: Pick<User, 'id' | 'email' | 'firstName'>): Promise<void> {
    const token = await issueEmailToken(db, member.id, 'invite');
    await mailer.send(staffInviteMail(member.email, member.firstName, business.companyName, `${config.publicUrl}/reset-password?token=${token}&invite=1`));
  }

  return {
    async list(business: Business): Promise<StaffMember[]> {
      const rows: StaffRow[] = await staffQuery(business.id).orderBy('u.createdAt').orderBy('u.id');
      return rows.map(toMember);
    },

    /**
     * Invites by e-mail: a new staff account that cannot sign in until the mailed link sets its password. Inviting a
     * member of this business again while the invitation is open sends a new link (the old one dies) and takes the
     * names as given; an e-mail of any other account, or of a member who already accepted, is taken (409).
     */
    async invite(business: Business, input: StaffInviteRequest): Promise<{ member: StaffMember; created: boolean }> {
      const names = { firstName: input.firstName.trim(), lastName: input.lastName.trim() };
      const existing = await findUserByEmail(db, input.email);
      let member: User;
      let created = false;
      if (existing) {
        if (existing.userType !== 'staff' || existing.staffBusinessId !== business.id || existing.isEmailVerified) {
          throw new ConflictError(MESSAGES.emailTaken);
        }
        member = await existing.$query(db).patchAndFetch({ ...names, updatedAt: new Date() });
      } else {
        // A password nobody knows: the account is unusable until the invitation's link sets one.
        const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
        try {
          member = await User.query(db).insertAndFetch({
            // Staff are reached through their business: its number stands in for the phone nobody asked them for.
            email: normalizeEmail(input.email), passwordHash, ...names, phoneNumber: business.contactNumber, userType: 'staff', staffBusinessId: business.id,
            emailNotifications: false, isEmailVerified: false,
          });
          created = true;
        } catch (err) {
          if (dbErrorCode(err) === UNIQUE_VIOLATION) throw new ConflictError(MESSAGES.emailTaken); // lost a race
          throw err;
        }
      }
      await sendInvitation(business, member);
      const [row] = (await staffQuery(business.id).where('u.id', member.id)) as StaffRow[];
      return { member: toMember(row), created };
    },

    /**
     * Revokes a member of this business (another business's member, or any other account, is not found): the account
     * is deleted, so every token it holds names no account from the next request on, in every process (bearer tokens
     * are checked against the database on each request, never cached). Its redemptions keep the recorded name.
     */
    async revoke(business: Business, memberId: number): Promise<void> {
      // The one deletion path of every account (accounts/account-deletion.ts): staff are deleted by their owner only.
      await db.transaction(async (trx) => {
        const member = await trx('users').where({ id: memberId, userType: 'staff', staffBusinessId: business.id }).forUpdate().first('id');
        if (!member) throw new NotFoundError(MESSAGES.staffNotFound);
        await eraseAccount(trx, memberId);
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
