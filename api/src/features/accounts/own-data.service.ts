// An account deleting itself (docs/decisions/0081): proven by its password again, or by a 6-digit code mailed to it —
// an account made by a claim in a partner's widget has a password nobody knows. The deletion itself is the one code
// path the admin console and the CLI use too (account-deletion.ts).
import { MESSAGES, type AccountDeleteRequest } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { ForbiddenError, ValidationError } from '../../http/errors.js';
import { createClaimCodes } from '../widget-claims/claim-codes.js';
import { deletionCodeMail } from '../mail/templates.js';
import { mailTranslator } from '../mail/translators.js';
import { deleteAccount, type AccountErasure } from './account-deletion.js';
import { verifyPassword } from './passwords.js';
import type { User } from './user.model.js';

export function createOwnDataService(deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'dealCache'>) {
  const codes = createClaimCodes(deps.db, deps.config.jwtSecret, 'delete-account');
  const email = (user: User) => user.email.toLowerCase();

  function refuseStaff(user: User): void {
    if (user.userType === 'staff') throw new ForbiddenError(MESSAGES.staffDeletedByOwner);
  }

  return {
    async sendDeletionCode(user: User): Promise<void> {
      refuseStaff(user);
      const code = await codes.issue(email(user));
      await deps.mailer.send(deletionCodeMail(user.email, code, mailTranslator(user.language)));
    },

    async deleteOwnAccount(user: User, proof: AccountDeleteRequest): Promise<AccountErasure> {
      refuseStaff(user);
      if (proof.password) {
        if (!(await verifyPassword(user.passwordHash, proof.password))) {
          throw new ValidationError([{ field: 'password', message: MESSAGES.deletePasswordWrong }], MESSAGES.deletePasswordWrong);
        }
      } else if (proof.code) {
        const checked = await codes.check(email(user), proof.code);
        if (!checked.ok) {
          const message = checked.reason === 'wrong' ? MESSAGES.claimCodeWrong : MESSAGES.claimCodeSpent;
          throw new ValidationError([{ field: 'code', message }], message);
        }
      } else {
        throw new ValidationError([{ field: 'password', message: MESSAGES.deleteProofNeeded }], MESSAGES.deleteProofNeeded);
      }
      return deleteAccount(deps, user.id);
    },
  };
}
