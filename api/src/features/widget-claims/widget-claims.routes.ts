import Router from '@koa/router';
import type Koa from 'koa';
import { MESSAGES, type ClaimResponse, type ClaimCodeRequest, type ClaimCodeVerifyRequest, type ClaimInPlaceRequest } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { publicCors } from '../../http/cors.js';
import { rateLimit } from '../../http/rate-limit.js';
import { validateBody } from '../../http/validate.js';
import { doc, markAccess, refused, said, returns } from '../../http/route-doc.js';
import { createWidgetClaimsService } from './widget-claims.service.js';
import { requestLanguage } from '../../http/language.js';

/**
 * Claiming inside a partner's widget: called from partner pages, so CORS for WIDGET_ORIGINS like the public
 * reads; no cookie is read or set, the claim token travels in the Authorization header.
 */
export function widgetClaimsRoutes(deps: AppDeps): Router {
  const { config, rateLimits } = deps;
  const claims = createWidgetClaimsService(deps);
  const cors = publicCors(config.widgetOrigins, 'POST, OPTIONS', 'Content-Type, Authorization');
  const router = new Router();

  router.options('/api/widget-claims/code', cors);
  router.post('/api/widget-claims/code', doc({ summary: 'Mail a claim code for a deal', responses: { 202: said('The code is on its way', MESSAGES.claimCodeSent), 404: 'No such deal', 409: 'The deal is not running or sold out' } }), cors, rateLimit('claim-code', rateLimits.claimCode), validateBody('claim-code-request'), async (ctx) => {
    const { email, dealId } = ctx.state.input as ClaimCodeRequest;
    await claims.requestCode(email, dealId, requestLanguage(ctx));
    ctx.status = 202;
    ctx.body = { message: MESSAGES.claimCodeSent };
  });

  router.options('/api/widget-claims/verify', cors);
  router.post('/api/widget-claims/verify', doc({ summary: 'The mailed code for a claim token', responses: { 200: returns('ClaimCodeVerifyResponse', '`claimToken`, `expiresInSeconds`, and `account` (its first name) when the e-mail has one'), 400: 'A wrong or expired code', 403: 'The e-mail is a business\'s (or staff\'s, or a partner\'s) account, which does not claim' } }), cors, rateLimit('claim-verify', rateLimits.claimVerify), validateBody('claim-code-verify'), async (ctx) => {
    const { email, code, dealId } = ctx.state.input as ClaimCodeVerifyRequest;
    ctx.body = await claims.verifyCode(email, code, dealId);
  });

  router.options('/api/widget-claims', cors);
  const claimToken: Koa.Middleware = markAccess(async (ctx, next) => {
    ctx.state.claim = claims.readToken(ctx.get('Authorization'));
    await next();
  }, { schemes: ['claimToken'] });
  router.post('/api/widget-claims', doc({ summary: 'Claim the deal with the claim token', description: 'An e-mail without an account gets one (the names and consent in the body).', responses: { 201: returns('ClaimResponse', '`coupon`, and a message'), 403: 'The e-mail is an account that does not claim (a business, staff, a partner)', 409: refused('Already claimed, sold out, or not running', MESSAGES.alreadyClaimed) } }), cors, claimToken, validateBody('claim-in-place'), async (ctx) => {
    const coupon = await claims.claim(ctx.state.claim as { email: string; dealId: number }, ctx.state.input as ClaimInPlaceRequest, requestLanguage(ctx));
    ctx.status = 201;
    ctx.body = { message: MESSAGES.dealClaimed, coupon } satisfies ClaimResponse;
  });

  return router;
}
