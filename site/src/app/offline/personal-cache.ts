// My Coupons offline: the signed-in user's own answers — the profile, the coupons (codes, deal
// titles, businesses, expiry), the stats and the saved deals — are kept in localStorage under one key, tagged with a
// hash of the token that fetched them, each time one arrives. At the next start with the same token they are put
// back into TanStack Query before the first render (their own dataUpdatedAt: "last updated"), marked stale so that
// online they are fetched again at once. Sign-out, another sign-in and any 401 remove them. The service worker keeps
// no personal answer (docs/reference/site.md, "Installable, and My Coupons offline").
// Loaded on demand (personal-cache-start.ts): a visitor who never signs in does not download it.
import { dehydrate, hashKey, hydrate, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../api-client.js';
import { KEYS } from '../query-client.js';
import { clearPersonalCache, isKept, PERSONAL_CACHE_KEY } from './personal-cache-keys.js';

export { clearPersonalCache, PERSONAL_CACHE_KEY };

interface Stored {
  version: 1;
  /** A hash of the token the answers were fetched with: never shown to another session. */
  owner: string;
  state: DehydratedState;
}

/** cyrb53: a short, fast, non-secret fingerprint of the token (the token itself is not stored twice). */
function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The profile's query key holds the token: stored with a placeholder instead, put back for the token in use. */
const TOKEN_PLACEHOLDER = '#token';
function withTokenInKey(state: DehydratedState, from: string, to: string): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      if (query.queryKey[0] !== KEYS.profile[0] || query.queryKey[1] !== from) return query;
      const queryKey: QueryKey = [KEYS.profile[0], to];
      return { ...query, queryKey, queryHash: hashKey(queryKey) };
    }),
  };
}

function read(): Stored | null {
  try {
    const raw = window.localStorage.getItem(PERSONAL_CACHE_KEY);
    const stored = raw ? (JSON.parse(raw) as Stored) : null;
    return stored?.version === 1 ? stored : null;
  } catch {
    return null;
  }
}

/** Puts the token's kept answers back into the query cache, stale (fetched again as soon as a screen uses them). */
export function restorePersonalCache(queryClient: QueryClient, token: string | null): void {
  const stored = read();
  if (!stored) return;
  if (!token || stored.owner !== fingerprint(token)) {
    clearPersonalCache();
    return;
  }
  hydrate(queryClient, withTokenInKey(stored.state, TOKEN_PLACEHOLDER, token));
  void queryClient.invalidateQueries({ predicate: isKept, refetchType: 'none' });
}

/**
 * Keeps the kept queries in storage whenever one succeeds; a 401 on any query removes them. `readToken` answers the
 * token in use now: nothing is written without one (an answer landing after sign-out is dropped). `saveNow`: also
 * keeps what the cache holds already (the code loaded after the first kept answer arrived).
 */
export function keepPersonalCache(queryClient: QueryClient, readToken: () => string | null, { saveNow = false } = {}): () => void {
  let scheduled = false;
  const save = () => {
    scheduled = false;
    const token = readToken();
    if (!token) return;
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        isKept(query) && query.state.status === 'success' && (query.queryKey[0] !== KEYS.profile[0] || query.queryKey[1] === token),
    });
    if (!state.queries.length) return;
    try {
      const kept = withTokenInKey(state, token, TOKEN_PLACEHOLDER);
      window.localStorage.setItem(PERSONAL_CACHE_KEY, JSON.stringify({ version: 1, owner: fingerprint(token), state: kept } satisfies Stored));
    } catch {
      // storage full or refused: the list is simply not there offline
    }
  };
  if (saveNow) save();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'error' && event.action.error instanceof ApiError && event.action.error.status === 401) {
      clearPersonalCache();
      return;
    }
    if (event.action.type === 'success' && isKept(event.query) && !scheduled) {
      scheduled = true;
      queueMicrotask(save);
    }
  });
}
