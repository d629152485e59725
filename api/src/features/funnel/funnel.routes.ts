import Router from '@koa/router';
import type { AppDeps } from '../../context.js';
import { requireAccount } from '../../http/auth.js';
import { publicCors } from '../../http/cors.js';
import { rateLimit } from '../../http/rate-limit.js';
import { idParam } from '../../http/validate.js';
import type { Business } from '../accounts/business.model.js';
import { businessFunnel, countView } from './funnel.service.js';
import { countPartnerView } from '../partners/partners.service.js';
import { normalizePartnerRef } from '@dadeal/core';
import { doc, returns } from '../../http/route-doc.js';

/** The beacon's path, which app.ts lets through without reading a body. */
export const VIEW_BEACON_PATH = /^\/api\/deals\/[^/]+\/view$/;

export function funnelRoutes({ db, passport, config, rateLimits }: AppDeps): Router {
  const router = new Router();
  const cors = publicCors(config.widgetOrigins, 'POST, OPTIONS');

  /**
   * The deal-view beacon (navigator.sendBeacon from the site and partner widgets): public, any body or none (never
   * read: app.ts lets it through without the JSON check), 204 whatever the count, so it tells nothing. A view is not
   * deal data: the public listing cache stays as it is.
   */
  router.options('/api/deals/:id/view', cors);
  router.post('/api/deals/:id/view', doc({ summary: 'Count a view of a deal (a beacon)', description: 'No body is read: `navigator.sendBeacon` works.', query: { ref: { description: 'The partner whose page showed the deal (its ref, as in the embed); case and spaces ignored; one that is no partner\'s counts the view alone', schema: { type: 'string' } } }, responses: { 204: 'Counted' } }), cors, rateLimit('view', rateLimits.view), async (ctx) => {
    const dealId = idParam(ctx);
    await countView(db, dealId);
    // A partner's widget says whose page it is (?ref=): counted for that partner's report too.
    const ref = normalizePartnerRef(ctx.query.ref);
    if (ref) await countPartnerView(db, ref, dealId);
    ctx.status = 204;
  });

  router.get('/api/business/funnel', doc({ summary: 'Views, claims and redemptions of the business\'s deals, per day', responses: { 200: returns('BusinessFunnel', 'The funnel') } }), requireAccount(passport, 'business'), async (ctx) => {
    ctx.body = await businessFunnel(db, (ctx.state.business as Business).id);
  });

  return router;
}
