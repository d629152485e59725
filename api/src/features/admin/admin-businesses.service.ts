// Administrators manage business profiles (spec §5, §7): list, edit company details, delete. A business and its
// owner's account are created together (spec §3), so deleting a business deletes that account, with the same rules as
// the owner's own deletion (accounts/account-deletion.ts, docs/decisions/0081): its deals end, its row stays closed.
import type { Knex } from 'knex';
import { MESSAGES, type AdminBusiness, type AdminBusinessUpdateRequest } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import type { Db } from '../../db.js';
import { NotFoundError } from '../../http/errors.js';
import { parseRaList, raList, type RaResource } from '../../http/ra-list.js';
import { deleteAccount } from '../accounts/account-deletion.js';
import { recordChange, type AuditActor } from './audit.js';
import { placesJsonSql, replacePlaces } from '../places/place-rows.js';

export const BUSINESSES_RESOURCE: RaResource = {
  name: 'businesses',
  id: 'b.id',
  sort: {
    id: 'b.id', companyName: 'b.company_name', contactNumber: 'b.contact_number', websiteUrl: 'b.website_url', createdAt: 'b.created_at',
    userId: 'b.user_id', email: 'u.email', firstName: 'u.first_name', lastName: 'u.last_name', dealCount: 'deal_count',
  },
  defaultSort: ['id', 'ASC'],
  search: ['b.company_name', 'b.contact_number', 'b.website_url', 'u.email', 'u.first_name', 'u.last_name'],
  filters: { userId: { sql: 'b.user_id', type: 'integer' } },
};

/** A row of businessesQuery(): the answer's fields, with the database's Date. */
type BusinessRow = Omit<AdminBusiness, 'createdAt'> & { createdAt: Date };

function businessesQuery(db: Db | Knex.Transaction): Knex.QueryBuilder {
  return db('businesses as b')
    .join('users as u', 'u.id', 'b.userId')
    .select('b.id', 'b.userId', 'b.companyName', 'b.contactNumber', 'b.websiteUrl', 'b.createdAt', 'u.email', 'u.firstName', 'u.lastName', 'u.phoneNumber', 'u.isEmailVerified')
    .select(db.raw('(select count(*)::int from deals where deals.business_id = b.id) as deal_count'), db.raw(placesJsonSql('b.id')));
}

export function toAdminBusiness(r: BusinessRow): AdminBusiness {
  return { ...r, places: r.places ?? [], createdAt: new Date(r.createdAt).toISOString() }; // businessesQuery() selects exactly these fields
}

async function findBusiness(db: Db | Knex.Transaction, id: number, forUpdate = false): Promise<AdminBusiness> {
  const q = businessesQuery(db).where('b.id', id).first();
  if (forUpdate) q.forUpdate('b');
  const row: BusinessRow | undefined = await q;
  if (!row) throw new NotFoundError(MESSAGES.businessNotFound);
  return toAdminBusiness(row);
}

export function createAdminBusinessesService(deps: Pick<AppDeps, 'db' | 'dealCache' | 'mailer'>) {
  const { db, dealCache } = deps;
  return {
    async list(query: Record<string, string | string[] | undefined>) {
      const params = parseRaList(query, BUSINESSES_RESOURCE);
      const { rows, total } = await raList<BusinessRow>(businessesQuery(db), params, BUSINESSES_RESOURCE);
      return { records: rows.map(toAdminBusiness), total, start: params.start };
    },

    get: (id: number) => findBusiness(db, id),

    /** Edit checks only company, contact and website (spec §5). */
    async update(actor: AuditActor, id: number, input: AdminBusinessUpdateRequest): Promise<AdminBusiness> {
      await db.transaction(async (trx) => {
        const current = await findBusiness(trx, id, true);
        const patch: Record<string, string | null> = {};
        if (input.companyName !== undefined) patch.companyName = input.companyName.trim();
        if (input.contactNumber !== undefined) patch.contactNumber = input.contactNumber.trim();
        if (input.websiteUrl !== undefined) patch.websiteUrl = input.websiteUrl?.trim() || null;
        const changed = Object.keys(patch).filter((k) => patch[k] !== current[k as keyof AdminBusiness]);
        if (input.places !== undefined && JSON.stringify(input.places) !== JSON.stringify(current.places)) {
          await replacePlaces(trx, id, input.places);
          changed.push('places');
        }
        if (!changed.length) return;
        if (changed.some((k) => k !== 'places')) await trx('businesses').where({ id }).update(patch);
        await recordChange(trx, actor, 'businesses.update', 'businesses', id, { fields: changed });
      });
      dealCache.invalidate(); // deals show the company name
      return findBusiness(db, id);
    },

    /** Deletes the business's owner's account (the business closes, its deals end); answers the deleted record. */
    async remove(actor: AuditActor, id: number): Promise<AdminBusiness> {
      const business = await findBusiness(db, id);
      await deleteAccount(deps, business.userId, {
        inTransaction: (trx, erased) => recordChange(trx, actor, 'businesses.delete', 'businesses', id, {
          companyName: business.companyName, userId: business.userId, email: business.email,
          releasedCoupons: erased.releasedCoupons, detachedCoupons: erased.detachedCoupons, endedDeals: erased.endedDeals, removedStaff: erased.removedStaff,
        }),
      });
      return business;
    },
  };
}
