// A request id per request (X-Request-Id in and out) and one structured log line when it ends.
import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import type { Logger } from '../logger.js';

const VALID_ID = /^[\w-]{8,64}$/;

export function requestLog(log: Logger): Koa.Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    const incoming = ctx.get('x-request-id');
    const reqId = VALID_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.reqId = reqId;
    // A child logger only for requests that log more than their access line (most never do).
    let child: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', { get: () => (child ??= log.child({ reqId })), configurable: true });
    ctx.set('X-Request-Id', reqId);
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 100) / 100;
      if (ctx.status >= 500) log.error({ reqId, method: ctx.method, url: ctx.url, status: ctx.status, ms }, 'request');
      else log.info({ reqId, method: ctx.method, url: ctx.url, status: ctx.status, ms }, 'request');
    }
  };
}
