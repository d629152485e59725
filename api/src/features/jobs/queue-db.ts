// pg-boss's database access (its `db.executeSql`) over the app's own knex pool, so the job queue works the same on
// PostgreSQL and on PGlite. On PGlite this is the only correct way: PGlite is one session, and knex holds it for a
// whole transaction; statements sent to the PGlite object directly (pg-boss's own PGlite adapter does that) would run
// inside whatever transaction the app has open at that moment, and roll back or fail with it. Taking the connection
// from knex's pool waits for that transaction to end, as any other query does.
import PgBoss from 'pg-boss';
import type { Knex } from 'knex';
import { isPg } from '../../db-kind.js';

/** pg-boss's schema: its tables and functions live apart from ours. */
export const QUEUE_SCHEMA = 'pgboss';

interface QueryResult {
  rows: unknown[];
  rowCount?: number | null;
}
interface PgliteConnection {
  query(text: string, values?: unknown[]): Promise<QueryResult & { affectedRows?: number }>;
  exec(text: string): Promise<QueryResult[]>;
}
interface PgConnection {
  query(text: string, values?: unknown[]): Promise<QueryResult | QueryResult[]>;
}

export function queueDb(db: Knex): PgBoss.Db {
  const pg = isPg(db);
  return {
    async executeSql(text: string, values?: unknown[]) {
      const connection = await db.client.acquireConnection();
      try {
        if (pg) return await (connection as PgConnection).query(text, values);
        const lite = connection as PgliteConnection;
        if (values?.length) {
          const result = await lite.query(text, values);
          return { ...result, rowCount: result.affectedRows ?? result.rows.length };
        }
        // No parameters: possibly several statements (pg-boss's locked blocks: BEGIN … COMMIT), which only the simple
        // protocol runs. Answered as node-postgres answers them: one result, or an array of one per statement.
        const results = await lite.exec(text);
        return results.length === 1 ? results[0] : results;
      } catch (err) {
        // A failed statement inside one of pg-boss's BEGIN … COMMIT blocks leaves the session in an aborted
        // transaction, and this session is the app's too: end it before the connection goes back to the pool.
        if (!values?.length) await (connection as PgConnection).query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        await db.client.releaseConnection(connection);
      }
    },
  } as PgBoss.Db;
}

/** Tries after the first failure; waits 60 s, then doubling (pg-boss's backoff). */
export const JOB_RETRY_LIMIT = 4;
export const JOB_RETRY_DELAY_SECONDS = 60;
/** A job still running after this is taken as dead and retried. */
const JOB_EXPIRE_SECONDS = 30 * 60;

/**
 * The jobs' queues, made at the job runner's start. pg-boss's schema itself is made by migration
 * 20261126000220_create_job_queue (its SQL written out there: a migration is history and names no job of today's code).
 */
export async function createJobQueues(boss: PgBoss, jobs: ReadonlyArray<{ name: string }>, retryDelaySeconds = JOB_RETRY_DELAY_SECONDS): Promise<void> {
  for (const job of jobs) {
    const options = {
      name: job.name,
      policy: 'singleton' as const,
      retryLimit: JOB_RETRY_LIMIT,
      retryDelay: retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: JOB_EXPIRE_SECONDS,
    };
    await boss.createQueue(job.name, options); // nothing when it exists
    await boss.updateQueue(job.name, options);
  }
}
