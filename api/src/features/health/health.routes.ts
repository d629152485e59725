import Router from '@koa/router';
import type { AppDeps } from '../../context.js';
import { doc } from '../../http/route-doc.js';

/**
 * `/api/health`: 200 {"status":"ok"} once migrations have run (createApp is only called after them) and the database
 * answers — liveness. `/api/ready`: the same, and 503 {"status":"draining"} once the process is stopping. While a
 * process migrates and seeds, its listener answers both with 503 {"status":"starting"} (server/src/server.ts).
 */
export function healthRoutes({ db, lifecycle }: AppDeps): Router {
  const router = new Router();
  router.get('/api/health', doc({ summary: 'Liveness: the database answers', tag: 'Operations', responses: { 200: { description: '`{ status: "ok" }`', schema: { type: 'object', properties: { status: { type: 'string' } } } } } }), async (ctx) => {
    await db.raw('select 1');
    ctx.body = { status: 'ok' };
  });
  // Readiness for a load balancer: 503 from the moment the process starts draining (SIGTERM: it finishes the requests
  // it has and takes no new connections), so the balancer stops sending before the port closes.
  router.get('/api/ready', doc({ summary: 'Readiness for a load balancer', tag: 'Operations', responses: { 200: { description: '`{ status: "ready" }`', schema: { type: 'object', properties: { status: { type: 'string' } } } }, 503: { description: '`{ status: "draining" }`: the process is stopping', schema: { type: 'object', properties: { status: { type: 'string' } } } } } }), async (ctx) => {
    if (lifecycle.draining) {
      ctx.status = 503;
      ctx.set('Retry-After', '5');
      ctx.body = { status: 'draining' };
      return;
    }
    await db.raw('select 1');
    ctx.body = { status: 'ready' };
  });
  return router;
}
