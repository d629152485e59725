// The admin audit trail (table admin_audit): every admin login attempt, failed or not, and every admin change —
// who, what, when, from which address. Changes are written in the same transaction as the change itself.
import type { Knex } from 'knex';
import type Koa from 'koa';
import type { AdminAuditEntry } from '@dadeal/core';
import type { Db } from '../../db.js';
import { NotFoundError } from '../../http/errors.js';
import { parseRaList, raList, type RaResource } from '../../http/ra-list.js';
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

export const AUDIT_RESOURCE: RaResource = {
  name: 'audit',
  id: 'admin_audit.id',
  sort: { id: 'admin_audit.id', createdAt: 'admin_audit.created_at', action: 'admin_audit.action', email: 'admin_audit.email', success: 'admin_audit.success' },
  defaultSort: ['id', 'DESC'],
  search: ['admin_audit.email', 'admin_audit.action', 'admin_audit.ip'],
  filters: {
    action: { sql: 'admin_audit.action', type: 'string' },
    adminId: { sql: 'admin_audit.admin_id', type: 'integer' },
    resource: { sql: 'admin_audit.resource', type: 'string' },
    resourceId: { sql: 'admin_audit.resource_id', type: 'integer' },
    success: { sql: 'admin_audit.success', type: 'boolean' },
    createdAt_gte: { sql: 'admin_audit.created_at', type: 'date', bound: 'from' },
    createdAt_lte: { sql: 'admin_audit.created_at', type: 'date', bound: 'until' },
  },
};

type AuditRow = Omit<AdminAuditEntry, 'id' | 'createdAt'> & { id: number | string; createdAt: Date };

const toAuditEntry = (r: AuditRow): AdminAuditEntry => ({ ...r, id: Number(r.id), createdAt: new Date(r.createdAt).toISOString() });

/** The trail, read-only, for the admin console (GET /api/admin/audit, newest first by default). */
export function createAuditLogService(db: Db) {
  return {
    async list(query: Record<string, string | string[] | undefined>) {
      const params = parseRaList(query, AUDIT_RESOURCE);
      const { rows, total } = await raList<AuditRow>(db('admin_audit').select('admin_audit.*'), params, AUDIT_RESOURCE);
      return { records: rows.map(toAuditEntry), total, start: params.start };
    },
    async get(id: number): Promise<AdminAuditEntry> {
      const row: AuditRow | undefined = await db('admin_audit').where({ id }).first();
      if (!row) throw new NotFoundError();
      return toAuditEntry(row);
    },
  };
}
