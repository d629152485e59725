// A request id per request (X-Request-Id in and out) and one structured log line when it ends.
import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import type { Logger } from '../logger.js';

export function requestLog(log: Logger): Koa.Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const incoming = ctx.get('x-request-id');
    const reqId = /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.state.reqId = reqId;
    ctx.state.log = log.child({ reqId });
    ctx.set('X-Request-Id', reqId);
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = ctx.status >= 500 ? 'error' : 'info';
      log[level]({ reqId, method: ctx.method, url: ctx.url, status: ctx.status, ms: Math.round(ms * 100) / 100 }, 'request');
    }
  };
}
