import type { Knex } from 'knex';

// The deals' words as arrays beside their folded text (docs/decisions/0045-deal-search-word-arrays.md):
// search_head_words and search_body_words hold each distinct word of search_head and search_body, kept by the same
// trigger. A whole word, a prefix expanded to the known words it begins, or a typo's corrections is then one GIN
// lookup of a word (array_ops), where the trigram index read every trigram's list of the pattern: 5–7 ms for a common
// word on 100,000 deals against well under 1; and PostgreSQL keeps statistics of the elements of an array, so it knows how
// common a word is and walks the listing's index for a common word, the word's index for a rare one.
// The GIN indexes here and the trigram ones are without the pending list (fastupdate off): with it, every search read
// the whole list of the rows written since the last vacuum (122 pages after writing 100,000 deals), and PGlite has no
// autovacuum to empty it.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table deals add column search_head_words text[] not null default '{}', add column search_body_words text[] not null default '{}'`);
  await knex.raw(`
    create function dadeal_search_word_array(folded text) returns text[] language sql immutable strict parallel safe as $$
      select coalesce(array_agg(distinct w), '{}') from unnest(string_to_array(btrim(folded), ' ')) as w where w <> ''
    $$`);
  await knex.raw(`
    create or replace function dadeal_deal_search_text() returns trigger language plpgsql as $$
    begin
      new.search_head := ' ' || dadeal_search_fold(new.title) || ' ' || dadeal_business_search_name(new.business_id) || ' ';
      new.search_body := ' ' || dadeal_search_fold(new.description) || ' ';
      new.search_head_words := dadeal_search_word_array(new.search_head);
      new.search_body_words := dadeal_search_word_array(new.search_body);
      insert into search_words (word)
        select distinct w from unnest(string_to_array(btrim(new.search_head || new.search_body), ' ')) as w
        where char_length(w) >= 3 and w !~ '^[0-9]+$'
        on conflict do nothing;
      return new;
    end
    $$`);
  await knex.raw(`update deals set search_head_words = dadeal_search_word_array(search_head), search_body_words = dadeal_search_word_array(search_body)`);
  await knex.raw('create index deals_search_head_words on deals using gin (search_head_words) with (fastupdate = off)');
  await knex.raw('create index deals_search_body_words on deals using gin (search_body_words) with (fastupdate = off)');
  // The featured deals' words apart: a search's featured part (read before the others, decision 0044) looks up a word
  // among the few featured deals, not among all the deals and then the featured.
  await knex.raw('create index deals_featured_head_words on deals using gin (search_head_words) with (fastupdate = off) where is_featured');
  await knex.raw('create index deals_featured_body_words on deals using gin (search_body_words) with (fastupdate = off) where is_featured');
  await knex.raw('alter index deals_search_head_trgm set (fastupdate = off)');
  await knex.raw('alter index deals_search_body_trgm set (fastupdate = off)');
  await knex.raw('alter index search_words_trgm set (fastupdate = off)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter index search_words_trgm reset (fastupdate)');
  await knex.raw('drop index if exists deals_featured_body_words');
  await knex.raw('drop index if exists deals_featured_head_words');
  await knex.raw('alter index deals_search_body_trgm reset (fastupdate)');
  await knex.raw('alter index deals_search_head_trgm reset (fastupdate)');
  await knex.raw(`
    create or replace function dadeal_deal_search_text() returns trigger language plpgsql as $$
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
  await knex.raw('alter table deals drop column if exists search_head_words, drop column if exists search_body_words');
  await knex.raw('drop function if exists dadeal_search_word_array(text)');
}
