import type { Knex } from 'knex';

// A picture no deal or business shows any more is removed from the picture store (disk or S3), whichever way its
// row went: a business or an administrator deleting a deal, an edit that replaces the picture, an account deleted
// with its business and deals (cascade), the CLI. A trigger queues the old address in the same transaction as the
// change; the server's sweep (features/uploads/picture-sweeper.ts) removes the files of the queued addresses that
// nothing references any more, after commit — so a rolled-back delete removes nothing, and a process that dies
// before the sweep leaves the queue for the next one.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('picture_removals', (t) => {
    t.text('url').primary();
    t.timestamp('queued_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`
    create function dadeal_queue_picture_removal() returns trigger language plpgsql as $$
    declare
      old_url text := to_jsonb(old) ->> tg_argv[0];
    begin
      if old_url is not null and old_url <> ''
         and (tg_op = 'DELETE' or old_url is distinct from (to_jsonb(new) ->> tg_argv[0])) then
        insert into picture_removals (url) values (old_url) on conflict do nothing;
      end if;
      return null;
    end
    $$`);
  await knex.raw(`create trigger deals_picture_removal after delete or update of image_url on deals
    for each row execute function dadeal_queue_picture_removal('image_url')`);
  await knex.raw(`create trigger businesses_picture_removal after delete or update of logo_url on businesses
    for each row execute function dadeal_queue_picture_removal('logo_url')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists businesses_picture_removal on businesses');
  await knex.raw('drop trigger if exists deals_picture_removal on deals');
  await knex.raw('drop function if exists dadeal_queue_picture_removal()');
  await knex.schema.dropTable('picture_removals');
}
