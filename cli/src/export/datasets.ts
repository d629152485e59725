// What `dadeal export` can write: each table as an explicit list of columns (never password hashes or e-mail
// tokens), read in id order one page at a time (keyset pagination: flat memory on PGlite and PostgreSQL alike).
// Column names are the import's, so an exported businesses or deals file can be imported again.
import type { Knex } from 'knex';

export type ExportRow = Record<string, unknown> & { id: number };

export interface Dataset {
  columns: string[];
  /** The rows after `afterId`, at most `limit`, in id order. */
  page(db: Knex, afterId: number, limit: number): Promise<ExportRow[]>;
}

function dataset(columns: Array<[name: string, sql: string]>, from: (db: Knex) => Knex.QueryBuilder, idColumn: string): Dataset {
  return {
    columns: columns.map(([name]) => name),
    page: (db, afterId, limit) =>
      from(db)
        .select(columns.map(([name, sql]) => `${sql} as ${name}`))
        .where(idColumn, '>', afterId)
        .orderBy(idColumn)
        .limit(limit),
  };
}

export const DATASETS = {
  deals: dataset(
    [
      ['id', 'd.id'], ['businessId', 'd.businessId'], ['companyName', 'b.companyName'], ['title', 'd.title'],
      ['description', 'd.description'], ['imageUrl', 'd.imageUrl'], ['originalPrice', 'd.originalPrice'],
      ['dealPrice', 'd.dealPrice'], ['category', 'd.category'], ['businessCategory', 'd.businessCategory'],
      ['startDate', 'd.startDate'], ['endDate', 'd.endDate'], ['totalCoupons', 'd.totalCoupons'],
      ['usedCoupons', 'd.usedCoupons'], ['termsConditions', 'd.termsConditions'], ['isActive', 'd.isActive'],
      ['isFeatured', 'd.isFeatured'], ['featuredUntil', 'd.featuredUntil'], ['createdAt', 'd.createdAt'],
    ],
    (db) => db('deals as d').join('businesses as b', 'b.id', 'd.businessId'),
    'd.id',
  ),
  users: dataset(
    [
      ['id', 'u.id'], ['email', 'u.email'], ['firstName', 'u.firstName'], ['lastName', 'u.lastName'],
      ['phoneNumber', 'u.phoneNumber'], ['userType', 'u.userType'], ['emailNotifications', 'u.emailNotifications'],
      ['isEmailVerified', 'u.isEmailVerified'], ['createdAt', 'u.createdAt'],
    ],
    (db) => db('users as u'),
    'u.id',
  ),
  businesses: dataset(
    [
      ['id', 'b.id'], ['userId', 'b.userId'], ['email', 'u.email'], ['firstName', 'u.firstName'], ['lastName', 'u.lastName'],
      ['phoneNumber', 'u.phoneNumber'], ['companyName', 'b.companyName'], ['contactNumber', 'b.contactNumber'],
      ['websiteUrl', 'b.websiteUrl'], ['isEmailVerified', 'u.isEmailVerified'], ['createdAt', 'b.createdAt'],
    ],
    (db) => db('businesses as b').join('users as u', 'u.id', 'b.userId'),
    'b.id',
  ),
  coupons: dataset(
    [
      ['id', 'c.id'], ['couponCode', 'c.couponCode'], ['dealId', 'c.dealId'], ['dealTitle', 'd.title'],
      ['userId', 'c.userId'], ['userEmail', 'u.email'], ['isUsed', 'c.isUsed'], ['usedAt', 'c.usedAt'],
      // Who redeemed it: the name when it was redeemed, and owner | staff | customer; empty before it was recorded.
      ['redeemedBy', 'c.redeemedByName'], ['redeemedByRole', 'c.redeemedByRole'], ['createdAt', 'c.createdAt'],
    ],
    // A redeemed coupon outlives its holder's account (revenue stays true): keep it, with no holder.
    (db) => db('coupons as c').join('deals as d', 'd.id', 'c.dealId').leftJoin('users as u', 'u.id', 'c.userId'),
    'c.id',
  ),
} satisfies Record<string, Dataset>;

export type DatasetName = keyof typeof DATASETS;

/** Every row of a dataset, page by page. */
export async function* pages(db: Knex, set: Dataset, pageSize = 1000): AsyncGenerator<ExportRow[]> {
  let afterId = 0;
  for (;;) {
    const rows = await set.page(db, afterId, pageSize);
    if (!rows.length) return;
    yield rows;
    afterId = rows[rows.length - 1].id;
    if (rows.length < pageSize) return;
  }
}
