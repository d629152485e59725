// Which personal answers are kept and where (read by the first script's start and by the kept answers' own chunk,
// personal-cache.ts, which must not import the start that loads it).
import type { Query } from '@tanstack/react-query';
import { KEYS } from '../query-client.js';

export const PERSONAL_CACHE_KEY = 'dadeal:offline';

/** The queries kept: the API paths of the user's own answers. */
const KEPT = new Set<unknown>([KEYS.profile[0], KEYS.coupons[0], KEYS.userStats[0], KEYS.favorites[0]]);
export const isKept = (query: Query) => typeof query.queryKey[0] === 'string' && KEPT.has(query.queryKey[0]);

/** Removes every kept personal answer (sign-out, a 401, another account signing in). */
export function clearPersonalCache(): void {
  try {
    window.localStorage.removeItem(PERSONAL_CACHE_KEY);
  } catch {
    // storage refused: nothing was kept
  }
}
