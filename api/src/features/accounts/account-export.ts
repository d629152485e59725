// "Download my data" (GDPR Art. 15 and 20; docs/decisions/0080): everything tied to an account, as one JSON document
// (core's AccountExport). A business gets it as data.json inside a ZIP with its pictures (export-zip.ts).
//
// Which columns tie a row to an account is the database's own catalogue, not a list kept by hand: every foreign key to
// users, businesses, partners or deals (a business's deals are its data), and every e-mail or partner-ref column. Each
// must appear in EXPORTED_COLUMNS (the export's section that shows its rows) or in NOT_EXPORTED (why not) — the test
// (own-data.test.ts) reads the catalogue and fails on a column in neither, so a future table cannot be forgotten.
import { couponState, type AccountExport, type AccountType, type ExportedCoupon, type RedeemerRole } from '@dadeal/core';
import type { Db } from '../../db.js';
import { User } from './user.model.js';
import { partnerPlace } from '../partners/partner-place.js';

const ALL: readonly AccountType[] = ['user', 'business', 'partner', 'staff'];

const everyKind = (section: string) => Object.fromEntries(ALL.map((kind) => [kind, section])) as Record<AccountType, string>;

/**
 * Account-linked columns the export shows: per kind of account whose export has them, the section that shows their
 * rows (a path in AccountExport, `[]` for "each of").
 */
export const EXPORTED_COLUMNS: Record<string, Partial<Record<AccountType, string>>> = {
  'users.email': everyKind('account'),
  'mail_outbox.to_address': everyKind('emails'),
  'contact_messages.email': everyKind('contactMessages'),
  'coupons.user_id': { user: 'coupons' },
  'coupons.partner_ref': { user: 'coupons' },
  'coupons.deal_id': { business: 'business.deals[].coupons' },
  'coupons.redeemed_by_user_id': { staff: 'staff.redemptions', business: 'business.deals[].coupons' },
  'favorites.user_id': { user: 'favorites' },
  'reviews.user_id': { user: 'reviews' },
  'reviews.business_id': { business: 'business.reviewsReceived' },
  'review_reports.user_id': { user: 'reviewReports', business: 'reviewReports' },
  'sent_notifications.user_id': { user: 'notices', business: 'notices' },
  'businesses.user_id': { business: 'business.profile' },
  'business_places.business_id': { business: 'business.profile.places' },
  'deals.business_id': { business: 'business.deals' },
  'deal_daily_stats.deal_id': { business: 'business.deals[].dailyStats' },
  'users.staff_business_id': { business: 'business.staff', staff: 'staff.business' },
  'payments.business_id': { business: 'business.payments' },
  'payments.deal_id': { business: 'business.payments' },
  'partners.user_id': { partner: 'partner.profile' },
  'partner_daily_views.partner_ref': { partner: 'partner.dailyViews' },
  'webhook_deliveries.partner_id': { partner: 'partner.webhookDeliveries' },
};

/** Account-linked columns the export leaves out on purpose, each with the reason. */
export const NOT_EXPORTED: Record<string, string> = {
  // Secrets and one-time codes: hashes that prove nothing to their owner and would help nobody but an attacker.
  'email_tokens.user_id': 'hashes of the links mailed to verify or reset; the mails themselves are listed under emails',
  'claim_codes.email': 'hashes of the 6-digit codes mailed; the mails themselves are listed under emails',
  // Other people's data, or no person's.
  'admins.email': 'administrators are not accounts of the product; their data is not an account holder\'s',
  'admin_audit.email': "the administrators' own record of what they did (a legal record of the operator, not the account's data)",
  'search_hits.business_id': "other people's searches, as pseudonymous visitor hashes; the business dashboard shows their word counts",
  'favorites.deal_id': "other people's favourites of the business's deals: not the business's data",
  'partner_daily_views.deal_id': "a partner's views of a business's deal: the partner's figures, exported to the partner (by partner_ref)",
};

/** Reads the catalogue: every account-linked column of the current schema as `table.column`. */
export async function accountLinkedColumns(db: Db): Promise<string[]> {
  // Aliased: a raw answer's keys are not renamed to camelCase.
  const fks: { rows: Array<{ t: string; c: string }> } = await db.raw(`
    select kcu.table_name as t, kcu.column_name as c
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
     where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()
       and ccu.table_name in ('users', 'businesses', 'partners', 'deals')`);
  const named: { rows: Array<{ t: string; c: string }> } = await db.raw(`
    select table_name as t, column_name as c from information_schema.columns
     where table_schema = current_schema() and column_name in ('email', 'to_address', 'partner_ref')`);
  const columns = new Set([...fks.rows, ...named.rows].map((r) => `${r.t}.${r.c}`));
  return [...columns].sort();
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
const DAY_SQL = "to_char(day, 'YYYY-MM-DD') as day";

interface CouponJoin {
  couponCode: string; dealId: number; dealTitle: string; companyName: string; isUsed: boolean; endDate: Date;
  createdAt: Date; usedAt: Date | null; partnerRef: string | null; redeemedByName: string | null; redeemedByRole: RedeemerRole | null;
}

function exportedCoupon(c: CouponJoin, now: Date): ExportedCoupon {
  return {
    couponCode: c.couponCode,
    dealId: c.dealId,
    dealTitle: c.dealTitle,
    companyName: c.companyName,
    state: couponState(c, c.endDate, now),
    claimedAt: iso(c.createdAt)!,
    usedAt: iso(c.usedAt),
    partnerRef: c.partnerRef,
    redeemedBy: c.redeemedByName !== null && c.redeemedByRole !== null ? { name: c.redeemedByName, role: c.redeemedByRole } : null,
  };
}

/** Everything tied to the account, read in one snapshot-consistent transaction. */
export async function exportAccount(db: Db, userId: number): Promise<AccountExport> {
  return db.transaction(async (trx) => {
    const now = new Date();
    const user = await User.query(trx).findById(userId);
    if (!user) throw new Error(`no account ${userId}`);
    const email = user.email.toLowerCase();

    const coupons: CouponJoin[] = await trx('coupons as c')
      .join('deals as d', 'd.id', 'c.dealId')
      .join('businesses as b', 'b.id', 'd.businessId')
      .where('c.userId', userId)
      .orderBy('c.createdAt').orderBy('c.id')
      .select('c.couponCode', 'c.dealId', 'd.title as dealTitle', 'b.companyName', 'c.isUsed', 'd.endDate', 'c.createdAt', 'c.usedAt',
        'c.partnerRef', 'c.redeemedByName', 'c.redeemedByRole');
    const favorites = await trx('favorites as f').join('deals as d', 'd.id', 'f.dealId').where('f.userId', userId)
      .orderBy('f.createdAt').select('f.dealId', 'd.title as dealTitle', 'f.createdAt');
    const reviews = await trx('reviews as r').join('businesses as b', 'b.id', 'r.businessId').where('r.userId', userId)
      .orderBy('r.createdAt').select('b.companyName', 'r.dealTitle', 'r.rating', 'r.text', 'r.createdAt', 'r.updatedAt', 'r.deletedAt', 'r.hiddenAt', 'r.replyText');
    const reports = await trx('review_reports').where({ userId }).orderBy('createdAt').select('reviewId', 'part', 'reason', 'createdAt');
    const notices = await trx('sent_notifications').where({ userId }).orderBy('createdAt').select('kind', 'subjectId', 'createdAt');
    const emails = await trx('mail_outbox').whereRaw('lower(to_address) = ?', [email]).orderBy('createdAt').orderBy('id')
      .select('subject', 'status', 'createdAt', 'sentAt');
    const contact = await trx('contact_messages').whereRaw('lower(email) = ?', [email]).orderBy('createdAt').select('subject', 'message', 'createdAt');

    const document: AccountExport = {
      format: 'dadeal-account-export',
      version: 1,
      exportedAt: now.toISOString(),
      account: { ...user.toDto(), updatedAt: iso(user.updatedAt)! },
      coupons: coupons.map((c) => exportedCoupon(c, now)),
      favorites: favorites.map((f) => ({ dealId: f.dealId, dealTitle: f.dealTitle, savedAt: iso(f.createdAt)! })),
      reviews: reviews.map((r) => ({
        companyName: r.companyName, dealTitle: r.dealTitle, rating: r.rating, text: r.text, createdAt: iso(r.createdAt)!,
        updatedAt: iso(r.updatedAt)!, deletedAt: iso(r.deletedAt), hidden: r.hiddenAt !== null, reply: r.replyText,
      })),
      reviewReports: reports.map((r) => ({ reviewId: r.reviewId, part: r.part, reason: r.reason, createdAt: iso(r.createdAt)! })),
      notices: notices.map((n) => ({ kind: n.kind, subjectId: n.subjectId, sentAt: iso(n.createdAt)! })),
      emails: emails.map((m) => ({ subject: m.subject, status: m.status, createdAt: iso(m.createdAt)!, sentAt: iso(m.sentAt) })),
      contactMessages: contact.map((m) => ({ subject: m.subject, message: m.message, createdAt: iso(m.createdAt)! })),
    };

    if (user.userType === 'business') {
      const business = await trx('businesses').where({ userId }).first();
      if (business) {
        const places = await trx('business_places').where({ businessId: business.id }).orderBy('position').orderBy('id')
          .select('name', 'addressLine1', 'addressLine2', 'town', 'postcode', 'country', 'latitude', 'longitude', 'openingHours');
        const deals = await trx('deals').where({ businessId: business.id }).orderBy('createdAt').orderBy('id')
          .select('id', 'title', 'description', 'imageUrl', 'originalPrice', 'dealPrice', 'category', 'businessCategory', 'startDate', 'endDate',
            'totalCoupons', 'usedCoupons', 'termsConditions', 'isActive', 'isFeatured', 'featuredUntil', 'createdAt', 'updatedAt');
        const dealIds = deals.map((d) => d.id as number);
        const dealCoupons = dealIds.length
          ? await trx('coupons').whereIn('dealId', dealIds).whereNull('releasedAt').orderBy('createdAt').orderBy('id')
            .select('couponCode', 'dealId', 'isUsed', 'createdAt', 'usedAt', 'partnerRef', 'redeemedByName', 'redeemedByRole')
          : [];
        const stats = dealIds.length
          ? await trx('deal_daily_stats').whereIn('dealId', dealIds).orderBy('day').select('dealId', trx.raw(DAY_SQL), 'views', 'claims', 'redemptions')
          : [];
        const staff = await trx('users').where({ staffBusinessId: business.id }).orderBy('id').select('email', 'firstName', 'lastName', 'createdAt');
        const payments = await trx('payments').where({ businessId: business.id }).orderBy('createdAt').orderBy('id')
          .select('provider', 'amount', 'currency', 'status', 'planId', 'dealId', 'createdAt', 'spentAt');
        const received = await trx('reviews').where({ businessId: business.id }).whereNull('deletedAt').orderBy('createdAt')
          .select('dealTitle', 'rating', 'text', 'replyText', 'createdAt');
        document.business = {
          profile: {
            id: business.id, userId: business.userId, companyName: business.companyName, contactNumber: business.contactNumber,
            websiteUrl: business.websiteUrl, logoUrl: business.logoUrl, createdAt: iso(business.createdAt)!, places,
          },
          deals: deals.map((d) => ({
            ...d,
            startDate: iso(d.startDate), endDate: iso(d.endDate), featuredUntil: iso(d.featuredUntil), createdAt: iso(d.createdAt), updatedAt: iso(d.updatedAt),
            coupons: dealCoupons.filter((c) => c.dealId === d.id).map((c) => {
              const { dealTitle: _t, companyName: _c, ...rest } = exportedCoupon({ ...c, dealTitle: '', companyName: '', endDate: d.endDate }, now);
              return rest;
            }),
            dailyStats: stats.filter((s) => s.dealId === d.id).map((s) => ({ day: s.day as string, views: s.views, claims: s.claims, redemptions: s.redemptions })),
          })),
          staff: staff.map((s) => ({ email: s.email, firstName: s.firstName, lastName: s.lastName, createdAt: iso(s.createdAt)! })),
          payments: payments.map((p) => ({ ...p, amount: String(p.amount), createdAt: iso(p.createdAt)!, spentAt: iso(p.spentAt) })),
          reviewsReceived: received.map((r) => ({ dealTitle: r.dealTitle, rating: r.rating, text: r.text, reply: r.replyText, createdAt: iso(r.createdAt)! })),
        };
      }
    } else if (user.userType === 'partner') {
      const partner = await trx('partners').where({ userId }).first();
      if (partner) {
        const views = partner.ref
          ? await trx('partner_daily_views').where({ partnerRef: partner.ref }).orderBy('day').orderBy('dealId').select(trx.raw(DAY_SQL), 'dealId', 'views')
          : [];
        const deliveries = await trx('webhook_deliveries').where({ partnerId: partner.id }).orderBy('createdAt')
          .select('event', 'status', 'attempts', 'responseCode', 'createdAt', 'deliveredAt');
        document.partner = {
          profile: { companyName: partner.companyName, websiteUrl: partner.websiteUrl, ref: partner.ref, webhookUrl: partner.webhookUrl, place: partnerPlace(partner), createdAt: iso(partner.createdAt)! },
          dailyViews: views.map((v) => ({ day: v.day as string, dealId: v.dealId, views: v.views })),
          webhookDeliveries: deliveries.map((w) => ({ ...w, createdAt: iso(w.createdAt)!, deliveredAt: iso(w.deliveredAt) })),
        };
      }
    } else if (user.userType === 'staff' && user.staffBusinessId !== null) {
      const business = await trx('businesses').where({ id: user.staffBusinessId }).first('companyName');
      const redemptions = await trx('coupons as c').join('deals as d', 'd.id', 'c.dealId').where('c.redeemedByUserId', userId)
        .orderBy('c.usedAt').select('c.couponCode', 'd.title as dealTitle', 'c.usedAt');
      document.staff = {
        business: { companyName: business?.companyName ?? '' },
        redemptions: redemptions.map((r) => ({ couponCode: r.couponCode, dealTitle: r.dealTitle, usedAt: iso(r.usedAt)! })),
      };
    }
    return document;
  });
}
