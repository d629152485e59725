// The page's one live-count stream, its bookkeeping only: which EventSource opens for which deals, when it re-opens,
// closes and reconnects (with backoff), and how counts reach the deals. jsdom has no EventSource, so a stand-in for the
// browser's records what is asked of it; the real thing runs in Chromium against the real API in
// elements/partner-page.e2e.test.ts and site/e2e/user-journey.e2e.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_MAX_DEALS, LIVE_RATING_EVENT, type LiveRatings } from '@dadeal/core';
import { makeDeal } from '../test/deal-factory.js';
import { watchLiveCounts, withLiveCount, withLiveCounts } from './live-counts.js';

/** The browser's EventSource as this module uses it: a URL, onmessage, a named event's listener, onerror, close(). */
class BrowserEventSource {
  static made: BrowserEventSource[] = [];
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  named = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.named.set(type, [...(this.named.get(type) ?? []), listener]);
  }
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    BrowserEventSource.made.push(this);
  }
  close() {
    this.closed = true;
  }
  /** What the server sends: one event's data. */
  send(counts: Record<number, number>) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(counts) }));
  }
  /** What the server sends as `event: rating`: businesses' ratings by business id (never to onmessage). */
  sendRatings(ratings: LiveRatings) {
    for (const listener of this.named.get(LIVE_RATING_EVENT) ?? []) listener(new MessageEvent(LIVE_RATING_EVENT, { data: JSON.stringify(ratings) }));
  }
}

const open = () => BrowserEventSource.made.filter((s) => !s.closed);
const turn = () => new Promise<void>((resolve) => queueMicrotask(resolve));
let unwatch: Array<() => void> = [];
const watch = (apiBase: string, ids: number[], listener = vi.fn()) => {
  const stop = watchLiveCounts(apiBase, ids, listener);
  unwatch.push(stop);
  return { stop, listener };
};

beforeEach(() => {
  BrowserEventSource.made = [];
  vi.stubGlobal('EventSource', BrowserEventSource);
});
afterEach(async () => {
  for (const stop of unwatch) stop();
  unwatch = [];
  await turn();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the page\'s live-count stream', () => {
  it('opens ONE stream for every deal the page\'s elements watch in one turn, per API origin', async () => {
    watch('https://dadeal.example', [12, 3]);
    watch('https://dadeal.example', [3, 40]);
    watch('', [7]);
    await turn();
    expect(open().map((s) => s.url).sort()).toEqual(['/api/deals/live?ids=7', 'https://dadeal.example/api/deals/live?ids=3,12,40']);
  });

  it('re-opens with the new set when a deal it does not carry comes on screen, not when one leaves; closes when none is watched', async () => {
    const first = watch('https://a.example', [1, 2]);
    await turn();
    const [stream] = open();
    const second = watch('https://a.example', [2]);
    await turn();
    expect(open()).toEqual([stream]); // already carried
    watch('https://a.example', [5]);
    await turn();
    expect(stream.closed).toBe(true);
    expect(open().map((s) => s.url)).toEqual(['https://a.example/api/deals/live?ids=1,2,5']);
    first.stop();
    await turn();
    expect(open()).toHaveLength(1); // 1 left the screen: the stream may carry it on
    second.stop();
    for (const stop of unwatch) stop();
    await turn();
    expect(open()).toEqual([]);
  });

  it('asks for LIVE_MAX_DEALS deals at most, the first watched', async () => {
    watch('https://a.example', Array.from({ length: LIVE_MAX_DEALS + 50 }, (_, i) => i + 1));
    await turn();
    expect(new URL(open()[0].url).searchParams.get('ids')!.split(',')).toHaveLength(LIVE_MAX_DEALS);
  });

  it('tells the watchers of the deals that changed, and applies the counts to the deals', async () => {
    const a = watch('https://b.example', [1, 2]);
    const b = watch('https://b.example', [3]);
    await turn();
    const [stream] = open();
    stream.send({ 1: 4, 2: 0, 3: 9 });
    expect(a.listener).toHaveBeenCalledWith([1, 2, 3]);
    expect(b.listener).toHaveBeenCalledTimes(1);
    stream.send({ 1: 3 });
    expect(a.listener).toHaveBeenLastCalledWith([1]);
    expect(b.listener).toHaveBeenCalledTimes(1); // not its deal
    stream.send({ 1: 3 }); // no news: nobody is told
    expect(a.listener).toHaveBeenCalledTimes(2);

    const deals = [makeDeal({ id: 1, totalCoupons: 10, usedCoupons: 2 }), makeDeal({ id: 2, totalCoupons: 5, usedCoupons: 1 }), makeDeal({ id: 8 })];
    const live = withLiveCounts('https://b.example', deals);
    expect(live.map((d) => d.usedCoupons)).toEqual([7, 5, deals[2].usedCoupons]);
    expect(live[2]).toBe(deals[2]);
    expect(withLiveCounts('https://other.example', deals)).toBe(deals); // another origin's counts are not these
    const untouched = makeDeal({ id: 1, totalCoupons: 10, usedCoupons: 7 });
    expect(withLiveCount('https://b.example', untouched)).toBe(untouched);
  });

  it("applies a business's new rating (event: rating) to its deals, tells every watcher, and leaves the counts alone", async () => {
    const a = watch('https://r.example', [21, 22]);
    const b = watch('https://r.example', [23]);
    await turn();
    const [stream] = open();
    const reefside = [makeDeal({ id: 21, businessId: 5, rating: { average: null, count: 2 } }), makeDeal({ id: 22, businessId: 5, rating: { average: null, count: 2 } })];
    const other = makeDeal({ id: 23, businessId: 9, rating: { average: 4.5, count: 8 } });
    stream.sendRatings({ 5: { average: null, count: 2 }, 9: { average: 4.5, count: 8 } }); // the first event: as the answers said
    expect(withLiveCounts('https://r.example', reefside)).toBe(reefside);
    expect(withLiveCount('https://r.example', other)).toBe(other);

    stream.sendRatings({ 5: { average: 4.3, count: 3 } }); // a third review: the figure appears
    expect(a.listener).toHaveBeenCalledWith([21, 22]);
    expect(b.listener).toHaveBeenCalledWith([23]); // told too: the stream does not say which deals are the business's
    const rated = withLiveCounts('https://r.example', reefside);
    expect(rated.map((d) => d.rating)).toEqual([{ average: 4.3, count: 3 }, { average: 4.3, count: 3 }]);
    expect(rated.map((d) => d.usedCoupons)).toEqual(reefside.map((d) => d.usedCoupons));
    expect(withLiveCount('https://r.example', other)).toBe(other);

    const calls = a.listener.mock.calls.length;
    stream.sendRatings({ 5: { average: 4.3, count: 3 } }); // no news: nobody is told
    expect(a.listener).toHaveBeenCalledTimes(calls);
    stream.sendRatings({ 5: { average: null, count: 2 } }); // an administrator hid one: below the threshold again
    expect(withLiveCount('https://r.example', reefside[0]).rating).toEqual({ average: null, count: 2 });
    stream.send({ 21: 1 }); // a count's event changes the count, the rating stays as last told
    expect(withLiveCount('https://r.example', reefside[0])).toMatchObject({ usedCoupons: reefside[0].totalCoupons - 1, rating: { average: null, count: 2 } });
    expect(withLiveCount('https://elsewhere.example', reefside[0])).toBe(reefside[0]);
  });

  it('reconnects after a drop with a growing, jittered wait up to 30 s, and starts afresh once a stream answers', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.999); // the longest wait of each step
    watch('https://c.example', [9]);
    await turn();
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const [stream] = open();
      stream.onerror?.();
      expect(open()).toEqual([]);
      const before = BrowserEventSource.made.length;
      const started = Date.now();
      while (BrowserEventSource.made.length === before) vi.advanceTimersByTime(50);
      waits.push(Math.round((Date.now() - started) / 1000));
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30]);
    open()[0].send({ 9: 1 }); // answered
    open()[0].onerror?.();
    const before = BrowserEventSource.made.length;
    vi.advanceTimersByTime(1_000);
    expect(BrowserEventSource.made.length).toBe(before + 1);
  });

  it('does nothing where the browser has no EventSource', async () => {
    vi.stubGlobal('EventSource', undefined);
    const { stop } = watch('https://d.example', [1]);
    await turn();
    expect(BrowserEventSource.made).toEqual([]);
    stop();
  });
});
