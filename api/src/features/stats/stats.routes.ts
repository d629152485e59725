import Router from '@koa/router';
import type { AppDeps } from '../../context.js';
import { requireAccount } from '../../http/auth.js';
import type { Business } from '../accounts/business.model.js';
import type { User } from '../accounts/user.model.js';
import { businessStats, userStats } from './stats.service.js';
import { doc, returns } from '../../http/route-doc.js';

export function statsRoutes({ db, passport }: AppDeps): Router {
  const router = new Router();
  router.get('/api/user/stats', doc({ summary: 'The deal hunter\'s savings and coupons in figures', responses: { 200: returns('UserStats', 'The figures') } }), requireAccount(passport, 'user'), async (ctx) => {
    ctx.body = await userStats(db, (ctx.state.user as User).id);
  });
  router.get('/api/business/stats', doc({ summary: 'The business\'s deals, claims and redemptions in figures', responses: { 200: returns('BusinessStats', 'The figures') } }), requireAccount(passport, 'business'), async (ctx) => {
    ctx.body = await businessStats(db, (ctx.state.business as Business).id);
  });
  return router;
}
