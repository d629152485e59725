// The coupon dialog's Add to calendar and Add to Apple Wallet: links for the holder, then the files.
import Router from '@koa/router';
import type Koa from 'koa';
import type { AppDeps } from '../../context.js';
import { requireAccount } from '../../http/auth.js';
import { idParam } from '../../http/validate.js';
import type { User } from '../accounts/user.model.js';
import { createWalletService } from './wallet.service.js';

export function walletRoutes(deps: AppDeps): Router {
  const { passport } = deps;
  const wallet = createWalletService(deps);
  const router = new Router();
  const signedInUser = requireAccount(passport, 'user');

  /** The holder: by a download link's `token` (what a phone's browser opens), else by the bearer session. */
  const holder: Koa.Middleware = async (ctx, next) => {
    if (ctx.query.token === undefined) return signedInUser(ctx, next);
    ctx.state.user = await wallet.holderOfLink(ctx.query.token, idParam(ctx));
    return next();
  };

  /** A file to keep, never kept by a cache on the way (it is one person's coupon). */
  const download = (ctx: Koa.Context, type: string, filename: string, body: string | Buffer) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.attachment(filename);
    ctx.type = type;
    ctx.body = body;
  };

  router.get('/api/coupons/:id/downloads', signedInUser, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await wallet.links(ctx.state.user as User, idParam(ctx));
  });

  router.get('/api/coupons/:id/calendar.ics', holder, async (ctx) => {
    const { body, filename } = await wallet.calendar(ctx.state.user as User, idParam(ctx));
    download(ctx, 'text/calendar; charset=utf-8', filename, body);
  });

  router.get('/api/coupons/:id/wallet.pkpass', holder, async (ctx) => {
    const { body, filename } = await wallet.walletPass(ctx.state.user as User, idParam(ctx));
    download(ctx, 'application/vnd.apple.pkpass', filename, body);
  });

  return router;
}
