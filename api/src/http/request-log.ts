// A request id per request (X-Request-Id in and out) and one structured log line when its answer is sent (or the
// connection closes first): `{reqId, method, url, status, ms}` with the message "request", at error level for a 5xx or
// a failed answer. Links from e-mails carry tokens in the query: they never reach the logs.
//
// The line is the one pino would write — its level number, its time function, the logger's bindings, then the fields
// and the message — but put together here from fixed fields and written to the logger's own stream: pino's generic
// serialisation of the object cost ≈ 12 µs of server CPU per request and pino-http's child logger more (measured with
// api/bench/request-log.bench.ts; pino-http with synchronous writes cost +29.6 µs per request, api/README.md gives
// this one's figure on the buffered access stream). Lines at a level the logger does not write are not made.
import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import pino from 'pino';
import type { Logger } from '../logger.js';

type LineWriter = (level: 'info' | 'error', fields: string) => void;

/** Writes `{"level":…,"time":…,<bindings>,<fields>,"msg":"request"}` as pino would, to the logger's stream. */
function lineWriter(log: Logger): LineWriter {
  const internals = log as unknown as Record<symbol, unknown>;
  const stream = internals[pino.symbols.streamSym] as { write(line: string): unknown };
  const time = internals[pino.symbols.timeSym] as () => string;
  const bindings = internals[pino.symbols.chindingsSym] as string; // ',"service":"dadeal"', made once by pino
  return (level, fields) => {
    if (!log.isLevelEnabled(level)) return;
    stream.write(`{"level":${log.levels.values[level]}${time()}${bindings},${fields},"msg":"request"}\n`);
  };
}

const VALID_ID = /^[\w-]{8,64}$/;

const redact = (url: string) => (url.includes('token=') ? url.replace(/token=[^&]*/g, 'token=[redacted]') : url);

export function requestLog(log: Logger): Koa.Middleware {
  const write = lineWriter(log);
  return async (ctx, next) => {
    const started = performance.now();
    const { req, res } = ctx;
    const incoming = req.headers['x-request-id'];
    const reqId = typeof incoming === 'string' && VALID_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.reqId = reqId; // later log lines of this request carry it (see error-handler.ts)
    ctx.set('X-Request-Id', reqId);
    const url = ctx.originalUrl;
    const done = (err?: unknown) => {
      res.off('finish', done);
      res.off('close', done);
      res.off('error', done);
      const ms = Math.round((performance.now() - started) * 100) / 100;
      const fields = `"reqId":${JSON.stringify(reqId)},"method":${JSON.stringify(req.method)},"url":${JSON.stringify(redact(url))},"status":${res.statusCode},"ms":${ms}`;
      write(err instanceof Error || res.statusCode >= 500 ? 'error' : 'info', fields);
    };
    res.on('finish', done);
    res.on('close', done);
    res.on('error', done);
    await next();
  };
}
