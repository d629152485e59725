// How common a word is among the deals' heads (title, business name, towns) and bodies (description), from the
// database's own statistics of the word arrays (pg_stats' most common elements of deals.search_head_words and
// search_body_words, as ANALYZE last sampled them: PostgreSQL's autovacuum, on PGlite the nightly prune's ANALYZE). A
// search of several words decides by them whether to walk its rarest head word's deals (deals.service.ts). A word not
// among the most common is taken as common as the least common of them (its share is at most that). Read at most once
// per `maxAgeMs`, so a search never waits for it twice.
import type { Db } from '../../db.js';

export interface WordShares {
  /** The share of the deals with `word` in their head, or in their body. */
  head(word: string): number;
  body(word: string): number;
}

export type WordSharesReader = () => Promise<WordShares>;

const NONE: WordShares = { head: () => 0, body: () => 0 };

export function createWordShares(db: Db, maxAgeMs = 60_000): WordSharesReader {
  let last: { at: number; shares: Promise<WordShares> } | undefined;
  const read = async (): Promise<WordShares> => {
    const { rows } = await db.raw(
      `select attname as column, most_common_elems::text::text[] as words, most_common_elem_freqs as shares
         from pg_stats where schemaname = current_schema() and tablename = 'deals'
          and attname in ('search_head_words', 'search_body_words')`,
    );
    const of = (column: string) => {
      const row = (rows as Array<{ column: string; words: string[] | null; shares: number[] | null }>).find((r) => r.column === column);
      if (!row?.words?.length || !row.shares) return () => 0;
      const shares = new Map(row.words.map((w, i) => [w, Number(row.shares![i])]));
      const least = Number(row.shares[row.words.length]); // after the words' shares: the least, the most, the null share
      return (word: string) => shares.get(word) ?? least;
    };
    return { head: of('search_head_words'), body: of('search_body_words') };
  };
  return () => {
    const now = Date.now();
    if (!last || now - last.at > maxAgeMs) last = { at: now, shares: read().catch(() => NONE) }; // no statistics yet
    return last.shares;
  };
}
