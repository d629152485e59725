// The admin audit trail (table admin_audit): every admin login attempt, failed or not, and every admin change —
// who, what, when, from which address. Changes are written in the same transaction as the change itself.
import type { Knex } from 'knex';
import type Koa from 'koa';
import type { Db } from '../../db.js';
import type { Admin } from './admin.model.js';

export interface AuditEntry {
  adminId: number | null;
  email: string | null;
  action: string;
  resource?: string | null;
  resourceId?: number | null;
  success?: boolean;
  ip?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown> | null;
}

/** Who acts and from where: taken from the request once, passed to the admin services. */
export interface AuditActor {
  admin: Admin;
  ip: string;
  userAgent: string | null;
}

export function actorOf(ctx: Koa.Context): AuditActor {
  return { admin: ctx.state.admin as Admin, ip: ctx.ip, userAgent: ctx.get('user-agent').slice(0, 500) || null };
}

export async function recordAudit(db: Db | Knex.Transaction, entry: AuditEntry): Promise<void> {
  await db('admin_audit').insert({
    adminId: entry.adminId,
    email: entry.email?.slice(0, 255) ?? null,
    action: entry.action,
    resource: entry.resource ?? null,
    resourceId: entry.resourceId ?? null,
    success: entry.success ?? true,
    ip: entry.ip?.slice(0, 64) ?? null,
    userAgent: entry.userAgent?.slice(0, 500) ?? null,
    details: entry.details ? JSON.stringify(entry.details) : null,
  });
}

/** An admin change: action like "users.update", the record, and what changed (field names, never secrets). */
export function recordChange(
  trx: Knex.Transaction,
  actor: AuditActor,
  action: string,
  resource: string,
  resourceId: number,
  details: Record<string, unknown> = {},
): Promise<void> {
  return recordAudit(trx, {
    adminId: actor.admin.id,
    email: actor.admin.email,
    action,
    resource,
    resourceId,
    ip: actor.ip,
    userAgent: actor.userAgent,
    details,
  });
}
