import Router from '@koa/router';
import type { AppDeps } from '../../context.js';

/** 200 {"status":"ok"} once migrations have run (createApp is only called after them) and the database answers. */
export function healthRoutes({ db }: AppDeps): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    await db.raw('select 1');
    ctx.body = { status: 'ok' };
  });
  return router;
}
