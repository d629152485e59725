// recordDealView in jsdom with a fake navigator.sendBeacon and fetch: the one beacon per deal per session, the
// keepalive fallback, and no error ever reaching the page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordDealView, VIEWED_KEY } from './deal-views.js';

let beacon: ReturnType<typeof vi.fn<(url: string | URL, data?: BodyInit | null) => boolean>>;
let fetchMock: ReturnType<typeof vi.fn<(url: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  sessionStorage.clear();
  beacon = vi.fn(() => true);
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** A Storage whose every call throws, like sessionStorage in a sandboxed iframe or a strict privacy mode. */
const refusingStorage = {
  getItem: () => { throw new DOMException('The operation is insecure.', 'SecurityError'); },
  setItem: () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); },
} as unknown as Storage;

describe('recordDealView', () => {
  it('sends one beacon with no body to the deal\'s view endpoint on the api base', () => {
    recordDealView('https://dadeal.example/', 42);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]).toEqual(['https://dadeal.example/api/deals/42/view']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names the partner whose widget it is (?ref=), so the partner\'s report counts the view too', () => {
    recordDealView('https://dadeal.example', 43, undefined, 'island-times');
    expect(beacon.mock.calls[0]).toEqual(['https://dadeal.example/api/deals/43/view?ref=island-times']);
  });

  it('sends once per deal per session: a second opening of the same deal sends nothing, another deal sends its own', () => {
    recordDealView('', 7);
    recordDealView('', 7);
    recordDealView('', 8);
    recordDealView('', 7);
    expect(beacon.mock.calls.map((c) => c[0])).toEqual(['/api/deals/7/view', '/api/deals/8/view']);
    expect(sessionStorage.getItem(VIEWED_KEY)).toBe('7,8');
  });

  it('remembers in the storage it is given, and a new session (fresh storage) counts again', () => {
    const first = new Map<string, string>();
    const storage = { getItem: (k: string) => first.get(k) ?? null, setItem: (k: string, v: string) => void first.set(k, v) } as Storage;
    recordDealView('', 5, storage);
    recordDealView('', 5, storage);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(first.get(VIEWED_KEY)).toBe('5');
    expect(sessionStorage.getItem(VIEWED_KEY)).toBeNull();
    sessionStorage.clear();
    recordDealView('', 5);
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('still sends, without dedupe, when storage throws or is null', () => {
    expect(() => recordDealView('', 3, refusingStorage)).not.toThrow();
    recordDealView('', 3, refusingStorage);
    recordDealView('', 3, null);
    expect(beacon).toHaveBeenCalledTimes(3);
  });

  it('falls back to a keepalive, credential-less CORS fetch when sendBeacon refuses the beacon', async () => {
    beacon.mockReturnValue(false);
    recordDealView('https://dadeal.example', 9);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('https://dadeal.example/api/deals/9/view', { method: 'POST', keepalive: true, mode: 'cors', credentials: 'omit' });
  });

  it('falls back to fetch when the browser has no sendBeacon', () => {
    vi.stubGlobal('navigator', { userAgent: 'old' });
    recordDealView('https://dadeal.example', 10);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('https://dadeal.example/api/deals/10/view');
  });

  it('never throws into the page: not when sendBeacon throws, nor when the fallback fetch fails', async () => {
    beacon.mockImplementation(() => { throw new TypeError('beacon blocked'); });
    expect(() => recordDealView('', 11)).not.toThrow();
    beacon.mockReturnValue(false);
    // A plain function, not vi.fn: a spy watches the promises it returns, which would hide an unhandled rejection.
    let fetched = 0;
    vi.stubGlobal('fetch', () => {
      fetched++;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(() => recordDealView('', 12)).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 20)); // past the microtasks where a rejection would surface
      expect(unhandled).not.toHaveBeenCalled();
      expect(fetched).toBe(1);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('sends nothing for an id that cannot be a deal', () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) recordDealView('', bad);
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
