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
    ctx.state.reqId = reqId; // later log lines of this request carry it (see error-handler.ts)
    ctx.set('X-Request-Id', reqId);
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 100) / 100;
      // Links from e-mails carry tokens in the query: they never reach the logs.
      const url = ctx.querystring.includes('token=') ? ctx.url.replace(/token=[^&]*/g, 'token=[redacted]') : ctx.url;
      if (ctx.status >= 500) log.error({ reqId, method: ctx.method, url, status: ctx.status, ms }, 'request');
      else log.info({ reqId, method: ctx.method, url, status: ctx.status, ms }, 'request');
    }
  };
}
