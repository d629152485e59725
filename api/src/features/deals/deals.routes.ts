import Router from '@koa/router';
import type Koa from 'koa';
import { MESSAGES, type DealCreatedResponse, type DealCreateRequest } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { requireAccount } from '../../http/auth.js';
import { publicCors } from '../../http/cors.js';
import { idParam, validateBody } from '../../http/validate.js';
import type { Business } from '../accounts/business.model.js';
import { dealAnswers } from './deal-answers.js';
import type { CachedAnswer } from './deal-list-cache.js';
import { createDealsService, DEAL_LIST_QUERY, suggestQuery } from './deals.service.js';
import { planSearch } from './deal-search.js';
import { searchWordsOf } from './search-hits.js';
import { requestLanguage } from '../../http/language.js';
import { rawRequestKey } from './read-replay.js';
import { doc, said, returns } from '../../http/route-doc.js';

export function dealsRoutes(deps: AppDeps): Router {
  const { passport, dealCache, config, readReplay } = deps;
  const deals = createDealsService(deps);
  const answers = dealAnswers(deps);
  const router = new Router();
  const cors = publicCors(config.widgetOrigins);

  /**
   * Sends a cached JSON answer with its ETag, or 304 when the client has it. `answerFor` reads it through the public
   * answers the server renderer reads too (deal-answers.ts: one naming of the cache's keys); `rawKey`, the request as
   * sent, finds a repeated request without parsing it (and lets read-replay.ts answer the next one before Koa).
   */
  async function cached(ctx: Koa.Context, answerFor: () => Promise<CachedAnswer>, rawKey?: string) {
    let answer = rawKey !== undefined ? dealCache.get(rawKey) : undefined;
    if (!answer) {
      // Read before computing: an answer raced by a write is sent but never kept.
      const generation = dealCache.version;
      answer = await answerFor();
      if (rawKey !== undefined) dealCache.alias(rawKey, answer, generation);
    }
    // The answer filed under the request as sent: later requests like this one are answered before Koa.
    if (rawKey !== undefined && dealCache.get(rawKey) === answer) readReplay.record(ctx, answer);
    ctx.set('ETag', answer.etag);
    ctx.set('Cache-Control', 'public, max-age=5, must-revalidate');
    if (ctx.get('if-none-match') === answer.etag) {
      ctx.status = 304;
      return;
    }
    ctx.body = answer.body;
    ctx.set('Content-Type', 'application/json; charset=utf-8'); // after the body: a Buffer body would default to octet-stream
  }

  router.options('/api/deals', cors);
  router.options('/api/deals/suggest', cors);
  router.options('/api/deals/:id', cors);

  router.get('/api/deals', doc({ summary: 'The deals listing', description: 'What every partner widget calls. Cached: send If-None-Match with the ETag.', query: DEAL_LIST_QUERY, responses: { 200: { description: 'A page of deals (`limit`, `offset`)', headers: { ETag: 'The answer\'s version' }, type: 'Deal[]' }, 304: 'Not changed since the ETag sent', 400: 'A query parameter out of its range' } }), cors, async (ctx) => {
    await cached(ctx, () => answers.list(ctx.query), rawRequestKey(ctx.originalUrl));
  });

  // Before /api/deals/:id. Not cached: each prefix is asked once while typing; the language names the categories. The
  // listing's filters (category, businessCategory, sort, near…) may come too: the deals offered are the grid's first.
  router.get('/api/deals/suggest', doc({ summary: 'Search suggestions while typing', query: { q: { description: 'What was typed so far', required: true }, ...DEAL_LIST_QUERY }, responses: { 200: returns('DealSuggestions', 'Deals\' titles, businesses and categories that match'), 400: 'No `q`' } }), cors, async (ctx) => {
    const q = suggestQuery(ctx.query);
    ctx.vary('Accept-Language');
    ctx.set('Cache-Control', 'public, max-age=30');
    const plan = await planSearch(deps.db, q);
    ctx.body = await deals.suggest(q, requestLanguage(ctx), plan, ctx.query);
    // What found which business's deals, for its dashboard: recorded after this answer is written, never delaying it.
    if (plan) deps.searchHits.record(plan, { address: ctx.ip, userAgent: ctx.get('user-agent') });
  });

  router.get('/api/deals/:id', doc({ summary: 'One deal', description: 'Cached: send If-None-Match with the ETag.', responses: { 200: { description: 'The deal', headers: { ETag: 'The answer\'s version' }, type: 'Deal' }, 304: 'Not changed since the ETag sent' } }), cors, async (ctx) => {
    const id = idParam(ctx);
    await cached(ctx, () => answers.deal(id), rawRequestKey(ctx.originalUrl));
  });

  router.post('/api/deals', doc({ summary: 'Publish a deal', responses: { 201: returns('DealCreatedResponse', 'The deal, and a message') } }), requireAccount(passport, 'business'), validateBody('deal-create'), async (ctx) => {
    const deal = await deals.create(ctx.state.business as Business, ctx.state.input as DealCreateRequest);
    ctx.status = 201;
    ctx.body = { ...deal, message: MESSAGES.dealCreated } satisfies DealCreatedResponse;
  });

  router.delete('/api/deals/:id', doc({ summary: 'Delete one of the business\'s deals', responses: { 200: said('Deleted') } }), requireAccount(passport, 'business'), async (ctx) => {
    await deals.remove(ctx.state.business as Business, idParam(ctx));
    ctx.body = { message: MESSAGES.dealDeleted };
  });

  // The words visitors searched that found this business's deals, last 7 days, counts only (search-hits.ts).
  router.get('/api/business/search-words', doc({ summary: 'The words visitors searched that found the business\'s deals (7 days)', responses: { 200: returns('BusinessSearchWords', 'Words and their counts') } }), requireAccount(passport, 'business'), async (ctx) => {
    ctx.body = await searchWordsOf(deps.db, (ctx.state.business as Business).id);
  });

  router.get('/api/business/deals', doc({ summary: 'The business\'s own deals', responses: { 200: returns('Deal[]', 'The deals, with their counts') } }), requireAccount(passport, 'business'), async (ctx) => {
    ctx.body = await deals.listForBusiness(ctx.state.business as Business);
  });

  return router;
}
