// A request id per request (X-Request-Id in and out) and one structured log line when its answer is sent (or the
// connection closes first): `{reqId, method, url, status, ms}` with the message "request", at error level for a 5xx or
// a failed answer. Links from e-mails carry tokens in the query: they never reach the logs.
//
// The line is the one pino would write — its level number, its time function, the logger's bindings, then the fields
// and the message — but put together here from fixed fields and written to the logger's own stream: pino's generic
// serialisation of the object cost ≈ 12 µs of server CPU per request and pino-http's child logger more (measured with
// api/bench/request-log.bench.ts; pino-http with synchronous writes cost +29.6 µs per request, docs/decisions/0101-… gives
// this one's figure on the buffered access stream). Lines at a level the logger does not write are not made.
//
// Two users: the Koa middleware below (every request Koa answers) and the public reads' replay (features/deals/
// read-replay.ts), which answers before Koa and writes the same line through the same AccessLog.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type Koa from 'koa';
import pino from 'pino';
import type { Logger } from '../logger.js';

export interface AccessLog {
  /** The caller's X-Request-Id when it is usable, else a new one. */
  requestId(req: IncomingMessage): string;
  /** Writes the request's line now: `url` as it arrived, `started` performance.now() when it arrived. */
  line(method: string | undefined, url: string, status: number, reqId: string, started: number, failed?: boolean): void;
}

const VALID_ID = /^[\w-]{8,64}$/;

const redact = (url: string) => (url.includes('token=') ? url.replace(/token=[^&]*/g, 'token=[redacted]') : url);

/** Lines as pino would write `{level, time, …bindings, reqId, method, url, status, ms, msg: "request"}`, on its stream. */
export function accessLog(log: Logger): AccessLog {
  const internals = log as unknown as Record<symbol, unknown>;
  const stream = internals[pino.symbols.streamSym] as { write(line: string): unknown };
  const time = internals[pino.symbols.timeSym] as () => string;
  const bindings = internals[pino.symbols.chindingsSym] as string; // ',"service":"dadeal"', made once by pino
  // One time string per millisecond: a busy server answers many requests in each, and the string is the same.
  let timeAt = 0;
  let timeText = '';
  const info = log.levels.values.info;
  const error = log.levels.values.error;
  return {
    requestId(req) {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && VALID_ID.test(incoming) ? incoming : randomUUID();
    },
    line(method, url, status, reqId, started, failed = false) {
      const level = failed || status >= 500 ? 'error' : 'info';
      if (!log.isLevelEnabled(level)) return;
      const now = Date.now();
      if (now !== timeAt) {
        timeAt = now;
        timeText = time();
      }
      const ms = Math.round((performance.now() - started) * 100) / 100;
      // reqId is an id we made or one VALID_ID let in, and the method a token Node's parser checked: neither needs escaping.
      stream.write(
        `{"level":${level === 'info' ? info : error}${timeText}${bindings},"reqId":"${reqId}","method":"${method}","url":${JSON.stringify(redact(url))},"status":${status},"ms":${ms},"msg":"request"}\n`,
      );
    },
  };
}

export function requestLog(log: Logger | AccessLog): Koa.Middleware {
  const access = 'line' in log ? log : accessLog(log);
  return async (ctx, next) => {
    const started = performance.now();
    const { req, res } = ctx;
    const url = ctx.originalUrl;
    const reqId = access.requestId(req);
    ctx.state.reqId = reqId; // later log lines of this request carry it (see error-handler.ts)
    res.setHeader('X-Request-Id', reqId);
    // A response emits 'close' once, after it finished or when its connection ended first; `errored` says which failed.
    res.once('close', () => access.line(req.method, url, res.statusCode, reqId, started, res.errored != null));
    await next();
  };
}
