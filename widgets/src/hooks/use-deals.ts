// The deal reads every list and card needs, on top of a DealsClient.
import type { Deal, DealListQuery } from '@dadeal/core';
import type { DealsClient } from '../client/deals-client.js';
import { useRemote, type RemoteOptions, type RemoteState } from './use-remote.js';

export function useDeals(client: DealsClient, query: DealListQuery, options?: RemoteOptions): RemoteState<Deal[]> {
  const key = `${client.apiBase}|deals|${JSON.stringify(query)}`;
  return useRemote(key, (signal) => client.listDeals(query, signal), options);
}

export function useDeal(client: DealsClient, id: number | null | undefined, options?: RemoteOptions): RemoteState<Deal> {
  const key = `${client.apiBase}|deal|${id ?? ''}`;
  const enabled = (options?.enabled ?? true) && id !== null && id !== undefined && Number.isFinite(id);
  return useRemote(key, (signal) => client.getDeal(id as number, signal), { ...options, enabled });
}
