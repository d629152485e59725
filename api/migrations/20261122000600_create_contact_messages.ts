import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contact_messages', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.string('email', 255).notNullable();
    t.string('user_type', 20).notNullable();
    t.string('subject', 200).notNullable();
    t.text('message').notNullable();
    t.string('ip', 64).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contact_messages');
}
