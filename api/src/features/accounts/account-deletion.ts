// Deleting an account (GDPR Art. 17; docs/decisions/0081): one code path for the account's owner (DELETE
// /api/user/account), the admin console, the CLI and a business removing its staff. What happens per kind:
// - every kind: the person's rows go (favourites, e-mail tokens, notices, reviews and reports, the mail log to the
//   address, mailed codes, contact messages), and the `users` row itself, so every token names no one on every
//   process at its next request (tokens are checked against the database, never cached: http/auth.ts);
// - a deal hunter: unredeemed coupons are released back to their deals (the deal's claimed count falls by exactly
//   those, in this transaction), redeemed ones stay for the business's figures, without the person;
// - a business: its deals end (no new claim, no redemption), its staff accounts are removed, its places and search
//   words go; its row stays without its owner (closed), so its ended deals, their coupons, their funnel and its
//   featuring receipts stay as they were (receipts are kept as accounting law wants);
// - a partner: its ref is retired, never counted or given out again (its row stays, unique), its webhook and log go;
// - staff: only their business's owner (or an administrator) deletes them; the route refuses the staff themselves.
//
// Exactness under concurrent claims and redemptions: the account's row is locked first (FOR UPDATE), which waits for
// and then blocks every claim or redemption that needs the account (they take FOR KEY SHARE of it); the coupons are
// released by one UPDATE that re-checks `not is_used` on each row it locks, so a redemption that committed first
// makes its coupon redeemed-and-kept, one that comes after finds it released. The deals' counts are changed one deal
// at a time in id order (two deletions never wait on each other in a circle).
import type { Knex } from 'knex';
import { MESSAGES, type AccountType, type Language } from '@dadeal/core';
import { partnerPlaceColumns } from '../partners/partner-place.js';
import type { AppDeps } from '../../context.js';
import type { Db } from '../../db.js';
import { NotFoundError } from '../../http/errors.js';
import { accountDeletedMail } from '../mail/templates.js';
import { mailTranslator } from '../mail/translators.js';

export interface AccountErasure {
  kind: AccountType;
  email: string;
  firstName: string;
  /** Unredeemed coupons given back to their deals. */
  releasedCoupons: number;
  /** Redeemed coupons kept without their holder. */
  detachedCoupons: number;
  /** A business's deals that were still running and ended now. */
  endedDeals: number;
  /** A business's staff accounts removed with it. */
  removedStaff: number;
  /** A partner's ref, retired. */
  retiredRef: string | null;
}

/** Erases one account inside the caller's transaction (see the file's comment for what happens per kind). */
export async function eraseAccount(trx: Knex.Transaction, userId: number): Promise<AccountErasure> {
  const user: { id: number; email: string; firstName: string; userType: AccountType } | undefined = await trx('users')
    .where({ id: userId }).forUpdate().first('id', 'email', 'firstName', 'userType');
  if (!user) throw new NotFoundError(MESSAGES.userNotFound);

  // Released: the row stays (the claim happened: the partner report and the funnel's partner claims count it) but no
  // longer holds a place in the deal. One UPDATE locks and re-checks each row, so a redemption decides first or after.
  const released: Array<{ dealId: number }> = await trx('coupons')
    .where({ userId, isUsed: false })
    .update({ userId: null, releasedAt: trx.fn.now() })
    .returning('dealId');
  const perDeal = new Map<number, number>();
  for (const { dealId } of released) perDeal.set(dealId, (perDeal.get(dealId) ?? 0) + 1);
  for (const dealId of [...perDeal.keys()].sort((a, b) => a - b)) {
    await trx('deals').where({ id: dealId }).decrement('usedCoupons', perDeal.get(dealId)!);
  }
  const detached = await trx('coupons').where({ userId }).update({ userId: null }).returning('id');

  let endedDeals = 0;
  let removedStaff = 0;
  let retiredRef: string | null = null;
  if (user.userType === 'business') {
    const business: { id: number } | undefined = await trx('businesses').where({ userId }).forUpdate().first('id');
    if (business) {
      // `updated_at` untouched: the funnel dates an administrator's featuring from it (funnel.service.ts).
      const ended = await trx('deals')
        .where({ businessId: business.id })
        .where((q) => q.where('endDate', '>', trx.fn.now()).orWhere('isActive', true))
        .update({
          endDate: trx.raw('least(end_date, now())'),
          startDate: trx.raw('least(start_date, now())'),
          isActive: false,
          featuredUntil: trx.raw('case when is_featured then least(coalesce(featured_until, now()), now()) else featured_until end'),
        })
        .returning('id');
      endedDeals = ended.length;
      const staff = await trx('users').where({ staffBusinessId: business.id, userType: 'staff' }).orderBy('id').select('id');
      for (const member of staff) await eraseAccount(trx, member.id);
      removedStaff = staff.length;
      await trx('business_places').where({ businessId: business.id }).del();
      await trx('search_hits').where({ businessId: business.id }).del();
      await trx('businesses').where({ id: business.id })
        .update({ closedAt: trx.fn.now(), contactNumber: '', websiteUrl: null, logoUrl: null });
    }
  } else if (user.userType === 'partner') {
    const partner: { id: number; ref: string | null } | undefined = await trx('partners').where({ userId }).forUpdate().first('id', 'ref');
    if (partner) {
      retiredRef = partner.ref;
      await trx('webhook_deliveries').where({ partnerId: partner.id }).del();
      if (partner.ref) await trx('partner_daily_views').where({ partnerRef: partner.ref }).del();
      await trx('partners').where({ id: partner.id })
        .update({ retiredAt: trx.fn.now(), companyName: '', websiteUrl: '', webhookUrl: null, webhookSecret: null, ...partnerPlaceColumns(null) });
    }
  }

  const email = user.email.toLowerCase();
  await trx('mail_outbox').whereRaw('lower(to_address) = ?', [email]).del();
  await trx('claim_codes').where({ email }).del();
  await trx('contact_messages').whereRaw('lower(email) = ?', [email]).del();
  // Cascades: favorites, email_tokens, sent_notifications, reviews (the rating follows), review_reports; set null:
  // coupons.redeemed_by_user_id (the recorded name stays), businesses.user_id and partners.user_id.
  await trx('users').where({ id: userId }).del();
  return {
    kind: user.userType,
    email: user.email,
    firstName: user.firstName,
    releasedCoupons: released.length,
    detachedCoupons: detached.length,
    endedDeals,
    removedStaff,
    retiredRef,
  };
}

/** What a deletion's caller adds inside the transaction (the admin console's audit record). */
export type InTransaction = (trx: Knex.Transaction, erased: AccountErasure) => Promise<void>;

/**
 * Deletes the account in one transaction, then tells every process's deal listings and mails the confirmation (the
 * account's last e-mail, in its language). The admin console, the CLI and the owner's own request all come here.
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'dealCache'>,
  userId: number,
  options: { inTransaction?: InTransaction; confirm?: boolean } = {},
): Promise<AccountErasure> {
  const { db, mailer, dealCache } = deps;
  const language: { language: Language } | undefined = await db('users').where({ id: userId }).first('language');
  const erased = await (db as Db).transaction(async (trx) => {
    const result = await eraseAccount(trx, userId);
    await options.inTransaction?.(trx, result);
    return result;
  });
  dealCache.invalidate();
  if (options.confirm !== false) {
    await mailer.send(accountDeletedMail(erased.email, erased.firstName, erased.kind, mailTranslator(language?.language)));
  }
  return erased;
}
