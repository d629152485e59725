// Which database a knex instance talks to, on its own: a module that needs only this (the job queue's access,
// features/jobs/queue-db.ts) need not load db.ts, which opens databases and lists the migrations.
import type { Knex } from 'knex';

export function isPg(db: Knex): boolean {
  return (db.client.config as Knex.Config).client === 'pg';
}
