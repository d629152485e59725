// Sends the partners' webhook deliveries the coupons trigger queued (migration 20261127000220), signed at each attempt
// (a fresh timestamp), and retries what failed with backoff. Runs in every serving process (a timer, like the picture
// sweep) and on demand (`deliverDue()`, which a replay and the tests call). A process takes the due rows by pushing
// their next attempt a lease ahead in one statement (FOR UPDATE SKIP LOCKED), then posts outside any transaction:
// several processes never post the same delivery at once, and a process that dies mid-post leaves it to be retried
// when the lease ends.
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { Db } from '../../db.js';
import type { Logger } from '../../logger.js';
import { createPeriodicRun } from '../jobs/periodic-run.js';
import { pruneTable, retentionRule, WEBHOOK_RETENTION_DAYS } from '../retention/retention.js';
import { isPrivateAddress, PrivateAddressError, publicOnlyLookup } from './safe-address.js';
import { SIGNATURE_HEADER, signatureHeader } from './webhook-signature.js';

/** Seconds before the 2nd, 3rd… attempt; after the last one fails the delivery is `failed` (a replay sends it again). */
export const WEBHOOK_BACKOFF_SECONDS = [30, 120, 600, 3600, 6 * 3600];
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_BACKOFF_SECONDS.length + 1;
/** How long a partner's server has to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A taken delivery is not taken again before this (longer than the timeout). */
const LEASE_SECONDS = 60;
const BATCH = 20;
/** Delivered and failed deliveries older than this leave the log (the retention rule, docs/decisions/0083). */
export { WEBHOOK_RETENTION_DAYS };
/** How often a process prunes (the first run of each process prunes at once). */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const PRUNE_BATCH = 5_000;

export interface WebhookSender {
  /** Sends every delivery due now; answers how many were attempted. */
  deliverDue(): Promise<number>;
  start(intervalMs: number): void;
  close(): Promise<void>;
}

interface Due {
  id: string;
  event: string;
  body: string;
  attempts: number;
  webhookUrl: string | null;
  webhookSecret: string | null;
}

interface Outcome {
  code: number | null;
  error: string | null;
}

/** One POST: the status code, or why there was none. Never follows a redirect; reads and drops the answer's body. */
function post(url: string, headers: Record<string, string>, body: string, allowPrivate: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return resolve({ code: null, error: 'invalid URL' });
    }
    const host = target.hostname.replace(/^\[|\]$/g, '');
    // A literal address is connected to without a lookup: checked here.
    if (!allowPrivate && isIP(host) && isPrivateAddress(host)) return resolve({ code: null, error: new PrivateAddressError(host).message });
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(target, {
      method: 'POST',
      headers: { ...headers, 'Content-Length': Buffer.byteLength(body).toString() },
      timeout: WEBHOOK_TIMEOUT_MS,
      ...(allowPrivate ? {} : { lookup: publicOnlyLookup as never }),
    }, (response) => {
      response.resume();
      response.on('end', () => resolve({ code: response.statusCode ?? null, error: null }));
      response.on('error', () => resolve({ code: response.statusCode ?? null, error: null }));
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)));
    request.on('error', (err) => resolve({ code: null, error: err.message.slice(0, 300) }));
    request.end(body);
  });
}

export function createWebhookSender(db: Db, log: Logger, options: { allowPrivate: boolean }): WebhookSender {

  async function take(): Promise<Due[]> {
    const result = await db.raw(
      `update webhook_deliveries w set next_attempt_at = now() + make_interval(secs => ?)
         from partners p
        where w.partner_id = p.id
          and w.id in (select id from webhook_deliveries
                        where status = 'pending' and next_attempt_at <= now()
                        order by next_attempt_at limit ? for update skip locked)
       returning w.id, w.event, w.body, w.attempts, p.webhook_url, p.webhook_secret`,
      [LEASE_SECONDS, BATCH],
    );
    return (result.rows as Array<Record<string, unknown>>).map((r) => ({
      id: String(r.id), event: String(r.event), body: String(r.body), attempts: Number(r.attempts),
      webhookUrl: (r.webhook_url ?? r.webhookUrl ?? null) as string | null,
      webhookSecret: (r.webhook_secret ?? r.webhookSecret ?? null) as string | null,
    }));
  }

  async function attempt(d: Due): Promise<void> {
    const outcome: Outcome = d.webhookUrl && d.webhookSecret
      ? await post(d.webhookUrl, {
          'Content-Type': 'application/json',
          'User-Agent': 'DaDeal-Webhooks/1',
          'Dadeal-Event': d.event,
          'Dadeal-Delivery': d.id,
          [SIGNATURE_HEADER]: signatureHeader(d.webhookSecret, d.body),
        }, d.body, options.allowPrivate)
      : { code: null, error: 'no webhook URL' };
    const attempts = d.attempts + 1;
    const delivered = outcome.code !== null && outcome.code >= 200 && outcome.code < 300;
    const error = delivered ? null : (outcome.error ?? `HTTP ${outcome.code}`);
    if (delivered) {
      await db('webhook_deliveries').where({ id: d.id }).update({
        status: 'delivered', attempts, responseCode: outcome.code, lastError: null, nextAttemptAt: null, deliveredAt: db.fn.now(),
      });
      return;
    }
    const retryIn = WEBHOOK_BACKOFF_SECONDS[attempts - 1];
    await db('webhook_deliveries').where({ id: d.id }).update({
      status: retryIn === undefined ? 'failed' : 'pending',
      attempts,
      responseCode: outcome.code,
      lastError: error,
      nextAttemptAt: retryIn === undefined ? null : db.raw('now() + make_interval(secs => ?)', [retryIn]),
    });
    log.info({ delivery: d.id, attempts, code: outcome.code, error }, 'webhook delivery failed');
  }

  let prunedAt = 0;
  /** Removes ended deliveries past the retention, in batches (pending ones stay, however old). */
  async function prune(): Promise<void> {
    prunedAt = Date.now();
    // The nightly prune job applies the same rule to every table; this keeps a busy partner's log short between runs.
    const removed = await pruneTable(db, retentionRule('webhook_deliveries'), new Date(), PRUNE_BATCH);
    if (removed) log.info({ removed, retentionDays: WEBHOOK_RETENTION_DAYS }, 'old webhook deliveries removed');
  }

  async function deliverOnce(): Promise<number> {
    if (Date.now() - prunedAt >= PRUNE_EVERY_MS) await prune();
    let sent = 0;
    for (;;) {
      const due = await take();
      await Promise.all(due.map(attempt));
      sent += due.length;
      if (due.length < BATCH) return sent;
    }
  }

  const runs = createPeriodicRun(deliverOnce, (result) => {
    if ('err' in result) log.warn({ err: result.err.message }, 'webhook deliveries failed; kept for the next run');
  });
  return { deliverDue: runs.run, start: runs.start, close: runs.close };
}
