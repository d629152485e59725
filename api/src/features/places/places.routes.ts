// A business's own places (its dashboard's profile): read them, or replace them all in one transaction.
import Router from '@koa/router';
import type { Place, PlacesResponse } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { requireAccount } from '../../http/auth.js';
import { validateBody } from '../../http/validate.js';
import type { Business } from '../accounts/business.model.js';
import { placesOf, replacePlaces } from './place-rows.js';
import { doc, returns } from '../../http/route-doc.js';

export function placesRoutes(deps: AppDeps): Router {
  const { passport, db, dealCache } = deps;
  const router = new Router();
  const owner = requireAccount(passport, 'business');

  router.get('/api/business/places', doc({ summary: 'The business\'s places', responses: { 200: returns('PlacesResponse', '`places`') } }), owner, async (ctx) => {
    const business = ctx.state.business as Business;
    ctx.body = { places: (await placesOf(db, [business.id])).get(business.id) ?? [] } satisfies PlacesResponse;
  });

  router.put('/api/business/places', doc({ summary: 'Replace the business\'s places', responses: { 200: returns('PlacesResponse', '`places`, as saved') } }), owner, validateBody('business-places'), async (ctx) => {
    const business = ctx.state.business as Business;
    const { places } = ctx.state.input as { places: Place[] };
    await db.transaction((trx) => replacePlaces(trx, business.id, places));
    dealCache.invalidate(); // every deal of the business shows its places
    ctx.body = { places: (await placesOf(db, [business.id])).get(business.id) ?? [] } satisfies PlacesResponse;
  });

  return router;
}
