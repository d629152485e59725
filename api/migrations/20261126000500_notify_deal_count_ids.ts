import type { Knex } from 'knex';

// Live counts: a server must learn WHICH deals' remaining counts changed, to push them to the pages
// that show those deals (features/live/live-counts.ts). The notification of 20261125000100 said only `deal_counts`.
// Now an update that changed nothing but `used_coupons` NOTIFYs `deal_counts:<id>,<id>,…` — the ids of the deals it
// changed, at most 500 per notification (11 characters an id at most: far below NOTIFY's 8,000-byte payload); any other
// update still NOTIFYs `deals` (every answer dropped, every live count read again).
//
// Statement-level with transition tables rather than row-level: one claim batch is one UPDATE of one deal (one
// notification, as before), and a bulk update sends one notification per 500 deals instead of one per row. Within a
// transaction NOTIFY folds repeats of the same payload only, so the ids must be in the payload, not the channel.
// A server of the previous release reads an unknown payload as `deals` (it drops everything): correct, only slower.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists deals_updated_notify on deals');
  await knex.raw('drop function if exists dadeal_notify_deal_updated()');
  await knex.raw(`
    create function dadeal_notify_deals_updated() returns trigger language plpgsql as $$
    declare
      ids text;
    begin
      -- Anything but the count changed (or an id: rows that no longer pair up): every answer is dropped.
      if exists (
        select 1 from old_rows o join new_rows n on n.id = o.id
        where (to_jsonb(o) - 'used_coupons') is distinct from (to_jsonb(n) - 'used_coupons')
      ) or (select count(*) from old_rows) <> (select count(*) from old_rows o join new_rows n on n.id = o.id) then
        perform pg_notify('dadeal_deals_changed', 'deals');
        return null;
      end if;
      for ids in
        select string_agg(c.id::text, ',' order by c.id)
        from (
          select n.id, (row_number() over (order by n.id) - 1) / 500 as chunk
          from old_rows o join new_rows n on n.id = o.id
          where o.used_coupons is distinct from n.used_coupons
        ) c
        group by c.chunk
      loop
        perform pg_notify('dadeal_deals_changed', 'deal_counts:' || ids);
      end loop;
      return null;
    end
    $$`);
  await knex.raw(`create trigger deals_updated_notify after update on deals
    referencing old table as old_rows new table as new_rows
    for each statement execute function dadeal_notify_deals_updated()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists deals_updated_notify on deals');
  await knex.raw('drop function if exists dadeal_notify_deals_updated()');
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
