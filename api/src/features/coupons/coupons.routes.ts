import Router from '@koa/router';
import { MESSAGES, type ClaimRequest } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { requireAccount } from '../../http/auth.js';
import { idParam, validateBody } from '../../http/validate.js';
import type { Business } from '../accounts/business.model.js';
import type { User } from '../accounts/user.model.js';
import { createCouponsService } from './coupons.service.js';

export function couponsRoutes(deps: AppDeps): Router {
  const { passport } = deps;
  const coupons = createCouponsService(deps);
  const router = new Router();

  router.post('/api/coupons', requireAccount(passport, 'user', MESSAGES.businessCannotClaim), validateBody('coupon-claim'), async (ctx) => {
    const { dealId, ref } = ctx.state.input as ClaimRequest;
    const coupon = await coupons.claim(ctx.state.user as User, dealId, ref);
    ctx.status = 201;
    ctx.body = { message: MESSAGES.dealClaimed, coupon };
  });

  router.put('/api/coupons/:id/use', requireAccount(passport), async (ctx) => {
    const coupon = await coupons.use({ user: ctx.state.user as User, business: ctx.state.business as Business | undefined }, idParam(ctx));
    ctx.body = { message: MESSAGES.couponUsed, coupon };
  });

  router.post('/api/business/redeem', requireAccount(passport, 'business'), validateBody('coupon-redeem'), async (ctx) => {
    const { coupon, customerFirstName } = await coupons.redeem(ctx.state.business as Business, (ctx.state.input as { couponCode: string }).couponCode);
    ctx.body = { message: MESSAGES.couponUsed, coupon, customerFirstName };
  });

  router.get('/api/user/coupons', requireAccount(passport, 'user'), async (ctx) => {
    ctx.body = await coupons.listForUser(ctx.state.user as User);
  });

  return router;
}
