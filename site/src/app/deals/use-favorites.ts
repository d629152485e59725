// Favourites wired to the account (spec §4, §8): the heart toggles per deal for regular users; a visitor is
// told to sign in; business accounts have none.
import { useQueryClient } from '@tanstack/react-query';
import type { Deal } from '@dadeal/core';
import { apiCall, serverMessage } from '../api-client.js';
import { KEYS, reloadAfterWrite, useApiQuery } from '../query-client.js';
import { useSession, viewerOf } from '../session.js';
import { TOASTS } from '../texts.js';
import { notify } from '../toasts.js';

export interface Favorites {
  ids: ReadonlySet<number>;
  /** Undefined where no heart is shown (business accounts). */
  toggle?: (deal: Deal) => void;
}

const EMPTY: ReadonlySet<number> = new Set();

export function useFavorites(): Favorites {
  const session = useSession();
  const viewer = viewerOf(session);
  const queryClient = useQueryClient();
  const list = useApiQuery(KEYS.favorites, { enabled: viewer === 'user' });
  const ids = list.data ? new Set(list.data.map((d) => d.id)) : EMPTY;
  // A plain request, not useMutation: nothing shows its pending state, and the mutation observer stays out of the
  // home page's first script (its framework chunk holds only what the first screen reaches: vite.config.ts).
  const write = (deal: Deal, on: boolean) =>
    (on ? apiCall('POST', '/api/favorites', { body: { dealId: deal.id } }) : apiCall('DELETE', '/api/favorites/{dealId}', { path: { dealId: deal.id } })).then(
      // The server's words ("Added to favorites", in the visitor's language): core's MESSAGES stay out of the first script.
      (answer) => {
        notify.success(answer.message);
        // The list anew after the write, also when its first load was on its way (a heart tapped as the page started).
        void reloadAfterWrite(queryClient, [KEYS.favorites, KEYS.userStats]);
      },
      (error: Error) => notify.error(TOASTS.error, serverMessage(error, error.message)),
    );
  if (viewer === 'business' || session.loading) return { ids: EMPTY };
  if (viewer === 'guest') {
    return { ids: EMPTY, toggle: () => notify.error(TOASTS.favoritesLoginRequired[0], TOASTS.favoritesLoginRequired[1]) };
  }
  return { ids, toggle: (deal) => void write(deal, !ids.has(deal.id)) };
}
