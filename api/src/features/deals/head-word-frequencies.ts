// How common each head word of the deals is (title, business name, towns: deal_head_words), from the database's own
// statistics: the most common words and their shares, as ANALYZE last sampled them (PostgreSQL's autovacuum; on PGlite
// the nightly prune's ANALYZE). A search of several words walks the rarest of its head words (deals.service.ts); a word
// not among the most common is rarer than all of them. Read at most once per `maxAgeMs`, never on a search's path twice.
import type { Db } from '../../db.js';

export type HeadWordFrequencies = () => Promise<Map<string, number>>;

export function createHeadWordFrequencies(db: Db, maxAgeMs = 60_000): HeadWordFrequencies {
  let last: { at: number; frequencies: Promise<Map<string, number>> } | undefined;
  const read = async (): Promise<Map<string, number>> => {
    const { rows } = await db.raw(
      `select most_common_vals::text::text[] as words, most_common_freqs as shares
         from pg_stats where schemaname = current_schema() and tablename = 'deal_head_words' and attname = 'word'`,
    );
    const row = rows[0] as { words: string[] | null; shares: number[] | null } | undefined;
    return new Map((row?.words ?? []).map((w, i) => [w, Number(row!.shares![i])]));
  };
  return () => {
    const now = Date.now();
    if (!last || now - last.at > maxAgeMs) {
      const frequencies = read().catch(() => new Map<string, number>()); // no statistics yet: every word alike
      last = { at: now, frequencies };
    }
    return last.frequencies;
  };
}
