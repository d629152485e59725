// The public deal reads as the API sends them: JSON text from the listing's cache (deal-list-cache.ts), computed once
// per change of the deals. The routes send these answers; the server's renderer of the site reads the same ones in
// process (server/src/server.ts), and keeps its rendered pages in the same cache, so a page is dropped exactly when the
// listing it shows is.
import type { AppDeps } from '../../context.js';
import type { CachedAnswer } from './deal-list-cache.js';
import { createDealsService, parseDealListQuery } from './deals.service.js';

export type DealAnswers = ReturnType<typeof dealAnswers>;

export function dealAnswers(deps: Pick<AppDeps, 'db' | 'dealCache'>) {
  const { dealCache } = deps;
  const deals = createDealsService(deps);
  /**
   * `text` computed once for `key`, kept until the next write or the next moment a deal starts, ends or stops being
   * featured. `fresh`: not the answer dropped for claims that is sent while it is rebuilt (DealListCache.getOrCompute).
   */
  const answer = (key: string, text: () => Promise<string>, fresh = false): Promise<CachedAnswer> =>
    dealCache.getOrCompute(key, async () => {
      const [json, nextChange] = await Promise.all([text(), deals.nextChangeAt()]);
      return { json, validUntil: nextChange };
    }, { fresh });
  return {
    /**
     * GET /api/deals with these query parameters (throws the API's 400 for a bad one). `fresh` for what is derived from
     * it and kept (a rendered page reads its deals so).
     */
    list(query: Record<string, string | string[] | undefined>, { fresh = false } = {}): Promise<CachedAnswer> {
      const parsed = parseDealListQuery(query);
      return answer(`list:${parsed.key}`, async () => JSON.stringify(await deals.list(parsed.filters)), fresh);
    },
    /** GET /api/deals/:id (throws the API's 404 for a deal that is not public); `fresh` as for list(). */
    deal(id: number, { fresh = false } = {}): Promise<CachedAnswer> {
      return answer(`deal:${id}`, async () => JSON.stringify(await deals.getPublic(id)), fresh);
    },
    /** Any text made from the public deals (a rendered page), cached and dropped with them. */
    derived(key: string, text: () => Promise<string>): Promise<CachedAnswer> {
      return answer(`derived:${key}`, text);
    },
  };
}
