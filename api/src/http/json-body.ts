// The JSON body reader of the API's JSON endpoints (in place of koa-body there): the same libraries co-body uses
// (inflation, raw-body, @hapi/bourne), but the bytes are decoded as strict UTF-8, so a body that is not valid
// UTF-8 is a 400 instead of being read with U+FFFD replacement characters in place of what was sent.
/// <reference path="../types/inflation.d.ts" />
import type Koa from 'koa';
import bourne from '@hapi/bourne';
import inflate from 'inflation';
import getRawBody from 'raw-body';
import { AppError } from './errors.js';

export const INVALID_UTF8_MESSAGE = 'The request body is not valid UTF-8.';
export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';
export const TOO_DEEP_MESSAGE = 'The request body is nested too deeply.';
/** No form or client of ours nests past 3 levels; thousands of levels overflowed the validator's stack (a 500). */
export const MAX_JSON_DEPTH = 32;
export const PROTO_KEY_MESSAGE = 'The request body must not contain a __proto__ key.';
/** Every JSON endpoint takes an object (core's schemas say so with this message); no call of ours takes an array. */
export const OBJECT_REQUIRED_MESSAGE = 'A JSON object is required';
/** Past the limit: not "File too large", which is the upload's message (spec §5). */
export const BODY_TOO_LARGE_MESSAGE = 'Request body too large';

// DELETE too: an account's deletion carries its password (DELETE /api/user/account, docs/decisions/0081).
const PARSED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// RFC 8259 whitespace, then an object or an array: a bare string or number is not a request body here.
const STRICT_JSON = /^[\x20\x09\x0a\x0d]*[[{]/;
const ARRAY_JSON = /^[\x20\x09\x0a\x0d]*\[/;

export function jsonBody(options: { limit: string }): Koa.Middleware {
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  return async (ctx, next) => {
    if (!PARSED_METHODS.has(ctx.method) || !ctx.is('application/json', '+json')) {
      ctx.request.body = {};
      return next();
    }
    const length = ctx.get('content-length');
    const encoding = ctx.get('content-encoding') || 'identity';
    // raw-body answers 413 past the limit (also after decompression) and 400 when the length does not match.
    let bytes: Buffer;
    try {
      bytes = await getRawBody(inflate(ctx.req), { limit: options.limit, length: length && encoding === 'identity' ? Number(length) : undefined });
    } catch (err) {
      if ((err as { type?: string }).type === 'entity.too.large') throw new AppError(413, BODY_TOO_LARGE_MESSAGE);
      throw err;
    }
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      throw new AppError(400, INVALID_UTF8_MESSAGE);
    }
    if (!text.trim()) {
      ctx.request.body = {};
      return next();
    }
    if (!STRICT_JSON.test(text)) throw new AppError(400, INVALID_JSON_MESSAGE);
    // An array where an object is expected: endpoints that read no body (capture, use) answered it with 2xx.
    if (ARRAY_JSON.test(text)) throw new AppError(400, OBJECT_REQUIRED_MESSAGE);
    if (nestingDepth(text) > MAX_JSON_DEPTH) throw new AppError(400, TOO_DEEP_MESSAGE);
    try {
      // protoAction 'error': a `__proto__` key is refused outright rather than carried along to a later merge.
      ctx.request.body = bourne.parse(text, { protoAction: 'error' });
    } catch (err) {
      throw new AppError(400, /prototype/.test((err as Error).message) ? PROTO_KEY_MESSAGE : INVALID_JSON_MESSAGE);
    }
    await next();
  };
}

/** The deepest nesting of objects and arrays in a JSON text, brackets inside strings ignored (one pass, no parse). */
export function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) max = Math.max(max, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}
