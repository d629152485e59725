// Where the kept personal answers (personal-cache.ts, My Coupons offline) start, in the first script: their code is a
// chunk of its own, loaded only when a token is stored (then before the first render, so that the answers kept are
// there for it) or when one of the user's own answers arrives after a sign-in (then it keeps that one at once). A
// visitor who never signs in loads none of it (0.8 KiB gzip of every first load).
import type { QueryClient } from '@tanstack/react-query';
import { PERSONAL_CACHE_KEY, isKept, clearPersonalCache } from './personal-cache-keys.js';

export { PERSONAL_CACHE_KEY, isKept, clearPersonalCache };

const load = () => import('./personal-cache.js');

/**
 * With a token stored: loads the code, puts that token's kept answers back and keeps the next ones (a promise to await
 * before the first render). Without: removes what an earlier token left, and loads the code with the first kept answer.
 */
export function startPersonalCache(queryClient: QueryClient, readToken: () => string | null): Promise<void> | null {
  const token = readToken();
  if (token) {
    return load().then(({ keepPersonalCache, restorePersonalCache }) => {
      restorePersonalCache(queryClient, token);
      keepPersonalCache(queryClient, readToken);
    }, () => {}); // the chunk did not come (offline, not yet cached): the page works, only without the kept answers
  }
  clearPersonalCache();
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isKept(event.query)) return;
    stop();
    void load().then(({ keepPersonalCache }) => keepPersonalCache(queryClient, readToken, { saveNow: true }), () => {});
  });
  return null;
}
