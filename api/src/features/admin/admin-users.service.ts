// Administrators manage user accounts (spec §5, §7): list, create (optionally with the business profile),
// edit, delete. Deleting is one transaction that removes or detaches everything that depends on the user.
import type { Knex } from 'knex';
import {
  MESSAGES,
  type AdminBusinessUserCreateRequest, type AdminUser, type AdminUserCreateRequest, type AdminUserUpdateRequest,
} from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import type { Db } from '../../db.js';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors.js';
import { parseRaList, raList, type RaResource } from '../../http/ra-list.js';
import { User } from '../accounts/user.model.js';
import { Business } from '../accounts/business.model.js';
import { hashPassword } from '../accounts/passwords.js';
import { createAccountsService, findUserByEmail } from '../accounts/accounts.service.js';
import { businessRowFromInput, normalizeEmail, userRowFromInput } from '../accounts/account-rows.js';
import { replacePlaces } from '../places/place-rows.js';
import { recordChange, type AuditActor } from './audit.js';
import { deleteAccount } from '../accounts/account-deletion.js';

export const USERS_RESOURCE: RaResource = {
  name: 'users',
  id: 'users.id',
  sort: {
    id: 'users.id', email: 'users.email', firstName: 'users.first_name', lastName: 'users.last_name', phoneNumber: 'users.phone_number',
    userType: 'users.user_type', isEmailVerified: 'users.is_email_verified', emailNotifications: 'users.email_notifications', createdAt: 'users.created_at',
  },
  defaultSort: ['id', 'ASC'],
  search: ['users.email', 'users.first_name', 'users.last_name', 'users.phone_number'],
  filters: {
    userType: { sql: 'users.user_type', type: 'string' },
    isEmailVerified: { sql: 'users.is_email_verified', type: 'boolean' },
    emailNotifications: { sql: 'users.email_notifications', type: 'boolean' },
  },
};

export const USER_TYPE_FIXED = 'The account type cannot be changed; create a new account instead';
export const BUSINESS_NEEDS_PROFILE = 'A business account needs its company details: create it with create-business-user';


async function withBusinesses(db: Db | Knex.Transaction, users: User[]): Promise<AdminUser[]> {
  const businesses = users.length ? await Business.query(db).whereIn('userId', users.map((u) => u.id)) : [];
  const byUser = new Map(businesses.map((b) => [b.userId, b.toDto()]));
  return users.map((u) => ({ ...u.toDto(), business: byUser.get(u.id) ?? null }));
}

async function findUser(db: Db | Knex.Transaction, id: number, forUpdate = false): Promise<User> {
  const q = User.query(db).findById(id);
  if (forUpdate) q.forUpdate();
  const user = await q;
  if (!user) throw new NotFoundError(MESSAGES.userNotFound);
  return user;
}

/**
 * Deletes a user account inside the caller's transaction (the CLI's `users delete`): the one code path of every
 * deletion (accounts/account-deletion.ts, docs/decisions/0081).
 */
export { eraseAccount as deleteUserAccount, type AccountErasure as DeletedUserSummary } from '../accounts/account-deletion.js';

export function createAdminUsersService(deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'dealCache'>) {
  const { db, dealCache } = deps;
  const accounts = createAccountsService(deps);

  async function insertUser(actor: AuditActor, input: AdminUserCreateRequest, business?: AdminBusinessUserCreateRequest): Promise<AdminUser> {
    if (await findUserByEmail(db, input.email)) throw new ConflictError(MESSAGES.emailTaken);
    const passwordHash = await hashPassword(input.password);
    let user: User;
    try {
      user = await db.transaction(async (trx) => {
        // spec §3: isEmailVerified is false on admin create unless the admin says otherwise.
        const created = await User.query(trx).insertAndFetch(userRowFromInput({ ...input, userType: business ? 'business' : 'user' }, passwordHash));
        if (business) {
          const profile = await Business.query(trx).insertAndFetch(businessRowFromInput(created.id, business));
          if (business.places?.length) await replacePlaces(trx, profile.id, business.places);
          await recordChange(trx, actor, 'businesses.create', 'businesses', profile.id, { userId: created.id, companyName: profile.companyName });
        }
        await recordChange(trx, actor, 'users.create', 'users', created.id, { email: created.email, userType: created.userType });
        return created;
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw new ConflictError(MESSAGES.emailTaken); // lost a race
      throw err;
    }
    // An unverified account gets the usual verification link, so that its owner can log in.
    if (!user.isEmailVerified) await accounts.sendVerification(user);
    return (await withBusinesses(db, [user]))[0];
  }

  return {
    async list(query: Record<string, string | string[] | undefined>) {
      const params = parseRaList(query, USERS_RESOURCE);
      const { rows, total } = await raList<Record<string, unknown>>(db('users').select('users.*'), params, USERS_RESOURCE);
      const users = rows.map((r) => User.fromJson(r, { skipValidation: true }));
      return { records: await withBusinesses(db, users), total, start: params.start };
    },

    async get(id: number): Promise<AdminUser> {
      return (await withBusinesses(db, [await findUser(db, id)]))[0];
    },

    /** POST /api/admin/users: a regular user. Business accounts need their profile: create-business-user. */
    async create(actor: AuditActor, input: AdminUserCreateRequest): Promise<AdminUser> {
      if (input.userType === 'business') throw new ValidationError([{ field: 'userType', message: BUSINESS_NEEDS_PROFILE }]);
      return insertUser(actor, input);
    },

    /** POST /api/admin/create-business-user: the account and its business profile in one transaction. */
    async createWithBusiness(actor: AuditActor, input: AdminBusinessUserCreateRequest): Promise<AdminUser> {
      return insertUser(actor, input, input);
    },

    async update(actor: AuditActor, id: number, input: AdminUserUpdateRequest): Promise<AdminUser> {
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      try {
        const user = await db.transaction(async (trx) => {
          const current = await findUser(trx, id, true);
          if (input.userType !== undefined && input.userType !== current.userType) {
            throw new ValidationError([{ field: 'userType', message: USER_TYPE_FIXED }]);
          }
          const patch: Partial<User> = {};
          if (input.email !== undefined && normalizeEmail(input.email) !== current.email) {
            const taken = await findUserByEmail(trx as unknown as Db, input.email);
            if (taken && taken.id !== id) throw new ConflictError(MESSAGES.emailTaken);
            patch.email = normalizeEmail(input.email);
          }
          if (input.firstName !== undefined) patch.firstName = input.firstName.trim();
          if (input.lastName !== undefined) patch.lastName = input.lastName.trim();
          if (input.phoneNumber !== undefined) patch.phoneNumber = input.phoneNumber.trim();
          if (input.isEmailVerified !== undefined) patch.isEmailVerified = input.isEmailVerified;
          if (input.emailNotifications !== undefined) patch.emailNotifications = input.emailNotifications;
          if (passwordHash) patch.passwordHash = passwordHash;
          const changed = Object.keys(patch).filter((k) => k === 'passwordHash' || patch[k as keyof User] !== current[k as keyof User]);
          if (!changed.length) return current;
          await recordChange(trx, actor, 'users.update', 'users', id, { fields: changed.map((k) => (k === 'passwordHash' ? 'password' : k)) });
          // A password set by an administrator ends every session the account had.
          if (passwordHash) patch.tokenVersion = current.tokenVersion + 1;
          return current.$query(trx).patchAndFetch({ ...patch, updatedAt: new Date() });
        });
        if (input.firstName !== undefined || input.lastName !== undefined) dealCache.invalidate(); // deals show the owner's names
        return (await withBusinesses(db, [user]))[0];
      } catch (err) {
        if ((err as { code?: string }).code === '23505') throw new ConflictError(MESSAGES.emailTaken);
        throw err;
      }
    },

    /** Answers the deleted record (react-admin expects it); the same rules as the owner's own deletion. */
    async remove(actor: AuditActor, id: number): Promise<AdminUser> {
      const [snapshot] = await withBusinesses(db, [await findUser(db, id)]);
      await deleteAccount(deps, id, {
        inTransaction: (trx, erased) => recordChange(trx, actor, 'users.delete', 'users', id, {
          email: erased.email, userType: erased.kind, releasedCoupons: erased.releasedCoupons, detachedCoupons: erased.detachedCoupons,
          endedDeals: erased.endedDeals, removedStaff: erased.removedStaff, retiredRef: erased.retiredRef,
        }),
      });
      return snapshot;
    },
  };
}
