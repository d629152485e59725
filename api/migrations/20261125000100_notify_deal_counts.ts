import type { Knex } from 'knex';

// Claims change a deal's claimed count and nothing else; every other change of a deal changes what a listing shows
// in a way a reader must see at once. The notification of 20261124000300 now tells the two apart: an update that
// changed only `used_coupons` NOTIFYs with the payload `deal_counts` (each server drops its cached answers within
// half a second, however many claims commit — deal-list-cache.ts countsChanged()), any other update NOTIFYs `deals`
// as before (dropped at once). Row-level, so that the two can be told apart; NOTIFY folds repeats of one payload in
// one transaction, so a bulk update still sends one notification. Inserts, deletes and truncates stay as they were.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop trigger deals_changed_notify on deals');
  await knex.raw(`create trigger deals_changed_notify after insert or delete on deals
    for each statement execute function dadeal_notify_deals_changed()`);
  await knex.raw(`
    create function dadeal_notify_deal_updated() returns trigger language plpgsql as $$
    begin
      if (to_jsonb(old) - 'used_coupons') is distinct from (to_jsonb(new) - 'used_coupons') then
        perform pg_notify('dadeal_deals_changed', 'deals');
      elsif old.used_coupons is distinct from new.used_coupons then
        perform pg_notify('dadeal_deals_changed', 'deal_counts');
      end if;
      return null;
    end
    $$`);
  await knex.raw(`create trigger deals_updated_notify after update on deals
    for each row execute function dadeal_notify_deal_updated()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists deals_updated_notify on deals');
  await knex.raw('drop function if exists dadeal_notify_deal_updated()');
  await knex.raw('drop trigger deals_changed_notify on deals');
  await knex.raw(`create trigger deals_changed_notify after insert or update or delete on deals
    for each statement execute function dadeal_notify_deals_changed()`);
}
