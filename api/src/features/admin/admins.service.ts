// Administrator accounts: created by the CLI (`dadeal admin create`) or from ADMIN_EMAIL/ADMIN_PASSWORD at start.
import { MESSAGES, validate, type Admin as AdminDto, type AdminRole } from '@dadeal/core';
import type { Config } from '../../config.js';
import { ConfigError } from '../../config.js';
import type { Db } from '../../db.js';
import type { Logger } from '../../logger.js';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors.js';
import { hashPassword, verifyPassword } from '../accounts/passwords.js';
import { recordChange, type AuditActor } from './audit.js';
import { normalizeEmail } from '../accounts/account-rows.js';
import { Admin } from './admin.model.js';

export const DEFAULT_ADMIN_ROLE: AdminRole = 'super_admin';

export interface CreateAdminInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role?: string;
}

export function findAdminByEmail(db: Db, email: string) {
  return Admin.query(db).whereRaw('lower(email) = ?', [normalizeEmail(email)]).first();
}

/** Checks the input with core's 'admin-create' rules, hashes the password (argon2id) and stores the admin. */
export async function createAdmin(db: Db, input: CreateAdminInput): Promise<AdminDto> {
  const result = validate<CreateAdminInput>('admin-create', input);
  if (!result.ok) throw new ValidationError(result.errors);
  if (await findAdminByEmail(db, input.email)) throw new ConflictError(MESSAGES.adminEmailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    const admin = await Admin.query(db).insertAndFetch({
      email: normalizeEmail(input.email),
      passwordHash,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      role: input.role ?? DEFAULT_ADMIN_ROLE,
    });
    return admin.toDto();
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw new ConflictError(MESSAGES.adminEmailTaken); // lost a race
    throw err;
  }
}

/**
 * Sets an administrator's password: core's 'admin-password-change' rule for the new one, an argon2id hash, and the
 * token version raised with the hash in one statement, so every token issued before is refused from the next request
 * on (admin-auth.ts) and every device cookie of the account stops exempting its browser from the per-account
 * failed-login limit (http/rate-limit.ts). With an actor (the console's change) it is audited as `admins.password`
 * (never the value) in the same transaction. Answers the new version. Used by PUT /api/admin/password and by
 * `dadeal admin password` (an operator's reset of a forgotten password, which has no admin acting).
 */
export async function setAdminPassword(db: Db, adminId: number, newPassword: string, actor?: AuditActor): Promise<number> {
  const refused = validate('admin-password-change', { newPassword }).errors.filter((e) => e.field === 'newPassword');
  if (refused.length) throw new ValidationError(refused);
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (trx) => {
    const [row] = await trx('admins').where({ id: adminId })
      .update({ passwordHash, updatedAt: trx.fn.now() }).increment('tokenVersion', 1).returning(['tokenVersion']);
    if (!row) throw new NotFoundError();
    if (actor) await recordChange(trx, actor, 'admins.password', 'admins', adminId, { changed: ['password'] });
    return row.tokenVersion as number;
  });
}

/**
 * The signed-in admin's own password change: the current password must match; then setAdminPassword, audited with
 * the admin as the actor. Answers the new version.
 */
export async function changeAdminPassword(db: Db, actor: AuditActor, currentPassword: string, newPassword: string): Promise<number> {
  const current = await Admin.query(db).findById(actor.admin.id);
  if (!current || !(await verifyPassword(current.passwordHash, currentPassword))) {
    throw new ValidationError([{ field: 'currentPassword', message: MESSAGES.currentPasswordWrong }]);
  }
  return setAdminPassword(db, current.id, newPassword, actor);
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD at start (CONTRACT §1): creates that super_admin when no admin has the e-mail.
 * An existing admin is left as it is (its password is not reset from the environment). Answers the admin
 * created, or null when there was nothing to do. A password the rules refuse stops the start.
 */
export async function ensureBootstrapAdmin(db: Db, config: Pick<Config, 'admin'>, log?: Logger): Promise<AdminDto | null> {
  if (!config.admin) return null;
  if (await findAdminByEmail(db, config.admin.email)) return null;
  try {
    const admin = await createAdmin(db, {
      email: config.admin.email,
      password: config.admin.password,
      firstName: 'Site',
      lastName: 'Administrator',
      role: DEFAULT_ADMIN_ROLE,
    });
    log?.info({ email: admin.email, role: admin.role }, 'administrator created from ADMIN_EMAIL');
    return admin;
  } catch (err) {
    if (err instanceof ValidationError) {
      throw new ConfigError((err.errors ?? []).map((e) => `ADMIN_${e.field === 'email' ? 'EMAIL' : 'PASSWORD'}: ${e.message}`));
    }
    if (err instanceof ConflictError) return null; // another process created it a moment ago
    throw err;
  }
}
