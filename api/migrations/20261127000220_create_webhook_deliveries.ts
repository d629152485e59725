import type { Knex } from 'knex';

// Partners' signed webhooks: an outbox. A trigger on coupons writes a delivery in the same
// transaction as the claim or the redemption, for a ref whose partner has a webhook — so every way a coupon is claimed
// or redeemed (the site, a widget, the counter, the CLI, a batch of claims) is told, and a rolled-back claim tells
// nothing. The body is the JSON sent, fixed when the event happened; the server's sender (features/partners/
// webhook-sender.ts) posts it, signed at each attempt, and retries with backoff. Counts and deal ids only: no coupon
// code, no customer.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhook_deliveries', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.integer('partner_id').notNullable().references('partners.id').onDelete('CASCADE');
    t.string('event', 40).notNullable();
    t.text('body').notNullable();
    t.string('status', 20).notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).nullable().defaultTo(knex.fn.now());
    t.integer('response_code').nullable();
    t.string('last_error', 300).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('delivered_at', { useTz: true }).nullable();
    t.index(['partner_id', 'created_at']);
  });
  await knex.raw("alter table webhook_deliveries add constraint webhook_deliveries_status_check check (status in ('pending', 'delivered', 'failed'))");
  await knex.raw("create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status = 'pending'");
  await knex.raw(`
    create function dadeal_queue_partner_webhook() returns trigger language plpgsql as $$
    declare
      delivery uuid := gen_random_uuid();
      kind text := case when tg_op = 'INSERT' then 'claim.created' else 'coupon.redeemed' end;
    begin
      insert into webhook_deliveries (id, partner_id, event, body)
      select delivery, p.id, kind, json_build_object(
               'id', delivery,
               'type', kind,
               'createdAt', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
               'data', json_build_object('ref', p.ref, 'dealId', d.id, 'dealTitle', d.title)
             )::text
        from partners p join deals d on d.id = new.deal_id
       where p.ref = new.partner_ref and p.webhook_url is not null;
      return null;
    end
    $$`);
  await knex.raw(`create trigger coupons_partner_claim_webhook after insert on coupons
    for each row when (new.partner_ref is not null) execute function dadeal_queue_partner_webhook()`);
  await knex.raw(`create trigger coupons_partner_redeem_webhook after update of is_used on coupons
    for each row when (new.partner_ref is not null and new.is_used and not old.is_used) execute function dadeal_queue_partner_webhook()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists coupons_partner_redeem_webhook on coupons');
  await knex.raw('drop trigger if exists coupons_partner_claim_webhook on coupons');
  await knex.raw('drop function if exists dadeal_queue_partner_webhook()');
  await knex.schema.dropTable('webhook_deliveries');
}
