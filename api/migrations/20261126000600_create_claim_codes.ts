import type { Knex } from 'knex';

// The 6-digit codes a partner's widget mails to claim in place: per e-mail, not per account (a new
// e-mail gets its account only once the code is typed). Stored as a keyed hash; single use; 10 minutes; the tries
// counted on the row, so five wrong guesses end the code whichever process answers them.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('claim_codes', (t) => {
    t.increments('id');
    t.string('email', 255).notNullable(); // lower-cased
    t.string('code_hash', 64).notNullable();
    t.smallint('attempts').notNullable().defaultTo(0);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['email', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('claim_codes');
}
