// Sign-up, verification, recovery and profile (spec §4, CONTRACT §3).
import { MESSAGES, type Language, type RegisterRequest } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import type { Db } from '../../db.js';
import { ConflictError, dbErrorCode, ValidationError } from '../../http/errors.js';
import { Business } from './business.model.js';
import { User } from './user.model.js';
import { hashPassword } from './passwords.js';
import { businessRowFromInput, normalizeEmail, userRowFromInput } from './account-rows.js';
import { consumeEmailToken, issueEmailToken } from './tokens.js';
import { replacePlaces } from '../places/place-rows.js';
import { resetMail, verificationMail } from '../mail/templates.js';
import { mailTranslator } from '../mail/translators.js';

export function findUserByEmail(db: Db, email: string) {
  return User.query(db).whereRaw('lower(email) = ?', [normalizeEmail(email)]).first();
}

/** The business an account acts for: a business account's own, a staff account's employer, else none. */
export async function businessOf(db: Db, user: User): Promise<Business | undefined> {
  if (user.userType === 'business') return Business.query(db).findOne({ userId: user.id });
  if (user.userType === 'staff' && user.staffBusinessId !== null) return Business.query(db).findById(user.staffBusinessId);
  return undefined;
}

export function createAccountsService({ db, config, mailer }: Pick<AppDeps, 'db' | 'config' | 'mailer'>) {
  async function sendVerification(user: User): Promise<void> {
    const token = await issueEmailToken(db, user.id, 'verify');
    const link = `${config.publicUrl}/api/auth/verify-email?token=${token}`;
    await mailer.send(verificationMail(user.email, user.firstName, link, mailTranslator(user.language ?? 'en')));
  }

  return {
    sendVerification,

    /** Creates the user (and its business) in one transaction, then mails the verification link. */
    /** `language`: the caller's (Accept-Language) when the input names none. */
    async register(input: RegisterRequest, language: Language = 'en'): Promise<User> {
      if (input.userType === 'business' && !input.business) {
        throw new ValidationError([{ field: 'business.companyName', message: 'Company name is required' }]);
      }
      if (await findUserByEmail(db, input.email)) throw new ConflictError(MESSAGES.emailTaken);
      const passwordHash = await hashPassword(input.password);
      let user: User;
      try {
        user = await User.transaction(db, async (trx) => {
          const created = await User.query(trx).insertAndFetch(userRowFromInput({ ...input, language: input.language ?? language, isEmailVerified: false }, passwordHash));
          if (input.userType === 'business' && input.business) {
            const business = await Business.query(trx).insert(businessRowFromInput(created.id, input.business));
            if (input.business.places?.length) await replacePlaces(trx, business.id, input.business.places);
          }
          return created;
        });
      } catch (err) {
        // Objection wraps the driver's error (dbErrorCode finds its code): checking `.code` alone let a lost race be a 500.
        if (dbErrorCode(err) === '23505') throw new ConflictError(MESSAGES.emailTaken); // lost a race
        throw err;
      }
      await sendVerification(user);
      return user;
    },

    /** Answers the same whether or not the e-mail is known (CONTRACT §3). */
    async resendVerification(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      // Staff accounts are verified by their invitation's link, which also sets their password (staff.service.ts).
      if (user && !user.isEmailVerified && user.userType !== 'staff') await sendVerification(user);
    },

    async forgotPassword(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      const token = await issueEmailToken(db, user.id, 'reset');
      await mailer.send(resetMail(user.email, user.firstName, `${config.publicUrl}/reset-password?token=${token}`, mailTranslator(user.language ?? 'en')));
    },

    /**
     * Spends a reset (or invitation) token and sets the password; the link proves the mailbox, so it also
     * verifies it.
     */
    async resetPassword(token: string, newPassword: string): Promise<boolean> {
      const passwordHash = await hashPassword(newPassword);
      return db.transaction(async (trx) => {
        const userId = await consumeEmailToken(trx, token, ['reset', 'invite']);
        if (!userId) return false;
        // A new password ends every session opened with the old one.
        await trx('users').where({ id: userId }).update({ passwordHash, isEmailVerified: true, updatedAt: trx.fn.now() }).increment('tokenVersion', 1);
        return true;
      });
    },

    async verifyEmail(token: string): Promise<boolean> {
      return db.transaction(async (trx) => {
        const userId = await consumeEmailToken(trx, token, 'verify');
        if (!userId) return false;
        await trx('users').where({ id: userId }).update({ isEmailVerified: true, updatedAt: trx.fn.now() });
        return true;
      });
    },

    async updateProfile(
      user: User,
      changes: Partial<Pick<User, 'firstName' | 'lastName' | 'phoneNumber' | 'emailNotifications' | 'dealAlerts' | 'lastMinuteAlerts' | 'language'>>,
    ) {
      const patch: Partial<User> = {};
      if (changes.firstName !== undefined) patch.firstName = changes.firstName.trim();
      if (changes.lastName !== undefined) patch.lastName = changes.lastName.trim();
      if (changes.phoneNumber !== undefined) patch.phoneNumber = changes.phoneNumber.trim();
      if (changes.emailNotifications !== undefined) patch.emailNotifications = changes.emailNotifications;
      if (changes.dealAlerts !== undefined) patch.dealAlerts = changes.dealAlerts;
      if (changes.lastMinuteAlerts !== undefined) patch.lastMinuteAlerts = changes.lastMinuteAlerts;
      if (changes.language !== undefined) patch.language = changes.language;
      if (!Object.keys(patch).length) return user;
      return user.$query(db).patchAndFetch({ ...patch, updatedAt: new Date() });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
