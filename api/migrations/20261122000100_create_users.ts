import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('email', 255).notNullable();
    t.string('password_hash', 255).notNullable();
    t.string('first_name', 100).notNullable();
    t.string('last_name', 100).notNullable();
    t.string('phone_number', 40).notNullable();
    t.string('user_type', 20).notNullable().checkIn(['user', 'business'], 'users_user_type_check');
    t.boolean('email_notifications').notNullable().defaultTo(true);
    t.boolean('is_email_verified').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // E-mails are stored lower-cased; the unique index is the last line of defence against a double sign-up.
  await knex.raw('create unique index users_email_unique on users (lower(email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
