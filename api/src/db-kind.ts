// Which database a knex instance talks to, on its own (no import of db.ts): the job queue's migration needs it, and
// db.ts imports the migrations.
import type { Knex } from 'knex';

export function isPg(db: Knex): boolean {
  return (db.client.config as Knex.Config).client === 'pg';
}
