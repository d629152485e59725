import type { Knex } from 'knex';

// The partner page a claim came through (the widgets' `partner` attribute, carried as ?ref= to the site and on to
// POST /api/coupons), so a business can see how many claims each partner brought. Null: a direct claim, or a ref
// that was not a valid slug (core's normalizePartnerRef: at most 40 characters).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('coupons', (t) => {
    t.string('partner_ref', 40).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('coupons', (t) => {
    t.dropColumn('partner_ref');
  });
}
