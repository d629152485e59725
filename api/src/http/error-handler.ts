// First in the chain: AppErrors and client errors become CONTRACT §3 JSON; database errors map to 409/400;
// anything else is a 500 with a generic message. Never a stack, SQL or path in a response. Every answer's message is
// said in the caller's language (language.ts).
import type Koa from 'koa';
import { MESSAGES } from '@dadeal/core';
import { AppError, dbErrorCode } from './errors.js';
import { localizeAnswer } from './language.js';

interface DbError {
  code?: string;
  constraint?: string;
}

const DB_CONFLICT = '23505'; // unique_violation
const DB_BAD_INPUT = new Set(['23514', '22P02', '22003', '22007', '22008', '23502', '22001']); // check, syntax, range, datetime, not null, too long
const DB_FK = '23503';

export function errorHandler(): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // Answers made outside our handlers (no route: 404, wrong method: 405 from allowedMethods) are JSON too.
      if (ctx.status >= 400 && ctx.path.startsWith('/api') && (ctx.body === undefined || typeof ctx.body === 'string')) {
        const status = ctx.status;
        ctx.body = { message: status === 404 ? MESSAGES.notFound : status === 405 ? MESSAGES.methodNotAllowed : clientErrorMessage(status) };
        ctx.status = status;
      }
      await localizeAnswer(ctx);
    } catch (err) {
      const e = err as Error & DbError & { status?: number; expose?: boolean };
      // Objection's wrapped errors (UniqueViolationError …) carry the driver's code on their nativeError.
      if (e && typeof e === 'object' && e.code === undefined && dbErrorCode(e)) e.code = dbErrorCode(e);
      let status = 500;
      let body: Record<string, unknown> = { message: MESSAGES.internal };
      if (e instanceof AppError) {
        status = e.status;
        body = { ...e.extra, message: e.message, ...(e.errors ? { errors: e.errors } : {}) };
        if (e.headers) ctx.set(e.headers);
      } else if (e.code === DB_CONFLICT) {
        status = 409;
        body = { message: MESSAGES.recordExists };
      } else if (e.code && DB_BAD_INPUT.has(e.code)) {
        status = 400;
        body = { message: MESSAGES.valueOutOfRange };
      } else if (e.code === DB_FK) {
        status = 409;
        body = { message: MESSAGES.recordLinked };
      } else if (typeof e.code === 'string' && e.code.startsWith('Z_')) {
        // A compressed body that does not decompress (zlib): malformed input, like broken JSON.
        status = 400;
        body = { message: clientErrorMessage(400) };
      } else if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
        // Client errors from koa-body and friends (malformed JSON, too large, wrong type).
        status = e.status;
        body = { message: clientErrorMessage(status) };
      }
      ctx.status = status;
      ctx.body = body;
      await localizeAnswer(ctx);
      const log = ctx.app.context.log;
      if (status >= 500) log?.error({ err: e, reqId: ctx.state.reqId }, 'request failed');
      else log?.debug({ reqId: ctx.state.reqId, status, message: body.message }, 'request refused');
    }
  };
}

function clientErrorMessage(status: number): string {
  switch (status) {
    case 413: return MESSAGES.fileTooLarge;
    case 415: return MESSAGES.invalidFileType;
    case 400: return MESSAGES.invalidJson;
    default: return MESSAGES.requestNotProcessed;
  }
}
