// GET /api/deals/live?ids=12,14,15: the remaining coupons of those deals as Server-Sent Events (live-counts.ts), for
// the site and for partner pages (CORS as the public reads: WIDGET_ORIGINS). Mounted before the deals' routes, whose
// /api/deals/:id would take "live" for an id.
import Router from '@koa/router';
import { LIVE_COUNTS_PATH, LIVE_IDS_MESSAGE, LIVE_MAX_STREAMS_PER_ADDRESS, MESSAGES, parseLiveDealIds } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { publicCors } from '../../http/cors.js';
import { AppError, ValidationError } from '../../http/errors.js';
import { LIVE_HEADERS } from './live-counts.js';
import { doc } from '../../http/route-doc.js';

export function liveRoutes({ config, liveCounts, lifecycle }: AppDeps): Router {
  const router = new Router();
  const cors = publicCors(config.widgetOrigins);
  /** Open streams per client address (ctx.ip: X-Forwarded-For behind TRUST_PROXY), in this process. */
  const openByAddress = new Map<string, number>();

  router.options(LIVE_COUNTS_PATH, cors);

  router.get(LIVE_COUNTS_PATH, doc({ summary: 'Live claim counts (Server-Sent Events)', description: 'A stream of `event: counts` lines as deals are claimed.', query: { ids: { description: 'Deal ids, comma separated', required: true } }, responses: { 200: { description: 'The event stream', mediaType: 'text/event-stream' }, 400: 'No or bad `ids`', 429: 'Too many streams from this address', 503: 'The server is restarting' } }), cors, (ctx) => {
    const ids = parseLiveDealIds(ctx.query.ids);
    if (!ids) throw new ValidationError([{ field: 'ids', message: LIVE_IDS_MESSAGE }]);
    // A draining process takes no new stream: the browser's next try reaches another process.
    if (lifecycle.draining) throw new AppError(503, 'This server is restarting. Please try again in a moment.', undefined, undefined, { 'Retry-After': '5' });
    // A HEAD asks what a stream would answer, not for one.
    if (ctx.method === 'HEAD') {
      ctx.set(LIVE_HEADERS);
      ctx.status = 200;
      return;
    }
    // Koa sends nothing more: the hub writes the head (with the headers set so far: CORS, security, request id) and
    // the events, and the response ends when the browser leaves, the reader stalls, or the process drains.
    const address = ctx.ip;
    const open = openByAddress.get(address) ?? 0;
    if (open >= LIVE_MAX_STREAMS_PER_ADDRESS) throw new AppError(429, MESSAGES.tooManyRequests, undefined, undefined, { 'Retry-After': '30' });
    openByAddress.set(address, open + 1);
    ctx.res.once('close', () => {
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left > 0) openByAddress.set(address, left);
      else openByAddress.delete(address);
    });
    ctx.respond = false;
    ctx.status = 200; // what the access log and the metrics record when the stream ends
    liveCounts.open(ctx.res, ids);
  });

  return router;
}
