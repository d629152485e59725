// Favourites toggle per deal (spec §4). Adding twice or removing a missing one is not an error: the end state is what counts.
import Router from '@koa/router';
import { MESSAGES, type FavoriteResponse } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { requireAccount } from '../../http/auth.js';
import { NotFoundError } from '../../http/errors.js';
import { idParam, validateBody } from '../../http/validate.js';
import type { User } from '../accounts/user.model.js';
import { dealsQuery, toDealDto } from '../deals/deals.queries.js';
import { doc, said, returns } from '../../http/route-doc.js';

export function favoritesRoutes({ db, passport }: AppDeps): Router {
  const router = new Router();
  const userOnly = requireAccount(passport, 'user');

  router.post('/api/favorites', doc({ summary: 'Add a deal to the favourites', responses: { 201: returns('FavoriteResponse', '`dealId`, and a message'), 404: 'No such deal' } }), userOnly, validateBody('deal-ref'), async (ctx) => {
    const { dealId } = ctx.state.input as { dealId: number };
    if (!(await db('deals').where({ id: dealId }).first('id'))) throw new NotFoundError(MESSAGES.dealNotFound);
    await db('favorites').insert({ userId: (ctx.state.user as User).id, dealId }).onConflict(['userId', 'dealId']).ignore();
    ctx.status = 201;
    ctx.body = { message: MESSAGES.addedToFavorites, dealId } satisfies FavoriteResponse;
  });

  router.delete('/api/favorites/:dealId', doc({ summary: 'Remove a deal from the favourites', responses: { 200: returns('FavoriteResponse', '`dealId`, and a message') } }), userOnly, async (ctx) => {
    const dealId = idParam(ctx, 'dealId');
    await db('favorites').where({ userId: (ctx.state.user as User).id, dealId }).delete();
    ctx.body = { message: MESSAGES.removedFromFavorites, dealId } satisfies FavoriteResponse;
  });

  router.get('/api/user/favorites', doc({ summary: 'The favourite deals', responses: { 200: returns('Deal[]', 'The deals') } }), userOnly, async (ctx) => {
    const rows = await dealsQuery(db)
      .join('favorites as f', 'f.dealId', 'd.id')
      .where('f.userId', (ctx.state.user as User).id)
      .orderBy('f.createdAt', 'desc');
    const now = Date.now();
    ctx.body = rows.map((r: Parameters<typeof toDealDto>[0]) => toDealDto(r, now));
  });

  return router;
}
