// The coupon dialog's Add to calendar and Add to Apple Wallet: links for the holder, then the files.
import Router from '@koa/router';
import type Koa from 'koa';
import type { AppDeps } from '../../context.js';
import { requireAccount } from '../../http/auth.js';
import { idParam } from '../../http/validate.js';
import type { User } from '../accounts/user.model.js';
import { createWalletService } from './wallet.service.js';
import { doc, markAccess, returns } from '../../http/route-doc.js';

export function walletRoutes(deps: AppDeps): Router {
  const { passport } = deps;
  const wallet = createWalletService(deps);
  const router = new Router();
  const signedInUser = requireAccount(passport, 'user');

  /** The holder: by a download link's `token` (what a phone's browser opens), else by the bearer session. */
  const holder: Koa.Middleware = markAccess(async (ctx, next) => {
    if (ctx.query.token === undefined) return signedInUser(ctx, next);
    ctx.state.user = await wallet.holderOfLink(ctx.query.token, idParam(ctx));
    return next();
  }, { schemes: ['userToken'], kinds: ['user'], optional: true });

  /** A file to keep, never kept by a cache on the way (it is one person's coupon). */
  const download = (ctx: Koa.Context, type: string, filename: string, body: string | Buffer) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.attachment(filename);
    ctx.type = type;
    ctx.body = body;
  };

  router.get('/api/coupons/:id/downloads', doc({ summary: 'Download links for a coupon\'s calendar entry and wallet pass', responses: { 200: returns('CouponDownloads', 'The links (they carry a download token of their own)'), 409: 'The coupon is used or expired' } }), signedInUser, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await wallet.links(ctx.state.user as User, idParam(ctx));
  });

  router.get('/api/coupons/:id/calendar.ics', doc({ summary: 'A coupon\'s calendar entry', tag: 'User', query: { token: { description: 'A download link\'s token, instead of the Authorization header' } }, responses: { 200: { description: 'The iCalendar file', mediaType: 'text/calendar' }, 409: 'The coupon is used or expired' } }), holder, async (ctx) => {
    const { body, filename } = await wallet.calendar(ctx.state.user as User, idParam(ctx));
    download(ctx, 'text/calendar; charset=utf-8', filename, body);
  });

  router.get('/api/coupons/:id/wallet.pkpass', doc({ summary: 'A coupon\'s Apple Wallet pass', tag: 'User', query: { token: { description: 'A download link\'s token, instead of the Authorization header' } }, responses: { 200: { description: 'The pass', mediaType: 'application/vnd.apple.pkpass' }, 409: 'The coupon is used or expired', 503: 'The server has no pass certificates' } }), holder, async (ctx) => {
    const { body, filename } = await wallet.walletPass(ctx.state.user as User, idParam(ctx));
    download(ctx, 'application/vnd.apple.pkpass', filename, body);
  });

  return router;
}
