import type { Knex } from 'knex';

// Every payment order, test or PayPal: who created it, for what, how much, and whether it was captured and spent.
// A payment is a financial record: deleting its business or deal detaches it (set null), never deletes it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payments', (t) => {
    t.increments('id');
    t.string('provider', 20).notNullable().checkIn(['test', 'paypal'], 'payments_provider_check');
    t.string('provider_order_id', 64).notNullable();
    // The idempotency key sent as PayPal-Request-Id (capture uses it with a ":capture" suffix).
    t.string('request_id', 64).notNullable().unique();
    t.decimal('amount', 10, 2).notNullable();
    t.string('currency', 3).notNullable();
    t.string('status', 20).notNullable().defaultTo('created')
      .checkIn(['created', 'captured', 'spent', 'failed'], 'payments_status_check');
    t.integer('business_id').nullable().references('businesses.id').onDelete('SET NULL');
    t.integer('deal_id').nullable().references('deals.id').onDelete('SET NULL');
    t.string('plan_id', 20).nullable();
    t.timestamp('captured_at', { useTz: true }).nullable();
    t.timestamp('spent_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['provider', 'provider_order_id']);
    t.index(['business_id']);
    t.index(['deal_id']);
  });
  await knex.raw('alter table payments add constraint payments_amount_check check (amount > 0)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payments');
}
