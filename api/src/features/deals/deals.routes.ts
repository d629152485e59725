import Router from '@koa/router';
import type Koa from 'koa';
import { MESSAGES, type DealCreateRequest } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { requireAccount } from '../../http/auth.js';
import { publicCors } from '../../http/cors.js';
import { idParam, validateBody } from '../../http/validate.js';
import type { Business } from '../accounts/business.model.js';
import { createDealsService, parseDealListQuery } from './deals.service.js';

export function dealsRoutes(deps: AppDeps): Router {
  const { passport, dealCache, config } = deps;
  const deals = createDealsService(deps);
  const router = new Router();
  const cors = publicCors(config.widgetOrigins);

  /** Sends a cached JSON answer with its ETag, or 304 when the client has it. */
  async function cached(ctx: Koa.Context, key: string, compute: () => Promise<unknown>) {
    let answer = dealCache.get(key);
    if (!answer) {
      const generation = dealCache.version;
      answer = dealCache.set(key, JSON.stringify(await compute()), generation);
    }
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
  router.options('/api/deals/:id', cors);

  router.get('/api/deals', cors, async (ctx) => {
    const { filters, key } = parseDealListQuery(ctx.query);
    await cached(ctx, `list:${key}`, () => deals.list(filters));
  });

  router.get('/api/deals/:id', cors, async (ctx) => {
    const id = idParam(ctx);
    await cached(ctx, `deal:${id}`, () => deals.getPublic(id));
  });

  router.post('/api/deals', requireAccount(passport, 'business'), validateBody('deal-create'), async (ctx) => {
    const deal = await deals.create(ctx.state.business as Business, ctx.state.input as DealCreateRequest);
    ctx.status = 201;
    ctx.body = { ...deal, message: MESSAGES.dealCreated };
  });

  router.delete('/api/deals/:id', requireAccount(passport, 'business'), async (ctx) => {
    await deals.remove(ctx.state.business as Business, idParam(ctx));
    ctx.body = { message: MESSAGES.dealDeleted };
  });

  router.get('/api/business/deals', requireAccount(passport, 'business'), async (ctx) => {
    ctx.body = await deals.listForBusiness(ctx.state.business as Business);
  });

  return router;
}
