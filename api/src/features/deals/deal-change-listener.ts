// Every server process on one PostgreSQL drops its cached deal answers within moments of a write made anywhere: the
// triggers of migration 20261124000300 NOTIFY `dadeal_deals_changed` at the commit of any write to deals, businesses
// or the owners' names (by any server, the CLI, an administrator in psql), and each process LISTENs on one connection
// of its own, outside the knex pool (a pooled connection is handed to other queries; LISTEN needs one that stays).
//
// Claims notify `deal_counts:<id>,<id>…` (migrations 20261125000100, 20261126000500): the deals whose remaining count
// alone changed, which the live counts push to the pages showing them (features/live/live-counts.ts).
//
// A notification sent while the connection is down is lost, so every (re)connection clears the cache once LISTEN is in
// place; the cache's 5 s time to live bounds what a process can miss while it reconnects. A dead connection that says
// nothing (a network cut) is found by a heartbeat query with a timeout.
import pg from 'pg';
import type { Logger } from '../../logger.js';

export const DEALS_CHANGED_CHANNEL = 'dadeal_deals_changed';
/** The payload of a notification for deals whose claimed count alone changed, before `:` and their ids (20261126000500). */
export const DEAL_COUNTS_PAYLOAD = 'deal_counts';

/**
 * The deal ids of a counts-only notification (`deal_counts:12,14`), [] when it names none (`deal_counts`, as the
 * trigger of the previous release sent it), null when the payload is not a counts-only one.
 */
export function countsPayloadIds(payload: string | undefined): number[] | null {
  if (payload === DEAL_COUNTS_PAYLOAD) return [];
  if (!payload?.startsWith(`${DEAL_COUNTS_PAYLOAD}:`)) return null;
  const ids = payload.slice(DEAL_COUNTS_PAYLOAD.length + 1).split(',').map(Number);
  return ids.every((id) => Number.isInteger(id) && id > 0) ? ids : null;
}

export interface DealChangeListenerOptions {
  databaseUrl: string;
  /** Called on every notification of a change and after every (re)connection. */
  onChange: () => void;
  /**
   * Called when claims changed remaining counts only (payload `deal_counts:<ids>`), with those deals' ids ([] when the
   * notification named none: any deal's count may have changed); onChange when not given.
   */
  onCountsChange?: (dealIds: number[]) => void;
  log: Logger;
  /** First reconnection delay; doubled on each failure up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  heartbeatMs?: number;
}

export interface DealChangeListener {
  /** Settles after the first connection attempt (listening or not: a failed one keeps retrying in the background). */
  readonly firstAttempt: Promise<void>;
  readonly listening: boolean;
  /** How many times LISTEN was put in place (1 after the start, +1 per reconnection). */
  readonly connections: number;
  close(): Promise<void>;
}

export function listenForDealChanges(options: DealChangeListenerOptions): DealChangeListener {
  const { databaseUrl, onChange, onCountsChange = onChange, log, backoffMs = 100, maxBackoffMs = 5_000, heartbeatMs = 10_000 } = options;
  let client: pg.Client | null = null;
  let listening = false;
  let connections = 0;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let settleFirst: () => void = () => {};
  const firstAttempt = new Promise<void>((resolve) => (settleFirst = resolve));

  const drop = (c: pg.Client, reason: unknown) => {
    if (client !== c) return; // an older connection's late error
    client = null;
    listening = false;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    c.removeAllListeners('notification');
    c.end().catch(() => {});
    if (closed) return;
    onChange(); // what was cached may have changed unseen; until LISTEN is back the time to live is all that holds
    const delay = Math.min(maxBackoffMs, backoffMs * 2 ** failures) * (0.5 + Math.random() / 2);
    failures++;
    log.warn({ err: reason, retryInMs: Math.round(delay) }, 'deal change listener lost its connection, reconnecting');
    retryTimer = setTimeout(connect, delay);
    retryTimer.unref();
  };

  async function connect() {
    retryTimer = null;
    if (closed) return;
    const c = new pg.Client({ connectionString: databaseUrl, application_name: 'dadeal-deal-listener', keepAlive: true, query_timeout: 5_000 });
    client = c;
    c.on('error', (err) => drop(c, err));
    c.on('end', () => drop(c, new Error('connection ended')));
    c.on('notification', (msg) => {
      if (msg.channel !== DEALS_CHANGED_CHANNEL) return;
      const ids = countsPayloadIds(msg.payload);
      if (ids) onCountsChange(ids);
      else onChange();
    });
    try {
      await c.connect();
      await c.query(`listen ${DEALS_CHANGED_CHANNEL}`);
      if (closed || client !== c) {
        await c.end().catch(() => {});
        return;
      }
      listening = true;
      connections++;
      failures = 0;
      onChange(); // notifications sent before LISTEN took hold were never ours to see
      heartbeat = setInterval(() => {
        c.query('select 1').catch((err) => drop(c, err));
      }, heartbeatMs);
      heartbeat.unref();
      if (connections > 1) log.info('deal change listener reconnected; cached deal answers dropped');
    } catch (err) {
      drop(c, err);
    } finally {
      settleFirst();
    }
  }

  void connect();

  return {
    firstAttempt,
    get listening() {
      return listening;
    },
    get connections() {
      return connections;
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (heartbeat) clearInterval(heartbeat);
      const c = client;
      client = null;
      listening = false;
      settleFirst();
      if (c) {
        c.removeAllListeners('notification');
        await c.end().catch(() => {});
      }
    },
  };
}
