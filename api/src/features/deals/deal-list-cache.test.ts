import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTS_LAG_MS, DealListCache, STALE_SERVE_MS } from './deal-list-cache.js';

describe('the listing cache', () => {
  it('says whether anyone read through it lately (claims on PGlite give way to readers)', () => {
    vi.useFakeTimers();
    try {
      const cache = new DealListCache();
      expect(cache.readRecently(250)).toBe(false);
      cache.get('raw:/api/deals'); // a miss is a read too
      expect(cache.readRecently(250)).toBe(true);
      vi.advanceTimersByTime(250);
      expect(cache.readRecently(250)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('computes a missing answer once, however many requests ask at the same moment', async () => {
    const cache = new DealListCache();
    let computed = 0;
    const compute = async () => {
      computed++;
      await new Promise((r) => setTimeout(r, 20));
      return { json: '[{"id":1}]' };
    };
    const answers = await Promise.all(Array.from({ length: 25 }, () => cache.getOrCompute('list:weekly', compute)));
    expect(computed).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
    expect(answers[0].body.toString()).toBe('[{"id":1}]');
    expect(cache.get('list:weekly')).toBe(answers[0]);
  });

  it('does not keep an answer that a write overtook, and forgets everything on a write', async () => {
    const cache = new DealListCache();
    const slow = cache.getOrCompute('list:all', async () => {
      await new Promise((r) => setTimeout(r, 20));
      return { json: '["before the write"]' };
    });
    cache.invalidate();
    await slow;
    expect(cache.get('list:all')).toBeUndefined();
    await cache.getOrCompute('list:all', async () => ({ json: '["after"]' }));
    expect(cache.get('list:all')?.body.toString()).toBe('["after"]');
    cache.invalidate();
    expect(cache.get('list:all')).toBeUndefined();
  });

  it('lets an answer expire at its next time boundary when that comes before the time to live', async () => {
    const cache = new DealListCache(60_000);
    await cache.getOrCompute('k', async () => ({ json: '[]', validUntil: Date.now() + 15 }));
    expect(cache.get('k')).toBeDefined();
    await new Promise((r) => setTimeout(r, 25));
    expect(cache.get('k')).toBeUndefined();
  });

  it('lets answers expire after their time to live', async () => {
    const cache = new DealListCache(10);
    await cache.getOrCompute('k', async () => ({ json: '[]' }));
    expect(cache.get('k')).toBeDefined();
    await new Promise((r) => setTimeout(r, 20));
    expect(cache.get('k')).toBeUndefined();
  });

  describe('claims (counts only)', () => {
    afterEach(() => vi.useRealTimers());
    const answer = (json: string) => async () => ({ json });
    /** A cache on fake time whose `list` answer was computed after a claim that followed a quiet moment. */
    async function cacheAfterAQuietClaim(json: string): Promise<DealListCache> {
      vi.useFakeTimers();
      const cache = new DealListCache();
      vi.advanceTimersByTime(COUNTS_LAG_MS);
      cache.countsChanged();
      await cache.getOrCompute('list', answer(json));
      return cache;
    }

    it('drops the answers at once after a quiet moment, as any write does', async () => {
      vi.useFakeTimers();
      const cache = new DealListCache();
      vi.advanceTimersByTime(COUNTS_LAG_MS);
      await cache.getOrCompute('list', answer('["12 left"]'));
      cache.countsChanged();
      expect(cache.get('list')).toBeUndefined();
      expect((await cache.getOrCompute('list', answer('["11 left"]'))).body.toString()).toBe('["11 left"]');
    });

    it('under a rush drops them at most once per lag, and sends the dropped answer while one request rebuilds it', async () => {
      const cache = await cacheAfterAQuietClaim('["100 left"]'); // the rush begins: dropped at once
      for (let i = 0; i < 50; i++) cache.countsChanged(); // claims keep committing
      expect(cache.get('list')?.body.toString()).toBe('["100 left"]');
      vi.advanceTimersByTime(COUNTS_LAG_MS);
      expect(cache.get('list')).toBeUndefined(); // dropped once, at the lag

      let rebuilds = 0;
      let finish: (v: { json: string }) => void = () => {};
      const slow = () => {
        rebuilds++;
        return new Promise<{ json: string }>((resolve) => (finish = resolve));
      };
      const readers = await Promise.all(Array.from({ length: 10 }, () => cache.getOrCompute('list', slow)));
      expect(rebuilds).toBe(1);
      expect(new Set(readers.map((r) => r.body.toString()))).toEqual(new Set(['["100 left"]'])); // nobody waited
      cache.alias('raw:category=Weekly', readers[0], cache.version);
      expect(cache.get('raw:category=Weekly')).toBeUndefined(); // a stale answer is never filed as fresh
      finish({ json: '["50 left"]' });
      await vi.waitFor(() => expect(cache.get('list')?.body.toString()).toBe('["50 left"]'));
    });

    it('stops sending a dropped answer after the bound: readers then wait for the new one', async () => {
      const cache = await cacheAfterAQuietClaim('["old"]');
      cache.countsChanged();
      vi.advanceTimersByTime(COUNTS_LAG_MS + STALE_SERVE_MS);
      expect((await cache.getOrCompute('list', answer('["new"]'))).body.toString()).toBe('["new"]');
    });

    it('gives what is derived and kept (a rendered page) the rebuilt answer, never the dropped one', async () => {
      const cache = await cacheAfterAQuietClaim('["100 left"]');
      cache.countsChanged();
      vi.advanceTimersByTime(COUNTS_LAG_MS); // dropped for the claims: a reader would get the old one while it is rebuilt
      expect((await cache.getOrCompute('list', answer('["99 left"]'))).body.toString()).toBe('["100 left"]');
      // The page reads its lists fresh, so the page kept under the new generation shows the new count.
      const page = await cache.getOrCompute('page:/', async () => ({ json: `page of ${(await cache.getOrCompute('list', answer('["99 left"]'), { fresh: true })).body}` }));
      expect(page.body.toString()).toBe('page of ["99 left"]');
      expect(cache.get('page:/')?.body.toString()).toBe('page of ["99 left"]');
    });

    it('never sends a dropped answer after any other write', async () => {
      const cache = await cacheAfterAQuietClaim('["old title"]');
      cache.countsChanged();
      vi.advanceTimersByTime(COUNTS_LAG_MS);
      cache.invalidate(); // a deal edited
      expect((await cache.getOrCompute('list', answer('["new title"]'))).body.toString()).toBe('["new title"]');
    });
  });
});
