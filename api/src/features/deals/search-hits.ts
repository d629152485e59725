// The searches that found a business's deals (docs/decisions/0043-search-words-recorded.md; the design in 0042):
// recorded from the search box's suggestions request after its answer is on its way, read by the business's dashboard
// as counts of distinct visitors per word over the last 7 days, a word shown from SEARCH_WORDS_MIN_VISITORS on.
//
// Who searched is never kept: a visitor is the first 8 bytes of SHA-256(the day's salt, address, User-Agent), and the
// salt (a search_salts row, shared by every process on one database) is deleted the next day.
import { createHash, randomBytes } from 'node:crypto';
import {
  SEARCH_WORDS_DAYS, SEARCH_WORDS_KEPT_DAYS, SEARCH_WORDS_MAX, SEARCH_WORDS_MIN_VISITORS, type BusinessSearchWords,
} from '@dadeal/core';
import type { Db } from '../../db.js';
import type { Logger } from '../../logger.js';
import type { SearchPlan } from './deal-search.js';

const DAY_MS = 86_400_000;
/** 'YYYY-MM-DD' of the UTC day `days` after the one of `at`. */
export const utcDay = (at: number, days = 0) => new Date(at + days * DAY_MS).toISOString().slice(0, 10);

/** Who asked, as the request tells it: never stored, only hashed with the day's salt. */
export interface SearchVisitor {
  address: string;
  userAgent: string;
}

export interface SearchHits {
  /**
   * Records the plan's whole known words for the businesses whose live deals they find, for this visitor and today.
   * Returns at once: a visitor's words are written once they pause (RECORD_AFTER_PAUSE_MS without a new suggestions
   * request from them), the words of the whole burst in one statement; a failure is only logged.
   */
  record(plan: SearchPlan, visitor: SearchVisitor): void;
  /** Writes what waits for a pause now, and resolves once every recording has finished (tests; a server that drains). */
  idle(): Promise<void>;
}

/**
 * How long a visitor's words wait for their next keystroke's request. A fast typer's suggestions requests come one after
 * another; written after each answer, the recording met the next request on the database (decision 0048: PGlite p50
 * 4.9 → 24.8 ms back to back). Written once they pause, a burst is one statement, off their requests' way.
 */
export const RECORD_AFTER_PAUSE_MS = 2_000;
/** Visitors whose words may wait at once; past it, the longest waiting is written at once (memory stays bounded). */
const MAX_WAITING = 10_000;
/** A visitor who never pauses (a script asking every second) has their words written this long after the first. */
const MAX_BURST_MS = 30_000;

/** `now`: the clock, for tests of the window and the prune. */
export function createSearchHits(db: Db, log: Logger, now: () => number = Date.now): SearchHits {
  const pending = new Set<Promise<void>>();
  /**
   * The words waiting for their visitor's pause, by visitor (the address and User-Agent, in this process's memory for
   * those seconds only, as the request had them), in the order they began waiting.
   */
  const waiting = new Map<string, { words: Map<string, SearchPlan['words'][number]>; visitor: SearchVisitor; timer: NodeJS.Timeout; since: number }>();
  /** This process's salt of the current day; its first fetch of a day also prunes the days past. */
  let current: { day: string; salt: Promise<string> } | undefined;

  function saltOf(day: string): Promise<string> {
    if (current?.day === day) return current.salt;
    const salt = (async () => {
      // Two statements: a process that lost the race to insert reads the winner's row in a fresh snapshot.
      await db.raw(`insert into search_salts (day, salt) values (?::date, decode(?, 'hex')) on conflict (day) do nothing`, [day, randomBytes(32).toString('hex')]);
      const { rows } = await db.raw(`select encode(salt, 'hex') as salt from search_salts where day = ?::date`, [day]);
      // The first recording of a day (in this process) forgets yesterday's salt and the rows past the kept days.
      await db.raw('delete from search_salts where day < ?::date', [day]);
      await db.raw('delete from search_hits where day < ?::date', [utcDay(Date.parse(day), -(SEARCH_WORDS_KEPT_DAYS - 1))]);
      return (rows as Array<{ salt: string }>)[0].salt;
    })();
    current = { day, salt };
    salt.catch(() => {
      if (current?.salt === salt) current = undefined; // tried again by the next recording
    });
    return salt;
  }

  async function write(plan: SearchPlan, visitor: SearchVisitor): Promise<void> {
    const day = utcDay(now());
    const salt = await saltOf(day);
    const key = createHash('sha256').update(Buffer.from(salt, 'hex')).update(visitor.address).update('\0').update(visitor.userAgent)
      .digest().subarray(0, 8).toString('hex');
    // Per word: the deals it finds as a whole word of their folded text, if it is a known word (a word typed on the way,
    // "snor", is not), or the deals of a category it names ("playa").
    const parts: string[] = [];
    const bindings: Array<string | string[]> = [];
    for (const p of plan.words) {
      parts.push(`select d.business_id, ?::text as word from deals d
        where (d.search_head_words && array[?]::text[] or d.search_body_words && array[?]::text[])
          and exists (select 1 from search_words s where s.word = ?)
          and d.is_active and d.start_date <= now() and d.end_date > now()`);
      bindings.push(p.word, p.word, p.word, p.word);
      const { business, deal } = p.wholeWordCategories;
      if (business.length || deal.length) {
        parts.push(`select d.business_id, ?::text from deals d
          where (d.business_category = any(?::text[]) or d.category = any(?::text[]))
            and d.is_active and d.start_date <= now() and d.end_date > now()`);
        bindings.push(p.word, business, deal);
      }
    }
    if (!parts.length) return;
    // In key order: two recordings of one visitor that share words ("sunset cruise", "cruise sunset") insert the same
    // keys, and in two orders they deadlock, one of them losing its other words (seen in the search bench).
    await db.raw(
      `insert into search_hits (business_id, day, word, visitor)
       select distinct m.business_id, ?::date, m.word, decode(?, 'hex') from (${parts.join(' union all ')}) m
       order by 1, 3
       on conflict do nothing`,
      [day, key, ...bindings],
    );
  }

  function start(plan: SearchPlan, visitor: SearchVisitor) {
    // After this tick: an answer being written goes first, the recording never delays it.
    const done = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => write(plan, visitor))
      .catch((err: unknown) => log.warn({ err }, 'search words not recorded'))
      .finally(() => pending.delete(done));
    pending.add(done);
  }

  function flush(id: string) {
    const entry = waiting.get(id);
    if (!entry) return;
    waiting.delete(id);
    clearTimeout(entry.timer);
    start({ words: [...entry.words.values()] }, entry.visitor);
  }

  return {
    record(plan, visitor) {
      const id = `${visitor.address}\0${visitor.userAgent}`;
      const entry = waiting.get(id);
      const words = entry?.words ?? new Map<string, SearchPlan['words'][number]>();
      // The burst's words, each once: "sunset", then "sunset cruise", records sunset and cruise.
      for (const word of plan.words) words.set(word.word, word);
      if (entry) {
        clearTimeout(entry.timer);
        waiting.delete(id); // to the end of the order: it waits longest no more
      } else if (waiting.size >= MAX_WAITING) {
        flush(waiting.keys().next().value!);
      }
      const since = entry?.since ?? Date.now();
      const timer = setTimeout(() => flush(id), RECORD_AFTER_PAUSE_MS);
      timer.unref();
      waiting.set(id, { words, visitor, timer, since });
      if (Date.now() - since >= MAX_BURST_MS) flush(id);
    },
    async idle() {
      for (const id of [...waiting.keys()]) flush(id);
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

/**
 * The words that found the business's live deals over the last SEARCH_WORDS_DAYS UTC days (today included), each
 * with its count of distinct visitors (per day: see the decision), shown from SEARCH_WORDS_MIN_VISITORS on, most first.
 */
export async function searchWordsOf(db: Db, businessId: number, at = Date.now()): Promise<BusinessSearchWords> {
  const from = utcDay(at, -(SEARCH_WORDS_DAYS - 1));
  const to = utcDay(at);
  const rows = (await db.raw(
    `select word, count(*)::int as visitors from search_hits
      where business_id = ? and day between ?::date and ?::date
      group by word having count(*) >= ?
      order by visitors desc, word limit ?`,
    [businessId, from, to, SEARCH_WORDS_MIN_VISITORS, SEARCH_WORDS_MAX],
  )).rows as Array<{ word: string; visitors: number }>;
  return { from, to, minVisitors: SEARCH_WORDS_MIN_VISITORS, words: rows.map((r) => ({ word: r.word, visitors: r.visitors })) };
}
