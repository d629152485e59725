import Router from '@koa/router';
import { MESSAGES, validate, type ClaimRequest, type ClaimResponse, type RedeemResponse } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { requireAccount } from '../../http/auth.js';
import { ValidationError } from '../../http/errors.js';
import { idParam, validateBody } from '../../http/validate.js';
import type { Business } from '../accounts/business.model.js';
import type { User } from '../accounts/user.model.js';
import { createCouponsService, redeemerOf } from './coupons.service.js';
import { doc, refused, said, returns } from '../../http/route-doc.js';
import { ANSWER_OVERRIDES } from '../../http/api-examples.js';

export function couponsRoutes(deps: AppDeps): Router {
  const { passport } = deps;
  const coupons = createCouponsService(deps);
  const router = new Router();

  router.post('/api/coupons', doc({ summary: 'Claim a deal: a coupon', responses: { 201: returns('ClaimResponse', '`coupon`, and a message'), 404: 'No such deal', 409: refused('Already claimed, sold out, or not running', MESSAGES.alreadyClaimed) } }), requireAccount(passport, 'user', MESSAGES.businessCannotClaim), validateBody('coupon-claim'), async (ctx) => {
    const { dealId, ref } = ctx.state.input as ClaimRequest;
    const coupon = await coupons.claim(ctx.state.user as User, dealId, ref);
    ctx.status = 201;
    ctx.body = { message: MESSAGES.dealClaimed, coupon } satisfies ClaimResponse;
  });

  router.put('/api/coupons/:id/use', doc({ summary: 'Mark a coupon used', responses: { 200: returns('ClaimResponse', '`coupon`, and a message', ANSWER_OVERRIDES.couponMarkedUsed), 409: 'Already used (`usedAt` says when), or expired' } }), requireAccount(passport), async (ctx) => {
    const coupon = await coupons.use({ user: ctx.state.user as User, business: ctx.state.business as Business | undefined }, idParam(ctx));
    ctx.body = { message: MESSAGES.couponUsed, coupon } satisfies ClaimResponse;
  });

  // The counter: the business's owner or its staff; each redemption records who made it.
  const counter = requireAccount(passport, ['business', 'staff']);

  router.post('/api/business/redeem', doc({ summary: 'Redeem a coupon at the counter by its code', responses: { 200: returns('RedeemResponse', '`coupon`, `customerFirstName`, and a message'), 404: refused('No coupon with this code for this business', MESSAGES.couponNotFound), 409: refused('Already used (`usedAt` says when), or expired', MESSAGES.couponAlreadyUsed) } }), counter, validateBody('coupon-redeem'), async (ctx) => {
    const user = ctx.state.user as User;
    const by = redeemerOf(user, user.userType === 'staff' ? 'staff' : 'owner');
    const { coupon, customerFirstName } = await coupons.redeem(ctx.state.business as Business, (ctx.state.input as { couponCode: string }).couponCode, by);
    ctx.body = { message: MESSAGES.couponUsed, coupon, customerFirstName } satisfies RedeemResponse;
  });

  // The Counter page's "today": `since` is the start of the counter's own day (the browser knows its time zone).
  router.get('/api/business/redemptions', doc({ summary: 'The coupons redeemed since a moment', querySchema: 'redemptions-query', query: { since: { description: 'ISO date and time with its offset: the start of the counter\'s own day', example: '2026-12-01T00:00:00-10:00' } }, responses: { 200: returns('Redemption[]', 'The redemptions, newest first'), 400: 'No or a bad `since`' } }), counter, async (ctx) => {
    const query = validate('redemptions-query', ctx.query);
    if (!query.ok) throw new ValidationError(query.errors);
    ctx.body = await coupons.redemptionsSince(ctx.state.business as Business, new Date((query.value as { since: string }).since));
  });

  router.get('/api/business/deals/:id/coupons', doc({ summary: 'The coupons claimed of one of the business\'s deals', responses: { 200: returns('DealCoupon[]', 'The coupons') } }), requireAccount(passport, 'business'), async (ctx) => {
    ctx.body = await coupons.listForDeal(ctx.state.business as Business, idParam(ctx));
  });

  router.get('/api/user/coupons', doc({ summary: 'The deal hunter\'s coupons', responses: { 200: returns('Coupon[]', 'The coupons, with their deals') } }), requireAccount(passport, 'user'), async (ctx) => {
    ctx.body = await coupons.listForUser(ctx.state.user as User);
  });

  return router;
}
