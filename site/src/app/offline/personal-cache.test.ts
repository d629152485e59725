// The kept personal answers (My Coupons offline): written as they arrive, only for the token in use, put back only for
// that token, gone after a 401. Real TanStack Query clients; the browser's localStorage is a Map-backed Storage here.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api-client.js';
import { KEYS } from '../query-client.js';
import { clearPersonalCache, keepPersonalCache, PERSONAL_CACHE_KEY, restorePersonalCache } from './personal-cache.js';
import { startPersonalCache } from './personal-cache-start.js';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let token: string | null;
const coupons = [{ id: 1, couponCode: 'L2UN-9TN3-JYBA', deal: { title: 'Flash Sale', endDate: '2026-12-01T00:00:00.000Z', business: { companyName: 'Tidepool Boutique' } } }];
const profile = { user: { id: 7, firstName: 'Noelani', userType: 'user' }, business: null };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function online() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const stop = keepPersonalCache(client, () => token);
  await client.fetchQuery({ queryKey: [...KEYS.profile, token], queryFn: async () => profile });
  await client.fetchQuery({ queryKey: KEYS.coupons, queryFn: async () => coupons });
  // Public lists are not personal: never kept.
  await client.fetchQuery({ queryKey: KEYS.deals, queryFn: async () => [{ id: 3 }] });
  await flush();
  return { client, stop };
}

beforeEach(() => {
  (globalThis as { window?: unknown }).window = { localStorage: new MemoryStorage() };
  token = 'token-of-noelani';
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('personal answers kept for offline', () => {
  it('puts the coupons and the profile back for the same token, with the time they were fetched, stale', async () => {
    const { client, stop } = await online();
    const fetchedAt = client.getQueryState(KEYS.coupons)!.dataUpdatedAt;
    stop();
    const stored = window.localStorage.getItem(PERSONAL_CACHE_KEY)!;
    expect(stored).toContain('L2UN-9TN3-JYBA');
    expect(stored).not.toContain(token!);
    expect(stored).not.toContain('"/api/deals"');

    const later = new QueryClient();
    restorePersonalCache(later, token);
    expect(later.getQueryData(KEYS.coupons)).toEqual(coupons);
    expect(later.getQueryData([...KEYS.profile, token])).toEqual(profile);
    expect(later.getQueryState(KEYS.coupons)!.dataUpdatedAt).toBe(fetchedAt);
    expect(later.getQueryState(KEYS.coupons)!.isInvalidated).toBe(true);
  });

  it('shows nothing to another token, and forgets the kept answers then', async () => {
    (await online()).stop();
    const other = new QueryClient();
    restorePersonalCache(other, 'token-of-someone-else');
    expect(other.getQueryData(KEYS.coupons)).toBeUndefined();
    expect(window.localStorage.getItem(PERSONAL_CACHE_KEY)).toBeNull();
    restorePersonalCache(other, null);
    expect(other.getQueryData(KEYS.coupons)).toBeUndefined();
  });

  it('writes nothing once signed out (an answer landing after sign-out), and clears on request', async () => {
    const { client, stop } = await online();
    clearPersonalCache();
    token = null;
    await client.fetchQuery({ queryKey: KEYS.userStats, queryFn: async () => ({ activeCoupons: 1 }) });
    await flush();
    stop();
    expect(window.localStorage.getItem(PERSONAL_CACHE_KEY)).toBeNull();
  });

  it('forgets everything on a 401', async () => {
    const { client, stop } = await online();
    expect(window.localStorage.getItem(PERSONAL_CACHE_KEY)).not.toBeNull();
    await client
      .fetchQuery({ queryKey: KEYS.favorites, queryFn: async () => { throw new ApiError(401, '{"message":"Unauthorized"}', 'Unauthorized'); } })
      .catch(() => undefined);
    stop();
    expect(window.localStorage.getItem(PERSONAL_CACHE_KEY)).toBeNull();
  });

  it('starts from the first script: restores for a stored token before the first render; signed out, clears and keeps from the first answer after a sign-in', async () => {
    const { stop } = await online();
    stop();
    // A token stored: awaited, then the kept answers are in the new client.
    const signedIn = new QueryClient();
    await startPersonalCache(signedIn, () => token);
    expect(signedIn.getQueryData(KEYS.coupons)).toEqual(coupons);

    // No token: what an earlier token left goes, and nothing is loaded until a kept answer arrives after a sign-in.
    const stored = token;
    token = null;
    const visitor = new QueryClient();
    expect(startPersonalCache(visitor, () => token)).toBeNull();
    expect(window.localStorage.getItem(PERSONAL_CACHE_KEY)).toBeNull();
    await visitor.fetchQuery({ queryKey: KEYS.deals, queryFn: async () => [{ id: 3 }] });
    token = stored;
    await visitor.fetchQuery({ queryKey: KEYS.coupons, queryFn: async () => coupons });
    await expect.poll(() => window.localStorage.getItem(PERSONAL_CACHE_KEY)).toContain('L2UN-9TN3-JYBA');
  });
});
