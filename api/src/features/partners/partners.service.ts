// Partners: sign-up, the ref chosen once, the 30-day report of what their pages brought (counts
// only: never who claimed), and their webhook's settings and delivery log.
import { MESSAGES, type Language, type Partner, type Place, type PartnerCounts, type PartnerRegisterRequest, type PartnerReport, type PartnerWebhook, type WebhookDelivery } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import type { Db } from '../../db.js';
import { ConflictError, dbErrorCode, NotFoundError, ValidationError } from '../../http/errors.js';
import { findUserByEmail, createAccountsService } from '../accounts/accounts.service.js';
import { normalizeEmail } from '../accounts/account-rows.js';
import { hashPassword } from '../accounts/passwords.js';
import { User } from '../accounts/user.model.js';
import { isPlainlyPrivateUrl } from './safe-address.js';
import { partnerPlace, partnerPlaceColumns, type PartnerPlaceRow } from './partner-place.js';
import { newWebhookSecret, secretHint } from './webhook-signature.js';

/** Days in the report's window, today (UTC) included (as the business funnel's). */
export const PARTNER_REPORT_DAYS = 30;
const DAY_MS = 24 * 3600_000;
const DELIVERIES_SHOWN = 50;

export interface PartnerRow extends PartnerPlaceRow {
  id: number;
  userId: number;
  companyName: string;
  websiteUrl: string;
  ref: string | null;
  webhookUrl: string | null;
  webhookSecret: string | null;
  createdAt: Date;
}

export const partnerDto = (p: PartnerRow): Partner => ({
  id: p.id, companyName: p.companyName, websiteUrl: p.websiteUrl, ref: p.ref, place: partnerPlace(p), createdAt: new Date(p.createdAt).toISOString(),
});

export function findPartnerOf(db: Db, userId: number): Promise<PartnerRow | undefined> {
  return db('partners').where({ userId }).first();
}

/**
 * Counts a detail view a partner's widget brought (the beacon's ?ref=), for a ref a partner holds; the beacon has
 * already counted the deal's own view (and answered 404 for a deal that is not public).
 */
export async function countPartnerView(db: Db, ref: string, dealId: number): Promise<void> {
  await db.raw(
    `insert into partner_daily_views (partner_ref, deal_id, day, views)
       select p.ref, ?, (now() at time zone 'utc')::date, 1 from partners p where p.ref = ? and p.retired_at is null
     on conflict (partner_ref, day, deal_id) do update set views = partner_daily_views.views + 1`,
    [dealId, ref],
  );
}

const zero = (): PartnerCounts => ({ views: 0, claims: 0, redemptions: 0 });

/** The report's window: the last 30 UTC days by the database's clock. */
async function window(db: Db): Promise<string[]> {
  const clock: { today: string } = await db.first(db.raw("to_char((now() at time zone 'utc')::date, 'YYYY-MM-DD') as today"));
  const todayMs = Date.parse(`${clock.today}T00:00:00Z`);
  return Array.from({ length: PARTNER_REPORT_DAYS }, (_, i) => new Date(todayMs - (PARTNER_REPORT_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

type Counter = keyof PartnerCounts;
interface CountRow { dealId: number; day: string; n: string | number }

export async function partnerReport(db: Db, partner: PartnerRow): Promise<PartnerReport> {
  const dates = await window(db);
  const from = dates[0];
  const days = dates.map((date) => ({ date, ...zero() }));
  const totals = zero();
  const byDeal = new Map<number, PartnerCounts>();
  if (partner.ref) {
    const since = db.raw("?::date at time zone 'utc'", [from]);
    const [views, claims, redemptions]: CountRow[][] = await Promise.all([
      db('partner_daily_views').where({ partnerRef: partner.ref }).where('day', '>=', from)
        .select('dealId', db.raw("to_char(day, 'YYYY-MM-DD') as day"), 'views as n'),
      db('coupons').where({ partnerRef: partner.ref }).where('createdAt', '>=', since)
        .groupBy('dealId', 'day').select('dealId', db.raw("to_char((created_at at time zone 'utc')::date, 'YYYY-MM-DD') as day"), db.raw('count(*) as n')),
      db('coupons').where({ partnerRef: partner.ref, isUsed: true }).whereNotNull('usedAt').where('usedAt', '>=', since)
        .groupBy('dealId', 'day').select('dealId', db.raw("to_char((used_at at time zone 'utc')::date, 'YYYY-MM-DD') as day"), db.raw('count(*) as n')),
    ]);
    const index = new Map(dates.map((d, i) => [d, i]));
    const add = (rows: CountRow[], counter: Counter) => {
      for (const r of rows) {
        const i = index.get(r.day);
        if (i === undefined) continue;
        const n = Number(r.n);
        days[i][counter] += n;
        totals[counter] += n;
        const deal = byDeal.get(r.dealId) ?? zero();
        deal[counter] += n;
        byDeal.set(r.dealId, deal);
      }
    };
    add(views, 'views');
    add(claims, 'claims');
    add(redemptions, 'redemptions');
  }
  const titles: Array<{ id: number; title: string; companyName: string }> = byDeal.size
    ? await db('deals as d').join('businesses as b', 'b.id', 'd.businessId').whereIn('d.id', [...byDeal.keys()]).select('d.id', 'd.title', 'b.companyName')
    : [];
  const deals = titles
    .map((t) => ({ dealId: t.id, title: t.title, businessName: t.companyName, ...byDeal.get(t.id)! }))
    .sort((a, b) => b.claims - a.claims || b.views - a.views || a.dealId - b.dealId);
  return { partner: partnerDto(partner), from, to: dates[dates.length - 1], totals, days, deals };
}

const webhookDto = (p: PartnerRow, extra: Partial<PartnerWebhook> = {}): PartnerWebhook => ({
  url: p.webhookUrl, secretHint: secretHint(p.webhookSecret), ...extra,
});

export function createPartnersService(deps: Pick<AppDeps, 'db' | 'config' | 'mailer'>) {
  const { db, config } = deps;
  const accounts = createAccountsService(deps);

  function checkWebhookUrl(url: string): void {
    if (!config.webhookAllowPrivate && isPlainlyPrivateUrl(url)) {
      throw new ValidationError([{ field: 'url', message: MESSAGES.webhookPrivateAddress }]);
    }
  }

  return {
    /**
     * Creates the partner's account and its partners row in one transaction, then mails the verification link, in
     * `language` (the request's Accept-Language).
     */
    async register(input: PartnerRegisterRequest, language: Language = 'en'): Promise<User> {
      if (await findUserByEmail(db, input.email)) throw new ConflictError(MESSAGES.emailTaken);
      const passwordHash = await hashPassword(input.password);
      const companyName = input.companyName.trim();
      let user: User;
      try {
        user = await User.transaction(db, async (trx) => {
          const created = await User.query(trx).insertAndFetch({
            email: normalizeEmail(input.email), passwordHash, firstName: companyName, lastName: '', phoneNumber: '',
            userType: 'partner', emailNotifications: false, isEmailVerified: false, language,
          });
          await trx('partners').insert({ userId: created.id, companyName, websiteUrl: input.websiteUrl.trim() });
          return created;
        });
      } catch (err) {
        if (dbErrorCode(err) === '23505') throw new ConflictError(MESSAGES.emailTaken); // lost a race
        throw err;
      }
      await accounts.sendVerification(user);
      return user;
    },

    /** Sets the partner's ref, once: coupons and views already counted under it must stay its own. */
    async setRef(partner: PartnerRow, ref: string): Promise<PartnerRow> {
      if (partner.ref) throw new ConflictError(MESSAGES.partnerRefFixed);
      try {
        const [row] = await db('partners').where({ id: partner.id }).whereNull('ref').update({ ref }).returning('*');
        if (!row) throw new ConflictError(MESSAGES.partnerRefFixed);
        return row as PartnerRow;
      } catch (err) {
        if (dbErrorCode(err) === '23505') throw new ValidationError([{ field: 'ref', message: MESSAGES.partnerRefTaken }], MESSAGES.partnerRefTaken);
        throw err;
      }
    },

    /** Sets the partner's own address (a checked place), or clears it (null). Any partner, with a ref or not yet. */
    async setPlace(partner: PartnerRow, place: Omit<Place, 'openingHours'> | null): Promise<PartnerRow> {
      const [row] = await db('partners').where({ id: partner.id }).update(partnerPlaceColumns(place)).returning('*');
      return row as PartnerRow;
    },

    webhook: (partner: PartnerRow) => webhookDto(partner),

    /** Sets the URL; the first time, also a secret, answered this once. */
    async setWebhook(partner: PartnerRow, url: string): Promise<PartnerWebhook> {
      if (!partner.ref) throw new ConflictError(MESSAGES.partnerRefNeeded);
      checkWebhookUrl(url);
      const secret = partner.webhookSecret ? null : newWebhookSecret();
      const [row] = await db('partners').where({ id: partner.id })
        .update({ webhookUrl: url, ...(secret ? { webhookSecret: secret } : {}) }).returning('*');
      return webhookDto(row as PartnerRow, secret ? { secret, message: MESSAGES.webhookSaved } : { message: 'Webhook saved.' });
    },

    async rotateSecret(partner: PartnerRow): Promise<PartnerWebhook> {
      if (!partner.webhookUrl) throw new ConflictError(MESSAGES.webhookNotSet);
      const secret = newWebhookSecret();
      const [row] = await db('partners').where({ id: partner.id }).update({ webhookSecret: secret }).returning('*');
      return webhookDto(row as PartnerRow, { secret, message: MESSAGES.webhookSecretRotated });
    },

    /** Removes the webhook: no new deliveries; those waiting are dropped (the log keeps what was sent). */
    async removeWebhook(partner: PartnerRow): Promise<PartnerWebhook> {
      await db.transaction(async (trx) => {
        await trx('partners').where({ id: partner.id }).update({ webhookUrl: null, webhookSecret: null });
        await trx('webhook_deliveries').where({ partnerId: partner.id, status: 'pending' }).update({ status: 'failed', nextAttemptAt: null, lastError: 'webhook removed' });
      });
      return { url: null, secretHint: null, message: MESSAGES.webhookRemoved };
    },

    async deliveries(partner: PartnerRow): Promise<WebhookDelivery[]> {
      const rows = await db('webhook_deliveries').where({ partnerId: partner.id })
        .orderBy('createdAt', 'desc').orderBy('id').limit(DELIVERIES_SHOWN)
        .select('id', 'event', 'status', 'attempts', 'responseCode', 'lastError', 'createdAt', 'nextAttemptAt', 'deliveredAt');
      const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
      return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt)!, nextAttemptAt: iso(r.nextAttemptAt), deliveredAt: iso(r.deliveredAt) }));
    },

    /** Queues one of the partner's own deliveries again, now (same body, a new signature at sending). */
    async replay(partner: PartnerRow, id: string): Promise<void> {
      if (!partner.webhookUrl) throw new ConflictError(MESSAGES.webhookNotSet);
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
      const changed = uuid
        ? await db('webhook_deliveries').where({ id, partnerId: partner.id }).update({ status: 'pending', nextAttemptAt: db.fn.now() })
        : 0;
      if (!changed) throw new NotFoundError(MESSAGES.webhookDeliveryNotFound);
    },
  };
}
