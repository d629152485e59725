// The deal reads every list and card needs, on top of a DealsClient.
import type { Deal, DealListQuery } from '@dadeal/core';
import type { DealsClient } from '../client/deals-client.js';
import { useRemote, type RemoteOptions, type RemoteState } from './use-remote.js';

export interface DealsOptions extends Omit<RemoteOptions, 'placeholder'> {
  /** While this listing's first answer loads, the last one shown (for `shown`) stays when this says so. */
  keep?: (shown: DealListQuery) => boolean;
}

export function useDeals(client: DealsClient, query: DealListQuery, options: DealsOptions = {}): RemoteState<Deal[]> {
  const base = `${client.apiBase}|deals|`;
  const { keep } = options;
  const placeholder = keep && ((shownKey: string) => shownKey.startsWith(base) && keep(JSON.parse(shownKey.slice(base.length)) as DealListQuery));
  return useRemote(base + JSON.stringify(query), (signal) => client.listDeals(query, signal), { ...options, placeholder });
}

export function useDeal(client: DealsClient, id: number | null | undefined, options?: RemoteOptions): RemoteState<Deal> {
  const key = `${client.apiBase}|deal|${id ?? ''}`;
  const enabled = (options?.enabled ?? true) && id !== null && id !== undefined && Number.isFinite(id);
  return useRemote(key, (signal) => client.getDeal(id as number, signal), { ...options, enabled });
}
