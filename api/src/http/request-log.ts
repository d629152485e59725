// A request id per request (X-Request-Id in and out) and one structured log line when it ends, through pino-http:
// `{reqId, method, url, status, ms}` with the message "request", at error level for a 5xx. Links from e-mails carry
// tokens in the query: they never reach the logs.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Koa from 'koa';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger.js';

const VALID_ID = /^[\w-]{8,64}$/;
const STARTED = Symbol('dadeal.started');

type TimedRequest = IncomingMessage & { [STARTED]?: number; originalUrl?: string };

const redact = (url: string) => (url.includes('token=') ? url.replace(/token=[^&]*/g, 'token=[redacted]') : url);

function line(req: TimedRequest & { id?: unknown }, res: ServerResponse) {
  const started = req[STARTED] ?? performance.now();
  return {
    reqId: req.id,
    method: req.method,
    url: redact(req.originalUrl ?? req.url ?? ''),
    status: res.statusCode,
    ms: Math.round((performance.now() - started) * 100) / 100,
  };
}

export function requestLog(log: Logger): Koa.Middleware {
  const http = pinoHttp({
    logger: log,
    // The line carries the fields of line() only. pino-http makes a child logger bound to `req` for every request
    // whatever the options; serializing req to nothing keeps that child cheap (measured: api/bench/request-log.bench.ts).
    quietResLogger: true,
    wrapSerializers: false,
    serializers: { req: () => undefined, res: () => undefined },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && VALID_ID.test(incoming) ? incoming : randomUUID();
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessObject: (req, res) => line(req, res),
    customErrorObject: (req, res) => line(req, res),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
  });
  return async (ctx, next) => {
    (ctx.req as TimedRequest)[STARTED] = performance.now();
    http(ctx.req, ctx.res);
    const reqId = String(ctx.req.id);
    ctx.state.reqId = reqId; // later log lines of this request carry it (see error-handler.ts)
    ctx.set('X-Request-Id', reqId);
    await next();
  };
}
