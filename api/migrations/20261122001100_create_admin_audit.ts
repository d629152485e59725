import type { Knex } from 'knex';

// Every admin login attempt (failed or not: spec "access attempts are logged") and every admin change.
// admin_id is kept as a plain number with no foreign key, so the trail outlives a removed admin.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admin_audit', (t) => {
    t.bigIncrements('id');
    t.integer('admin_id').nullable();
    t.string('email', 255).nullable();
    t.string('action', 40).notNullable();
    t.string('resource', 40).nullable();
    t.integer('resource_id').nullable();
    t.boolean('success').notNullable().defaultTo(true);
    t.string('ip', 64).nullable();
    t.string('user_agent', 500).nullable();
    t.jsonb('details').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
    t.index(['admin_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('admin_audit');
}
