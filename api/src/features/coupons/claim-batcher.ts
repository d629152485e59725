// Claims at flash-sale speed (the measured designs are in docs/decisions/0097-claims-batched-per-deal.md).
//
// A claim used to be one transaction of seven round trips that held its deal's row lock from the increment to the
// commit, so claims on one hot deal ran one after another, each paying every round trip. Here the claims of one deal
// that arrive while the deal's previous batch is in the database wait in a queue and go together in ONE transaction:
// lock the deal's row, read which of these users already hold one of its coupons, then ONE statement inserts every
// granted coupon and adds them to the deal's count and to the funnel's — three statements between BEGIN and COMMIT for
// the whole batch (the writes were three statements of their own until a profile of the rush beside the readers showed
// every statement's socket write and knex's work on this process's core). A quiet deal's batch is one
// claim that leaves on the same turn of the event loop (no timer, no added wait); under a rush a batch is whatever
// arrived during the previous one, so the batch grows with the load and the lock is taken once per batch.
//
// Exactness is the database's, as before: the deal's row is locked (FOR NO KEY UPDATE, the lock the old UPDATE took,
// which lets the funnel's FOR KEY SHARE through) before the holders are read, so every coupon another process or
// batch committed for this deal is seen; the grant never goes past the remaining count read under that lock; unique
// (user, deal) still refuses what slips past (a coupon written without the lock) and the batch is then run again, so
// that user is told "already claimed". A claim is answered only after its batch committed: nothing acknowledged is
// lost by a crash. Each answer is the one claim's own: granted, already claimed, no longer available, not found.
import type { Knex } from 'knex';
import type { Db } from '../../db.js';
import { dealsQuery, type DealRow } from '../deals/deals.queries.js';
import { UTC_TODAY_SQL } from '../funnel/funnel.service.js';
import { generateCouponCode } from './coupon-code.js';

export interface CouponRow {
  id: number;
  dealId: number;
  userId: number;
  couponCode: string;
  isUsed: boolean;
  usedAt: Date | null;
  createdAt: Date;
  partnerRef: string | null;
}

export type ClaimOutcome =
  | { granted: true; coupon: CouponRow; deal: DealRow }
  | { granted: false; refused: 'notFound' | 'alreadyClaimed' | 'unavailable' | 'accountGone' };

interface Pending {
  userId: number;
  partnerRef: string | null;
  resolve: (outcome: ClaimOutcome) => void;
  reject: (err: unknown) => void;
}

const UNIQUE_VIOLATION = '23505';
/** Up to this many claims in one transaction (the insert's parameters stay far below PostgreSQL's 65,535). */
export const MAX_CLAIM_BATCH = 500;
/** A unique violation (a random code taken, a coupon written without the deal's lock) runs the batch again. */
const ATTEMPTS = 4;

type ClaimableRow = DealRow & { claimable: boolean };

/** One batch of one deal's claims, in one transaction; an outcome per claim, in order. */
async function claimBatch(db: Db, dealId: number, batch: Array<Pick<Pending, 'userId' | 'partnerRef'>>): Promise<ClaimOutcome[]> {
  return db.transaction(async (trx: Knex.Transaction) => {
    const deal: ClaimableRow | undefined = await dealsQuery(trx)
      .select(trx.raw('(d.is_active and d.start_date <= now() and d.end_date > now()) as claimable'))
      .where('d.id', dealId)
      .forNoKeyUpdate('d')
      .first();
    if (!deal) return batch.map((): ClaimOutcome => ({ granted: false, refused: 'notFound' }));

    const userIds = [...new Set(batch.map((c) => c.userId))];
    const held: Array<{ userId: number }> = await trx('coupons').where({ dealId }).whereIn('userId', userIds).select('userId');
    const holders = new Set(held.map((c) => c.userId));
    let left = deal.claimable ? deal.totalCoupons - deal.usedCoupons : 0;
    const granted: typeof batch = [];
    const verdicts: Array<'granted' | 'alreadyClaimed' | 'unavailable' | 'accountGone'> = batch.map((c) => {
      // The order of the single claim: already holding one comes before "no longer available".
      if (holders.has(c.userId)) return 'alreadyClaimed' as const;
      if (left <= 0) return 'unavailable' as const;
      left--;
      holders.add(c.userId); // the same user twice in one batch: the second is already claimed
      granted.push(c);
      return 'granted' as const;
    });
    if (!granted.length) return verdicts.map((v): ClaimOutcome => ({ granted: false, refused: v as Exclude<typeof v, 'granted'> }));

    // The claimers' accounts, key-shared as the coupons' foreign key would, but here an account deleted meanwhile
    // (accounts/account-deletion.ts holds its row FOR UPDATE until it commits) is skipped instead of failing the whole
    // batch: its claim is refused, everyone else's goes on. None of them holds a coupon of this deal (read above, under
    // the deal's lock), so the deletion never waits for this deal in turn.
    const alive: Array<{ id: number }> = await trx('users').whereIn('id', granted.map((c) => c.userId)).forKeyShare().select('id');
    if (alive.length < granted.length) {
      const aliveIds = new Set(alive.map((u) => u.id));
      const gone = new Set(granted.filter((c) => !aliveIds.has(c.userId)).map((c) => c.userId));
      granted.splice(0, granted.length, ...granted.filter((c) => aliveIds.has(c.userId)));
      batch.forEach((c, i) => { if (verdicts[i] === 'granted' && gone.has(c.userId)) verdicts[i] = 'accountGone'; });
      if (!granted.length) return verdicts.map((v): ClaimOutcome => ({ granted: false, refused: v as Exclude<typeof v, 'granted'> }));
    }

    const coupons = await grant(trx, dealId, granted);

    const { claimable: _claimable, ...row } = deal;
    const after: DealRow = { ...row, usedCoupons: deal.usedCoupons + granted.length };
    const byUser = new Map(coupons.map((c) => [c.userId, c]));
    return verdicts.map((v, i): ClaimOutcome => {
      const coupon = v === 'granted' ? byUser.get(batch[i].userId) : undefined;
      return coupon ? { granted: true, coupon, deal: after } : { granted: false, refused: v as Exclude<typeof v, 'granted'> };
    });
  });
}

/**
 * The batch's three writes in ONE statement (one round trip, one statement for PostgreSQL to parse and plan, instead of
 * three): the granted coupons in arrival order, the deal's claimed count, and the funnel's claims of the day. The deal's
 * row is locked by this transaction already, so the funnel needs no `for key share` of its own (funnel.service.ts takes
 * one to be ordered before a deletion of the deal; none can come while the lock is held).
 */
async function grant(trx: Knex.Transaction, dealId: number, granted: Array<Pick<Pending, 'userId' | 'partnerRef'>>): Promise<CouponRow[]> {
  const rows = JSON.stringify(granted.map((c, n) => ({ n, user_id: c.userId, code: generateCouponCode(), ref: c.partnerRef })));
  const result: { rows: CouponRow[] } = await trx.raw(
    `with coupon as (
       insert into coupons (deal_id, user_id, coupon_code, partner_ref)
         select ?, g.user_id, g.code, g.ref from jsonb_to_recordset(?::jsonb) as g(n int, user_id int, code text, ref text) order by g.n
       returning id, deal_id, user_id, coupon_code, is_used, used_at, created_at, partner_ref
     ), counted as (
       update deals set used_coupons = used_coupons + ? where id = ?
     ), funnel as (
       insert into deal_daily_stats (deal_id, day, claims) values (?, ${UTC_TODAY_SQL}, ?)
       on conflict (deal_id, day) do update set claims = deal_daily_stats.claims + excluded.claims
     )
     select id, deal_id as "dealId", user_id as "userId", coupon_code as "couponCode", is_used as "isUsed", used_at as "usedAt",
       created_at as "createdAt", partner_ref as "partnerRef" from coupon`,
    [dealId, rows, granted.length, dealId, dealId, granted.length],
  );
  return result.rows;
}

export interface ClaimBatcher {
  claim(dealId: number, userId: number, partnerRef: string | null): Promise<ClaimOutcome>;
}

export interface ClaimBatcherOptions {
  /** Told after each committed batch that granted at least one coupon. */
  onGranted?: (dealId: number) => void;
  /**
   * After a batch that took t ms, the deal's next batch waits t × restRatio ms. For a database that runs on this
   * thread (PGlite): its work blocks the event loop, and without a rest a rush of claims leaves the readers only the
   * moments between two statements. 0: the next batch leaves as soon as the previous one committed. A function is
   * asked after every batch.
   */
  restRatio?: number | (() => number);
}

/** Queues each deal's claims and runs them a batch at a time per deal (other deals' batches run alongside). */
export function createClaimBatcher(db: Db, { onGranted = () => {}, restRatio = 0 }: ClaimBatcherOptions = {}): ClaimBatcher {
  const queues = new Map<number, Pending[]>();
  const busy = new Set<number>();

  async function run(dealId: number, batch: Pending[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const outcomes = await claimBatch(db, dealId, batch);
        if (outcomes.some((o) => o.granted)) onGranted(dealId);
        outcomes.forEach((o, i) => batch[i].resolve(o));
        return;
      } catch (err) {
        if ((err as { code?: string }).code === UNIQUE_VIOLATION && attempt < ATTEMPTS) continue;
        for (const c of batch) c.reject(err);
        return;
      }
    }
  }

  function drain(dealId: number): void {
    const queue = queues.get(dealId);
    if (!queue?.length) {
      queues.delete(dealId);
      busy.delete(dealId);
      return;
    }
    busy.add(dealId);
    const batch = queue.splice(0, MAX_CLAIM_BATCH);
    const started = performance.now();
    void run(dealId, batch).finally(() => {
      const ratio = typeof restRatio === 'function' ? restRatio() : restRatio;
      const rest = ratio > 0 ? (performance.now() - started) * ratio : 0;
      if (rest >= 1) setTimeout(drain, rest, dealId);
      else drain(dealId);
    });
  }

  return {
    claim(dealId, userId, partnerRef) {
      return new Promise<ClaimOutcome>((resolve, reject) => {
        let queue = queues.get(dealId);
        if (!queue) queues.set(dealId, (queue = []));
        queue.push({ userId, partnerRef, resolve, reject });
        if (busy.has(dealId)) return; // joins the batch that leaves when the one in the database commits
        busy.add(dealId);
        // After this turn's I/O callbacks: the claims that arrived together leave together.
        setImmediate(() => drain(dealId));
      });
    },
  };
}
