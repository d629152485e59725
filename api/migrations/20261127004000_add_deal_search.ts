import type { Knex } from 'knex';

// Search that forgives typos, accents and word order (docs/decisions/0040-deal-search-folding-and-trigrams.md).
// - dadeal_search_fold(text): core's foldSearchText() in SQL (core/src/search.ts; deal-search.test.ts proves they agree).
//   Written out here, not imported: a migration keeps meaning what it meant when it ran.
// - deals.search_head (title, business name and its places' towns) and deals.search_body (description): folded, with a space at each end so
//   that `like '% word%'` is a prefix and `like '% word %'` a whole word. Kept by triggers in the statement that writes
//   the deal, renames its business or changes its places, whatever writes it (API, CLI import, console, seed).
// - search_words: every folded word of the deals, for typo tolerance ("snorkle" → snorkel) and "Did you mean".
// - Trigram GIN indexes (pg_trgm) on both columns and on the words: `like '%…%'` and `%` (similarity) use them.
const SEPARATORS = String.raw`[\t\n\r !-/:-@\[-` + '`' + String.raw`{-~\u00a0-\u00bf\u2000-\u206f\u3000-\u3003\u3008-\u3011\u3014-\u301f\u30fb]`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pg_trgm');
  await knex.raw(`
    create function dadeal_search_fold(t text) returns text language sql immutable strict parallel safe as $$
      select regexp_replace(regexp_replace(
        regexp_replace(regexp_replace(lower(normalize(t, NFKD)), '[\\u0300-\\u036f]', '', 'g'), '[\\u02bb\\u02bc''\\u2018\\u2019\`]', '', 'g'),
        '${SEPARATORS}+', ' ', 'g'), '^ | $', '', 'g')
    $$`);
  await knex.raw(`alter table deals add column search_head text not null default '', add column search_body text not null default ''`);
  await knex.raw(`create table search_words (word text collate "C" primary key)`);
  // The business's name and the towns of its places are part of each of its deals' head.
  await knex.raw(`
    create function dadeal_business_search_name(business integer) returns text language sql stable as $$
      select concat_ws(' ',
        (select dadeal_search_fold(b.company_name) from businesses b where b.id = business),
        (select dadeal_search_fold(string_agg(distinct p.town, ' ')) from business_places p where p.business_id = business))
    $$`);
  await knex.raw(`
    create function dadeal_deal_search_text() returns trigger language plpgsql as $$
    begin
      new.search_head := ' ' || dadeal_search_fold(new.title) || ' ' || dadeal_business_search_name(new.business_id) || ' ';
      new.search_body := ' ' || dadeal_search_fold(new.description) || ' ';
      insert into search_words (word)
        select distinct w from unnest(string_to_array(btrim(new.search_head || new.search_body), ' ')) as w
        where char_length(w) >= 3 and w !~ '^[0-9]+$'
        on conflict do nothing;
      return new;
    end
    $$`);
  await knex.raw(`create trigger deals_search_text before insert or update of title, description, business_id on deals
    for each row execute function dadeal_deal_search_text()`);
  // A business renamed, or a place added, moved to another town or removed: its deals' heads again (the deal trigger
  // above runs on `title = title` and adds the new words).
  await knex.raw(`
    create function dadeal_business_search_text() returns trigger language plpgsql as $$
    begin
      update deals set title = title where business_id = new.id;
      return null;
    end
    $$`);
  await knex.raw(`
    create function dadeal_place_search_text() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then update deals set title = title where business_id = old.business_id; end if;
      if tg_op in ('INSERT', 'UPDATE') then update deals set title = title where business_id = new.business_id; end if;
      return null;
    end
    $$`);
  await knex.raw(`create trigger businesses_search_text after update of company_name on businesses
    for each row when (old.company_name is distinct from new.company_name) execute function dadeal_business_search_text()`);
  await knex.raw(`create trigger business_places_search_text after insert or delete or update of town, business_id on business_places
    for each row execute function dadeal_place_search_text()`);
  await knex.raw('update deals set title = title'); // fills the columns and the words through the trigger
  await knex.raw('create index deals_search_head_trgm on deals using gin (search_head gin_trgm_ops)');
  await knex.raw('create index deals_search_body_trgm on deals using gin (search_body gin_trgm_ops)');
  await knex.raw('create index search_words_trgm on search_words using gin (word gin_trgm_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists business_places_search_text on business_places');
  await knex.raw('drop trigger if exists businesses_search_text on businesses');
  await knex.raw('drop trigger if exists deals_search_text on deals');
  await knex.raw('drop function if exists dadeal_business_search_text()');
  await knex.raw('drop function if exists dadeal_place_search_text()');
  await knex.raw('drop function if exists dadeal_deal_search_text()');
  await knex.raw('drop function if exists dadeal_business_search_name(integer)');
  await knex.raw('drop table if exists search_words');
  await knex.raw('alter table deals drop column if exists search_head, drop column if exists search_body');
  await knex.raw('drop function if exists dadeal_search_fold(text)');
}
