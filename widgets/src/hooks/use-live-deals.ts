// The widgets' deals with their live counts (client/live-counts.ts): a list or a dialog re-renders when a count it
// shows changes, through the page's one stream, and stops following when it leaves the page (unmount).
import { useEffect, useMemo, useState } from 'react';
import type { Deal } from '@dadeal/core';
import { watchLiveCounts, withLiveCount, withLiveCounts } from '../client/live-counts.js';

/** Follows the counts of `ids` (a stable key of them) from `apiBase`; answers a number that changes with each news. */
function useLiveVersion(apiBase: string, ids: readonly number[]): number {
  const [version, setVersion] = useState(0);
  const key = ids.join(',');
  useEffect(() => {
    if (!key) return;
    return watchLiveCounts(apiBase, key.split(',').map(Number), () => setVersion((v) => v + 1));
  }, [apiBase, key]);
  return version;
}

/** `deals` as their remaining counts stand now (the same array while nothing changed). */
export function useLiveDeals(apiBase: string, deals: readonly Deal[] | null): readonly Deal[] | null {
  const version = useLiveVersion(apiBase, useMemo(() => deals?.map((d) => d.id) ?? [], [deals]));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is the news that the counts changed
  return useMemo(() => (deals ? withLiveCounts(apiBase, deals) : null), [apiBase, deals, version]);
}

/** One deal (a card, an open dialog) as its remaining count stands now. */
export function useLiveDeal(apiBase: string, deal: Deal | null): Deal | null {
  const version = useLiveVersion(apiBase, useMemo(() => (deal ? [deal.id] : []), [deal]));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is the news that the count changed
  return useMemo(() => (deal ? withLiveCount(apiBase, deal) : null), [apiBase, deal, version]);
}
