// CORS for the public endpoints that partner pages call (CONTRACT §2 WIDGET_ORIGINS, §3): the reads, and the
// deal-view beacon (POST, sent without credentials), and the widget claim's calls (an Authorization header
// carrying the short-lived claim token, never a cookie). @koa/cors does the protocol; this file only says who may call:
// every origin with WIDGET_ORIGINS=* (no credentials, so '*' is safe), otherwise only the listed origins — another
// origin gets no Access-Control-Allow-Origin and its browser keeps the answer from the page.
import cors from '@koa/cors';
import type Koa from 'koa';
import { markCors } from './route-doc.js';

export function publicCors(origins: '*' | string[], methods = 'GET, HEAD, OPTIONS', headers = 'Content-Type, If-None-Match'): Koa.Middleware {
  return markCors(cors({
    origin: origins === '*' ? '*' : (ctx) => (origins.includes(ctx.get('origin')) ? ctx.get('origin') : ''),
    allowMethods: methods,
    allowHeaders: headers,
    exposeHeaders: 'ETag',
    maxAge: 86400,
    credentials: false,
  }));
}
