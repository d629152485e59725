// Verified reviews: the holder of a redeemed coupon writes, edits and deletes; everyone reads a business's; anyone
// signed in reports; the business replies and sees its own. Moderation is the administrators' (admin.routes.ts).
import Router from '@koa/router';
import {
  MESSAGES, REVIEWS_PAGE_MAX, REVIEWS_SHOWN, type ReviewCreateRequest, type ReviewReplyRequest, type ReviewReplyResponse, type ReviewReportRequest, type ReviewResponse,
  type ReviewUpdateRequest,
} from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { requireAccount } from '../../http/auth.js';
import { publicCors } from '../../http/cors.js';
import { ValidationError } from '../../http/errors.js';
import { idParam, validateBody } from '../../http/validate.js';
import type { Business } from '../accounts/business.model.js';
import type { User } from '../accounts/user.model.js';
import { createReviewsService } from './reviews.service.js';
import { doc, refused, said, returns } from '../../http/route-doc.js';

/** `?limit=` and `?offset=` of the public list: whole numbers, limit at most REVIEWS_PAGE_MAX. */
function page(query: Record<string, unknown>): { limit: number; offset: number } {
  const read = (name: string, fallback: number, max: number) => {
    const raw = query[name];
    if (raw === undefined) return fallback;
    if (typeof raw !== 'string' || !/^\d{1,6}$/.test(raw) || Number(raw) > max) {
      throw new ValidationError([{ field: name, message: `${name} must be a whole number from 0 to ${max}` }]);
    }
    return Number(raw);
  };
  return { limit: Math.max(1, read('limit', REVIEWS_SHOWN, REVIEWS_PAGE_MAX)), offset: read('offset', 0, 100_000) };
}

export function reviewsRoutes(deps: AppDeps): Router {
  const { passport, config } = deps;
  const reviews = createReviewsService(deps);
  const reviewer = requireAccount(passport, 'user', MESSAGES.reviewUsersOnly);
  const owner = requireAccount(passport, 'business');
  const cors = publicCors(config.widgetOrigins);
  const router = new Router();

  // Public: what the deal dialog (site and widgets) shows under a business's rating.
  router.options('/api/businesses/:id/reviews', cors);
  router.get('/api/businesses/:id/reviews', doc({ summary: 'A business\'s verified reviews', query: { limit: { description: 'How many (default 20)', schema: { type: 'integer', minimum: 0 } }, offset: { description: 'How many to skip', schema: { type: 'integer', minimum: 0 } } }, responses: { 200: returns('BusinessReviews', 'The business\'s rating and its newest visible reviews') } }), cors, async (ctx) => {
    const { limit, offset } = page(ctx.query);
    ctx.set('Cache-Control', 'public, max-age=30');
    ctx.body = await reviews.listForBusiness(idParam(ctx), limit, offset);
  });

  router.post('/api/reviews', doc({ summary: 'Review a redeemed coupon\'s business', responses: { 201: returns('ReviewResponse', '`review`, and a message'), 404: 'No such coupon of yours', 409: refused('Reviewed already, or the coupon is not redeemed', MESSAGES.reviewAlreadyWritten) } }), reviewer, validateBody('review-create'), async (ctx) => {
    const review = await reviews.create(ctx.state.user as User, ctx.state.input as ReviewCreateRequest);
    ctx.status = 201;
    ctx.body = { message: MESSAGES.reviewSaved, review } satisfies ReviewResponse;
  });

  router.put('/api/reviews/:id', doc({ summary: 'Change one\'s review', responses: { 200: returns('ReviewResponse', '`review`, and a message'), 409: 'Past the time a review may be changed' } }), reviewer, validateBody('review-update'), async (ctx) => {
    const review = await reviews.update(ctx.state.user as User, idParam(ctx), ctx.state.input as ReviewUpdateRequest);
    ctx.body = { message: MESSAGES.reviewUpdated, review } satisfies ReviewResponse;
  });

  router.delete('/api/reviews/:id', doc({ summary: 'Delete one\'s review', responses: { 200: said('Deleted') } }), reviewer, async (ctx) => {
    await reviews.remove(ctx.state.user as User, idParam(ctx));
    ctx.body = { message: MESSAGES.reviewDeleted };
  });

  router.get('/api/user/reviews', doc({ summary: 'The deal hunter\'s reviews', responses: { 200: returns('OwnReview[]', 'The reviews') } }), reviewer, async (ctx) => {
    ctx.body = await reviews.listForUser(ctx.state.user as User);
  });

  // Anyone signed in (a deal hunter or a business) reports a review or its reply.
  router.post('/api/reviews/:id/reports', doc({ summary: 'Report a review to the administrators', responses: { 201: said('Reported'), 200: said('Reported already'), 409: 'Reported already' } }), requireAccount(passport), validateBody('review-report'), async (ctx) => {
    const { part, reason } = ctx.state.input as ReviewReportRequest;
    await reviews.report(ctx.state.user as User, idParam(ctx), part, reason);
    ctx.body = { message: MESSAGES.reportSaved };
  });

  router.get('/api/business/reviews', doc({ summary: 'The reviews of the business', query: { awaitingReply: { description: '`true`: only those not answered yet', schema: { type: 'string', enum: ['true', 'false'] } } }, responses: { 200: returns('BusinessReview[]', 'The reviews, newest first') } }), owner, async (ctx) => {
    ctx.body = await reviews.listOwn(ctx.state.business as Business, ctx.query.awaitingReply === 'true');
  });

  router.get('/api/business/reviews/summary', doc({ summary: 'The business\'s rating in figures', responses: { 200: returns('BusinessReviewSummary', 'The rating, its trend by month, the reviews awaiting a reply') } }), owner, async (ctx) => {
    ctx.body = await reviews.summary(ctx.state.business as Business);
  });

  router.put('/api/business/reviews/:id/reply', doc({ summary: 'Answer a review', responses: { 200: returns('ReviewReplyResponse', '`review`, and a message') } }), owner, validateBody('review-reply'), async (ctx) => {
    const review = await reviews.reply(ctx.state.business as Business, idParam(ctx), (ctx.state.input as ReviewReplyRequest).text);
    ctx.body = { message: MESSAGES.replySaved, review } satisfies ReviewReplyResponse;
  });

  return router;
}
