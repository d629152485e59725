import type { Knex } from 'knex';

// Staff accounts: the people at a business's counter sign in like anyone else, as `users` rows of the kind
// `staff`, tied to the business that invited them. Deleting the business deletes them with it (the cascade), and a
// staff row without its business, or a business's owner with one, cannot exist (the check).
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table users drop constraint users_user_type_check');
  await knex.raw("alter table users add constraint users_user_type_check check (user_type in ('user', 'business', 'staff'))");
  await knex.schema.alterTable('users', (t) => {
    t.integer('staff_business_id').nullable().references('businesses.id').onDelete('CASCADE');
    t.index(['staff_business_id']);
  });
  await knex.raw("alter table users add constraint users_staff_business_check check ((user_type = 'staff') = (staff_business_id is not null))");
}

export async function down(knex: Knex): Promise<void> {
  await knex('users').where({ userType: 'staff' }).delete();
  await knex.raw('alter table users drop constraint users_staff_business_check');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('staff_business_id');
  });
  await knex.raw('alter table users drop constraint users_user_type_check');
  await knex.raw("alter table users add constraint users_user_type_check check (user_type in ('user', 'business'))");
}
