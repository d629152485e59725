import type { Knex } from 'knex';
import { createJobQueueSchema, dropJobQueueSchema } from '../src/features/jobs/queue-db.js';

// The scheduled jobs' queue (pg-boss, features/jobs/job-runner.ts): its schema `pgboss` made here by pg-boss itself, at
// the version installed, so that a migrated database (and every test template) has it and no server start pays for it.
// pg-boss's own statements hold their own transaction and advisory lock, so this migration runs outside knex's.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await createJobQueueSchema(knex);
}

export async function down(knex: Knex): Promise<void> {
  await dropJobQueueSchema(knex);
}
