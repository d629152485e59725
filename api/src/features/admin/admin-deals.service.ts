// Administrators manage every deal (spec §5, §7): list, create for a business, edit (isActive, isFeatured,
// availableCount included), delete. Rules come from core's admin-deal schemas; availableCount is derived.
import {
  MESSAGES, isFeaturedNow, normalizePrice, validate,
  type AdminDealCreateRequest, type AdminDealUpdateRequest, type Deal as DealDto, type FieldError,
} from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import type { Db } from '../../db.js';
import type { Knex } from 'knex';
import { NotFoundError, ValidationError } from '../../http/errors.js';
import { parseRaList, raList, type RaResource } from '../../http/ra-list.js';
import { dealRowFromInput } from '../deals/deal-row.js';
import { FEATURED_NOW_SQL, dealsQuery, findDeal, toDealDto, type DealRow } from '../deals/deals.queries.js';
import { recordChange, type AuditActor } from './audit.js';


export const DEALS_RESOURCE: RaResource = {
  name: 'deals',
  id: 'd.id',
  sort: {
    id: 'd.id', title: 'd.title', originalPrice: 'd.original_price', dealPrice: 'd.deal_price', category: 'd.category',
    businessCategory: 'd.business_category', startDate: 'd.start_date', endDate: 'd.end_date', totalCoupons: 'd.total_coupons',
    usedCoupons: 'd.used_coupons', availableCount: '(d.total_coupons - d.used_coupons)', isActive: 'd.is_active',
    isFeatured: FEATURED_NOW_SQL, featuredUntil: 'd.featured_until', createdAt: 'd.created_at', businessId: 'd.business_id', companyName: 'b.company_name',
  },
  defaultSort: ['id', 'ASC'],
  search: ['d.title', 'd.description', 'b.company_name'],
  filters: {
    businessId: { sql: 'd.business_id', type: 'integer' },
    category: { sql: 'd.category', type: 'string' },
    businessCategory: { sql: 'd.business_category', type: 'string' },
    isActive: { sql: 'd.is_active', type: 'boolean' },
    isFeatured: { sql: FEATURED_NOW_SQL, type: 'boolean' },
  },
};

const SELECT_BUSINESS: FieldError = { field: 'businessId', message: MESSAGES.selectBusiness };

async function requireBusiness(db: Db | Knex.Transaction, businessId: number): Promise<void> {
  if (!(await db('businesses').where({ id: businessId }).first())) throw new ValidationError([SELECT_BUSINESS]);
}

async function lockDeal(trx: Knex.Transaction, id: number): Promise<DealRow> {
  const row = await trx('deals').where({ id }).forUpdate().first();
  if (!row) throw new NotFoundError(MESSAGES.dealNotFound);
  return row;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * The coupon total an edit asks for. availableCount is derived (total − claimed): setting it sets
 * totalCoupons = usedCoupons + availableCount. react-admin sends the whole record back, so the field the admin
 * actually changed wins; both changed and disagreeing is an error.
 */
function couponTotal(current: DealRow, input: AdminDealUpdateRequest): number | undefined {
  const currentAvailable = current.totalCoupons - current.usedCoupons;
  const availableChanged = input.availableCount !== undefined && input.availableCount !== currentAvailable;
  const totalChanged = input.totalCoupons !== undefined && input.totalCoupons !== current.totalCoupons;
  let total: number | undefined;
  if (availableChanged) {
    total = current.usedCoupons + input.availableCount!;
    if (totalChanged && input.totalCoupons !== total) {
      throw new ValidationError([{ field: 'availableCount', message: `Available count must be total coupons minus the ${current.usedCoupons} already claimed` }]);
    }
  } else if (totalChanged) {
    total = input.totalCoupons!;
  }
  if (total === undefined) return undefined;
  if (total < current.usedCoupons) {
    throw new ValidationError([{ field: 'totalCoupons', message: `Total coupons cannot be less than the ${current.usedCoupons} already claimed` }]);
  }
  if (total < 1) throw new ValidationError([{ field: 'totalCoupons', message: 'Total coupons must be at least 1' }]);
  return total;
}

export function createAdminDealsService({ db, dealCache }: Pick<AppDeps, 'db' | 'dealCache'>) {
  const dto = async (id: number) => toDealDto((await findDeal(db, id))!);

  return {
    async list(query: Record<string, string | string[] | undefined>) {
      const params = parseRaList(query, DEALS_RESOURCE);
      const { rows, total } = await raList<DealRow>(dealsQuery(db), params, DEALS_RESOURCE);
      const now = Date.now();
      return { records: rows.map((r) => toDealDto(r, now)), total, start: params.start };
    },

    async get(id: number): Promise<DealDto> {
      const row = await findDeal(db, id);
      if (!row) throw new NotFoundError(MESSAGES.dealNotFound);
      return toDealDto(row);
    },

    async create(actor: AuditActor, input: AdminDealCreateRequest): Promise<DealDto> {
      const id = await db.transaction(async (trx) => {
        await requireBusiness(trx, input.businessId);
        const [{ id }] = await trx('deals')
          .insert({ ...dealRowFromInput(input.businessId, input), isActive: input.isActive ?? true, isFeatured: input.isFeatured ?? false })
          .returning(['id']);
        await recordChange(trx, actor, 'deals.create', 'deals', id, { businessId: input.businessId, title: input.title.trim() });
        return id as number;
      });
      dealCache.invalidate();
      return dto(id);
    },

    async update(actor: AuditActor, id: number, input: AdminDealUpdateRequest): Promise<DealDto> {
      await db.transaction(async (trx) => {
        const current = await lockDeal(trx, id);
        // Cross-field rules (end after start, deal price not above original) on the record as it will be.
        const merged = {
          startDate: input.startDate ?? iso(current.startDate),
          endDate: input.endDate ?? iso(current.endDate),
          originalPrice: input.originalPrice ?? current.originalPrice,
          dealPrice: input.dealPrice ?? current.dealPrice,
        };
        const check = validate('admin-deal-update', merged);
        if (!check.ok) throw new ValidationError(check.errors);
        if (input.businessId !== undefined && input.businessId !== current.businessId) await requireBusiness(trx, input.businessId);

        const patch: Record<string, unknown> = {};
        if (input.businessId !== undefined) patch.businessId = input.businessId;
        if (input.title !== undefined) patch.title = input.title.trim();
        if (input.description !== undefined) patch.description = input.description.trim();
        if (input.imageUrl !== undefined) patch.imageUrl = input.imageUrl || null;
        if (input.originalPrice !== undefined) patch.originalPrice = normalizePrice(input.originalPrice);
        if (input.dealPrice !== undefined) patch.dealPrice = normalizePrice(input.dealPrice);
        if (input.category !== undefined) patch.category = input.category;
        if (input.businessCategory !== undefined) patch.businessCategory = input.businessCategory;
        if (input.startDate !== undefined) patch.startDate = new Date(input.startDate);
        if (input.endDate !== undefined) patch.endDate = new Date(input.endDate);
        if (input.termsConditions !== undefined) patch.termsConditions = input.termsConditions?.trim() || null;
        if (input.isActive !== undefined) patch.isActive = input.isActive;
        const total = couponTotal(current, input);
        if (total !== undefined) patch.totalCoupons = total;
        // Featured by the admin: no end date until the admin turns it off. A paid featuring that is running is kept.
        if (input.isFeatured !== undefined && input.isFeatured !== isFeaturedNow(current)) {
          patch.isFeatured = input.isFeatured;
          patch.featuredUntil = null;
        }

        const changed = Object.keys(patch).filter((k) => String(patch[k]) !== String(current[k as keyof DealRow]));
        if (!changed.length) return;
        await trx('deals').where({ id }).update({ ...patch, updatedAt: trx.fn.now() });
        await recordChange(trx, actor, 'deals.update', 'deals', id, { fields: changed });
      });
      dealCache.invalidate();
      return dto(id);
    },

    /** Deletes the deal with its coupons (claimed or redeemed) and favourites; payments stay, detached. */
    async remove(actor: AuditActor, id: number): Promise<DealDto> {
      const record = await db.transaction(async (trx) => {
        await lockDeal(trx, id);
        const snapshot = toDealDto((await findDeal(trx, id))!);
        const coupons = await trx('coupons').where({ dealId: id }).count({ n: '*' });
        await trx('deals').where({ id }).del();
        await recordChange(trx, actor, 'deals.delete', 'deals', id, { title: snapshot.title, businessId: snapshot.businessId, removedCoupons: Number(coupons[0].n) });
        return snapshot;
      });
      dealCache.invalidate();
      return record;
    },
  };
}
