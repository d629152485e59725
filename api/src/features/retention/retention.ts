// Nothing grows forever (docs/decisions/0083): every table that grows with traffic has a retention window, and the
// `prune` job (jobs.ts, on the pg-boss queue) deletes the rows past it, in batches, every night. Each rule names the
// rows that may go — never a row something still reads: pending mail, a live code, a running limiter window, a
// delivery still retried — and the index its condition uses (the migration `retention_indexes`; the bench reads the
// plan). The aggregates the figures are read from (deal_daily_stats: the funnel; partner_daily_views: the partner
// report; coupons: claims and redemptions) are not logs and are never pruned, so no figure changes with a prune.
// The pass ends with ANALYZE: the only one a PGlite database ever gets.
import { SEARCH_WORDS_KEPT_DAYS } from '@dadeal/core';
import type { Db } from '../../db.js';
import type { Logger } from '../../logger.js';
import { utcDay } from '../deals/search-hits.js';

const DAY_MS = 86_400_000;
/** Rows one statement deletes at most: short transactions, so inserts into the same table never wait long. */
export const PRUNE_BATCH = 10_000;

export interface RetentionRule {
  table: string;
  /**
   * The column that names a row, for the batched delete (`… where key = any(array(select key … limit n))`); `ctid` (the
   * row's place) for a table whose primary key spans several columns and whose rows are never updated.
   */
  key: string;
  /** The window, as docs/operating.md and the decision say it. */
  window: string;
  /** Why that window. */
  why: string;
  /** The rows that may go at `now`: an SQL condition with `?` placeholders, and its values. */
  expired(now: Date): { sql: string; bindings: Array<string | number | Date> };
  /** The index the condition is answered with. */
  index: string;
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** Ended webhook deliveries leave a partner's log after this many days (the sender's hourly prune uses this rule too). */
export const WEBHOOK_RETENTION_DAYS = 30;

export const RETENTION: readonly RetentionRule[] = [
  {
    table: 'mail_outbox',
    key: 'id',
    window: '90 days after it was queued, once sent or failed',
    why: 'the sent-mail log: what went out and whether it was delivered, for support and the export; pending and retried mails stay however old',
    expired: (now) => ({ sql: `status in ('sent', 'failed') and created_at < ?`, bindings: [before(now, 90 * DAY_MS)] }),
    index: 'mail_outbox_done_created_idx',
  },
  {
    table: 'email_tokens',
    key: 'id',
    window: '30 days after it expired',
    why: 'verification, reset and invitation links: dead once expired; a month lets support answer "my link did not work"',
    expired: (now) => ({ sql: 'expires_at < ?', bindings: [before(now, 30 * DAY_MS)] }),
    index: 'email_tokens_expires_at_idx',
  },
  {
    table: 'claim_codes',
    key: 'id',
    window: '1 day after it expired',
    why: 'mailed codes (a widget claim, an account deletion) live 10 minutes; an expired code is never read again',
    expired: (now) => ({ sql: 'expires_at < ?', bindings: [before(now, DAY_MS)] }),
    index: 'claim_codes_expires_at_idx',
  },
  {
    table: 'rate_limits',
    key: 'key',
    window: '1 hour after its window ended',
    why: "a limiter's counter for a key; past its window it counts nothing (the limiter's own 5-minute sweep does the same in each process using PostgreSQL)",
    expired: (now) => ({ sql: 'expire < ?', bindings: [now.getTime() - 3_600_000] }),
    index: 'rate_limits_expire_index',
  },
  {
    table: 'sent_notifications',
    key: 'id',
    window: '1 year',
    why: 'which reminder or alert went to whom, so none goes twice; every job looks back 7 days at most, and the export shows a year of them',
    expired: (now) => ({ sql: 'created_at < ?', bindings: [before(now, 365 * DAY_MS)] }),
    index: 'sent_notifications_created_at_idx',
  },
  {
    table: 'admin_audit',
    key: 'id',
    window: '1 year',
    why: "the administrators' audit log: a year covers any review of who did what in the console",
    expired: (now) => ({ sql: 'created_at < ?', bindings: [before(now, 365 * DAY_MS)] }),
    index: 'admin_audit_created_at_index',
  },
  {
    table: 'contact_messages',
    key: 'id',
    window: '1 year',
    why: 'messages to support: answered by e-mail within days; the privacy policy keeps them only as long as a conversation needs',
    expired: (now) => ({ sql: 'created_at < ?', bindings: [before(now, 365 * DAY_MS)] }),
    index: 'contact_messages_created_at_idx',
  },
  {
    table: 'webhook_deliveries',
    key: 'id',
    window: `${WEBHOOK_RETENTION_DAYS} days, once delivered or failed`,
    why: "a partner's delivery log (replay needs the recent ones); deliveries still retried stay however old",
    expired: (now) => ({ sql: `status in ('delivered', 'failed') and created_at < ?`, bindings: [before(now, WEBHOOK_RETENTION_DAYS * DAY_MS)] }),
    index: 'webhook_deliveries_done_created_idx',
  },
  {
    table: 'search_hits',
    key: 'ctid',
    window: `${SEARCH_WORDS_KEPT_DAYS} UTC days, today included`,
    why: "the searches that found a business's deals, as salted visitor keys: the dashboard's \"What Visitors Searched\" reads 7 days; each day's first search also prunes them, this covers the days nobody searched",
    expired: (now) => ({ sql: 'day < ?::date', bindings: [utcDay(now.getTime(), -(SEARCH_WORDS_KEPT_DAYS - 1))] }),
    index: 'search_hits_day',
  },
  {
    table: 'search_salts',
    key: 'day',
    window: 'the UTC day after its own',
    why: "a day's salt links that day's visitor keys to an address and a browser: it must die the next day even when nobody searches then",
    expired: (now) => ({ sql: 'day < ?::date', bindings: [utcDay(now.getTime())] }),
    index: 'search_salts_pkey',
  },
];

export const retentionRule = (table: string): RetentionRule => {
  const rule = RETENTION.find((r) => r.table === table);
  if (!rule) throw new Error(`no retention rule for ${table}`);
  return rule;
};

/** Deletes the rule's expired rows at `now`, `batch` at a time; answers how many went. */
export async function pruneTable(db: Db, rule: RetentionRule, now: Date, batch = PRUNE_BATCH): Promise<number> {
  const { sql, bindings } = rule.expired(now);
  let removed = 0;
  for (;;) {
    // `= any(array(…))`: the batch's keys are found first (through the rule's index), then deleted by primary key. With
    // `in (select …)` the planner may hash-join the subquery against a scan of the whole table, every batch (the bench
    // measured a 1,000,000-row log read whole for each 10,000 rows). RETURNING gives the count alike on both drivers.
    const result = await db.raw(
      `delete from ${rule.table} where ${rule.key} = any(array(select ${rule.key} from ${rule.table} where ${sql} limit ?)) returning 1 as gone`,
      [...bindings, batch],
    );
    const count = (result.rows as unknown[]).length;
    removed += count;
    if (count < batch) return removed;
  }
}

/** The prune's job name: the scheduler's (jobs.ts) and `dadeal jobs run prune`'s. */
export const PRUNE = 'prune';

export interface PruneReport {
  job: typeof PRUNE;
  at: string;
  /** Rows removed per table. */
  removed: Record<string, number>;
}

/** One pass over every rule: what the `prune` job and `dadeal jobs run prune` do. */
export async function pruneAll(deps: { db: Db; log: Logger }, now: Date, batch = PRUNE_BATCH): Promise<PruneReport> {
  const report: PruneReport = { job: PRUNE, at: now.toISOString(), removed: {} };
  for (const rule of RETENTION) {
    const removed = await pruneTable(deps.db, rule, now, batch);
    report.removed[rule.table] = removed;
    if (removed) deps.log.info({ table: rule.table, removed, window: rule.window }, 'expired rows pruned');
  }
  // Then the planner's statistics, fresh: PGlite has no autovacuum, and search and "near me" choose their plans by
  // them (a common word walks the listing's index, a rare one its own; docs/decisions/0044). Reads and writes go on
  // meanwhile (ANALYZE takes no lock they wait for). On PostgreSQL autovacuum does it too; once more at night is cheap.
  const started = Date.now();
  await deps.db.raw('analyze');
  deps.log.info({ ms: Date.now() - started }, 'planner statistics refreshed');
  return report;
}
