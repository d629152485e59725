// Deal reads: one SQL query with the business and its owner's names, mapped to the API's Deal shape.
import type { Knex } from 'knex';
import { publicRating, type Deal as DealDto, type Place } from '@dadeal/core';
import type { Db } from '../../db.js';
import { placesJsonSql } from '../places/place-rows.js';

export interface DealRow {
  id: number;
  businessId: number;
  title: string;
  description: string;
  imageUrl: string | null;
  originalPrice: string;
  dealPrice: string;
  category: DealDto['category'];
  businessCategory: DealDto['businessCategory'];
  startDate: Date;
  endDate: Date;
  totalCoupons: number;
  usedCoupons: number;
  termsConditions: string | null;
  isActive: boolean;
  isFeatured: boolean;
  featuredUntil: Date | null;
  createdAt: Date;
  companyName: string;
  logoUrl: string | null;
  firstName: string;
  lastName: string;
  /** The business's places, its main place first (PLACES_SQL). */
  places: Place[] | null;
  /** Only with "near me": the nearest place's great-circle distance (deals.near.ts). */
  distanceKm?: number;
  /** The business's visible reviews and the sum of their ratings, kept on its row (migration create_reviews). */
  reviewCount: number;
  reviewRatingSum: number;
}

const PLACES_SQL = placesJsonSql('d.business_id');

/**
 * The deal's own columns that DealRow holds: not `d.*`, which would also send the search columns (folded text and word
 * arrays, about 460 bytes a deal) that no answer shows, and parse two text arrays per row in the driver.
 */
const DEAL_COLUMNS = ['id', 'businessId', 'title', 'description', 'imageUrl', 'originalPrice', 'dealPrice', 'category',
  'businessCategory', 'startDate', 'endDate', 'totalCoupons', 'usedCoupons', 'termsConditions', 'isActive', 'isFeatured',
  'featuredUntil', 'createdAt'].map((c) => `d.${c}`);

export function dealsQuery(db: Db | Knex.Transaction): Knex.QueryBuilder {
  return db('deals as d')
    .join('businesses as b', 'b.id', 'd.businessId')
    // Left: a closed business has no owner any more (accounts/account-deletion.ts); its ended deals stay in its
    // customers' coupons.
    .leftJoin('users as u', 'u.id', 'b.userId')
    .select(...DEAL_COLUMNS, 'b.companyName', 'b.logoUrl', 'b.reviewCount', 'b.reviewRatingSum', db.raw("coalesce(u.first_name, '') as first_name"),
      db.raw("coalesce(u.last_name, '') as last_name"), db.raw(PLACES_SQL));
}

/** Public visibility: active, started, not ended (CONTRACT §3). */
export function whereLive(q: Knex.QueryBuilder, db: Db | Knex.Transaction): Knex.QueryBuilder {
  return q.where('d.isActive', true).where('d.startDate', '<=', db.fn.now()).where('d.endDate', '>', db.fn.now());
}

/** Featured now, as SQL over `deals as d`: flagged, and inside the bought period when there is one. */
export const FEATURED_NOW_SQL = '(d.is_featured and (d.featured_until is null or d.featured_until > now()))';

export function whereFeaturedNow(q: Knex.QueryBuilder): Knex.QueryBuilder {
  return q.whereRaw(FEATURED_NOW_SQL);
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toDealDto(r: DealRow, now = Date.now()): DealDto {
  const featuredUntil = r.featuredUntil ? new Date(r.featuredUntil) : null;
  return {
    id: r.id,
    businessId: r.businessId,
    business: { id: r.businessId, companyName: r.companyName, user: { firstName: r.firstName, lastName: r.lastName } },
    title: r.title,
    description: r.description,
    imageUrl: r.imageUrl,
    logoUrl: r.logoUrl,
    originalPrice: r.originalPrice,
    dealPrice: r.dealPrice,
    category: r.category,
    businessCategory: r.businessCategory,
    startDate: iso(r.startDate)!,
    endDate: iso(r.endDate)!,
    totalCoupons: r.totalCoupons,
    usedCoupons: r.usedCoupons,
    availableCount: Math.max(0, r.totalCoupons - r.usedCoupons),
    termsConditions: r.termsConditions,
    isActive: r.isActive,
    isFeatured: r.isFeatured && (!featuredUntil || featuredUntil.getTime() > now),
    featuredUntil: iso(featuredUntil),
    createdAt: iso(r.createdAt)!,
    places: r.places ?? [],
    ...(r.distanceKm !== undefined && r.distanceKm !== null ? { distanceKm: Math.round(Number(r.distanceKm) * 1000) / 1000 } : {}),
    rating: publicRating(r.reviewCount, r.reviewRatingSum),
  };
}

export async function findDeal(db: Db | Knex.Transaction, id: number): Promise<DealRow | undefined> {
  return dealsQuery(db).where('d.id', id).first();
}
