import type { Knex } from 'knex';

// Each word of each deal's head (its title, business name and towns: search_head_words) as a row ordered by the deal's
// age, newest last: a search of several words walks one word's deals newest first and stops at the page's end
// (docs/decisions/0045-deal-search-word-arrays.md, "Amended: a word's deals in the listing's order"), where the
// deals' word index (GIN) answers a word's deals in no order and the listing's index walks every deal, most of them
// without the word. Kept by triggers in the statement that writes the deal: a deal written, deleted, or whose head
// words or age change. No foreign key: its cascade would look rows up by deal (a second index of every word); the
// delete trigger finds them by the deal's words and age, through the primary key.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table deal_head_words (
    word text collate "C" not null,
    created_at timestamptz not null,
    deal_id integer not null,
    primary key (word, created_at, deal_id)
  )`);
  await knex.raw(`
    create function dadeal_deal_head_words() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        delete from deal_head_words where word = any(old.search_head_words) and created_at = old.created_at and deal_id = old.id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into deal_head_words (word, created_at, deal_id)
          select w, new.created_at, new.id from unnest(new.search_head_words) as w
          on conflict do nothing;
      end if;
      return null;
    end
    $$`);
  await knex.raw(`create trigger deals_head_words_written after insert or delete on deals
    for each row execute function dadeal_deal_head_words()`);
  // Not "update of search_head_words": the deal's own trigger sets them (a title, or its business renamed).
  await knex.raw(`create trigger deals_head_words_changed after update on deals for each row
    when (old.search_head_words is distinct from new.search_head_words or old.created_at is distinct from new.created_at or old.id <> new.id)
    execute function dadeal_deal_head_words()`);
  await knex.raw(`
    create function dadeal_deal_head_words_truncated() returns trigger language plpgsql as $$
    begin
      truncate deal_head_words;
      return null;
    end
    $$`);
  await knex.raw(`create trigger deals_head_words_truncated after truncate on deals
    for each statement execute function dadeal_deal_head_words_truncated()`);
  await knex.raw(`insert into deal_head_words (word, created_at, deal_id)
    select w, d.created_at, d.id from deals d, unnest(d.search_head_words) as w`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists deals_head_words_truncated on deals');
  await knex.raw('drop trigger if exists deals_head_words_changed on deals');
  await knex.raw('drop trigger if exists deals_head_words_written on deals');
  await knex.raw('drop function if exists dadeal_deal_head_words_truncated()');
  await knex.raw('drop function if exists dadeal_deal_head_words()');
  await knex.raw('drop table if exists deal_head_words');
}
