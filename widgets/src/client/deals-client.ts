// The one way widgets and the site read deals: fetch + the API's error format (spec §8) + absolute image URLs.
import type { ApiOperation, ApiOperations, Deal, DealListQuery, DealSuggestions } from '@dadeal/core';

/** The reads this client makes, by their operation in the API document: their answers are typed from it. */
type DealsRead = Extract<ApiOperation, 'GET /api/deals' | 'GET /api/deals/{id}' | 'GET /api/deals/suggest'>;

export interface DealsClient {
  /** The origin (or base URL) the client talks to; '' means same origin. */
  readonly apiBase: string;
  listDeals(query?: DealListQuery, signal?: AbortSignal): Promise<Deal[]>;
  getDeal(id: number, signal?: AbortSignal): Promise<Deal>;
  /**
   * What the search box offers for `q` (GET /api/deals/suggest); categories named in `language` when given; `listing`:
   * the grid's filters (tab, business category, order, near), so that the deals offered are the grid's first.
   */
  suggest(q: string, language?: string, signal?: AbortSignal, listing?: Omit<DealListQuery, 'search' | 'limit' | 'offset'>): Promise<DealSuggestions>;
}

export interface DealsClientOptions {
  /** Base URL of the app, e.g. "https://dadeal.example"; '' for the same origin. */
  apiBase?: string;
  fetch?: typeof fetch;
}

/** Removes trailing slashes so paths can be appended: "https://a.b/" → "https://a.b". */
export function trimBase(base: string | undefined | null): string {
  return (base ?? '').trim().replace(/\/+$/, '');
}

/** A relative URL the API answers ("/uploads/x.png") resolved against the app's base; absolute ones kept. */
export function resolveAgainst(base: string, url: string | null): string | null {
  if (!url) return null;
  if (/^(https?:|data:|blob:)/i.test(url) || url.startsWith('//')) return url;
  if (!base) return url;
  return `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Spec §8: a non-OK answer becomes "status: body text" (or the status text when the body is empty). */
async function failure(response: Response): Promise<Error> {
  let text = '';
  try {
    text = await response.text();
  } catch (error) {
    text = error instanceof Error ? error.message : '';
  }
  return new Error(`${response.status}: ${text || response.statusText}`);
}

function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createDealsClient(options: DealsClientOptions = {}): DealsClient {
  const apiBase = trimBase(options.apiBase);
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const withImages = (deal: Deal): Deal => ({
    ...deal,
    imageUrl: resolveAgainst(apiBase, deal.imageUrl),
    logoUrl: resolveAgainst(apiBase, deal.logoUrl ?? null),
  });
  async function get<K extends DealsRead>(path: string, signal?: AbortSignal, language?: string): Promise<ApiOperations[K]['response']> {
    const headers: Record<string, string> = { Accept: 'application/json', ...(language ? { 'Accept-Language': language } : {}) };
    const response = await doFetch(`${apiBase}/api${path}`, { signal, headers });
    if (!response.ok) throw await failure(response);
    return (await response.json()) as ApiOperations[K]['response'];
  }
  return {
    apiBase,
    async listDeals(query = {}, signal) {
      const deals = await get<'GET /api/deals'>(`/deals${queryString(query)}`, signal);
      return deals.map(withImages);
    },
    async getDeal(id, signal) {
      return withImages(await get<'GET /api/deals/{id}'>(`/deals/${encodeURIComponent(String(id))}`, signal));
    },
    suggest(q, language, signal, listing) {
      return get<'GET /api/deals/suggest'>(`/deals/suggest${queryString({ ...listing, q })}`, signal, language);
    },
  };
}
