import { createHash } from 'node:crypto';
import Router from '@koa/router';
import { FEATURING_PLANS, type FeatureDealRequest } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { requireAccount } from '../../http/auth.js';
import { publicCors } from '../../http/cors.js';
import { idParam, validateBody } from '../../http/validate.js';
import type { Business } from '../accounts/business.model.js';
import { providerNameFor } from '../payments/payment-provider.js';
import { createFeaturingService } from './featuring.service.js';
import { doc, returns } from '../../http/route-doc.js';

export function featuringRoutes(deps: AppDeps): Router {
  const { passport, config } = deps;
  const featuring = createFeaturingService(deps, providerNameFor(config));
  const router = new Router();
  const cors = publicCors(config.widgetOrigins);

  // The plans never change while the process runs: one body, one ETag.
  const plansBody = JSON.stringify(FEATURING_PLANS);
  const plansEtag = `"${createHash('sha1').update(plansBody).digest('base64url')}"`;

  router.options('/api/featuring/plans', cors);
  router.get('/api/featuring/plans', doc({ summary: 'What featuring a deal costs', responses: { 200: { description: 'The plans', headers: { ETag: 'The answer\'s version' }, type: 'FeaturingPlan[]' }, 304: 'Not changed since the ETag sent' } }), cors, (ctx) => {
    ctx.set('ETag', plansEtag);
    ctx.set('Cache-Control', 'public, max-age=300');
    if (ctx.get('if-none-match') === plansEtag) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/json';
    ctx.body = plansBody;
  });

  router.post('/api/deals/:id/feature', doc({ summary: 'Feature a deal with a paid plan (a captured payment)', responses: { 200: returns('FeatureDealResponse', 'The featured deal'), 402: 'The payment is not captured', 409: 'The payment is used already' } }), requireAccount(passport, 'business'), validateBody('deal-feature'), async (ctx) => {
    ctx.body = await featuring.feature(ctx.state.business as Business, idParam(ctx), ctx.state.input as FeatureDealRequest);
  });

  return router;
}
