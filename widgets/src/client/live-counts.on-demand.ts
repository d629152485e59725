// live-counts.ts in the standalone script: the stream's code is an on-demand part (dadeal-live.js), imported when the
// first element has deals to follow; until it is there (a moment after the first render) the deals show the counts they
// were read with, as they do wherever there is no EventSource. See elements/parts.ts.
import type * as Part from './live-counts.js';
import { loadPart, loadedPart } from '../elements/parts.js';

export type { LiveListener } from './live-counts.js';

const part = () => loadedPart<typeof Part>('live');

export const watchLiveCounts: typeof Part.watchLiveCounts = (apiBase, dealIds, listener) => {
  const live = part();
  if (live) return live.watchLiveCounts(apiBase, dealIds, listener);
  let stop: (() => void) | undefined;
  let stopped = typeof EventSource === 'undefined'; // nothing to follow with: not worth a request
  if (!stopped) {
    loadPart<typeof Part>('live').then((loaded) => {
      if (!stopped) stop = loaded.watchLiveCounts(apiBase, dealIds, listener);
    }, () => undefined); // the lists still refresh every 60 s
  }
  return () => {
    stopped = true;
    stop?.();
  };
};

export const withLiveCount: typeof Part.withLiveCount = (apiBase, deal) => part()?.withLiveCount(apiBase, deal) ?? deal;
export const withLiveCounts: typeof Part.withLiveCounts = (apiBase, deals) => part()?.withLiveCounts(apiBase, deals) ?? deals;
