import type { Knex } from 'knex';

// Partners: the sites that embed our widgets sign in like anyone else, as `users` rows of the kind
// `partner`, with a `partners` row of their own: company, website, the `ref` their widgets carry (chosen once, unique:
// it is what coupons.partner_ref and the views name) and, optionally, a webhook URL and its signing secret.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table users drop constraint users_user_type_check');
  await knex.raw("alter table users add constraint users_user_type_check check (user_type in ('user', 'business', 'staff', 'partner'))");
  await knex.schema.createTable('partners', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().unique().references('users.id').onDelete('CASCADE');
    t.string('company_name', 100).notNullable();
    t.string('website_url', 500).notNullable();
    t.string('ref', 40).nullable().unique();
    t.string('webhook_url', 500).nullable();
    // The HMAC key of the webhook's signatures: the partner keeps a copy to verify them, so it is kept as is (shown to
    // the partner once, when created or rotated).
    t.string('webhook_secret', 100).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw("alter table partners add constraint partners_ref_check check (ref ~ '^[a-z0-9][a-z0-9-]{0,39}$')");
  await knex.raw('alter table partners add constraint partners_webhook_check check ((webhook_url is null) = (webhook_secret is null))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('partners');
  await knex('users').where({ userType: 'partner' }).delete();
  await knex.raw('alter table users drop constraint users_user_type_check');
  await knex.raw("alter table users add constraint users_user_type_check check (user_type in ('user', 'business', 'staff'))");
}
