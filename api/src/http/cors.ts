// CORS for the public endpoints that partner pages call (CONTRACT §2 WIDGET_ORIGINS, §3): the reads, and the
// deal-view beacon (POST, sent without credentials).
import type Koa from 'koa';

export function publicCors(origins: '*' | string[], methods = 'GET, HEAD, OPTIONS'): Koa.Middleware {
  return async (ctx, next) => {
    const origin = ctx.get('origin');
    if (origins === '*') {
      ctx.set('Access-Control-Allow-Origin', '*');
    } else if (origin && origins.includes(origin)) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.vary('Origin');
    } else {
      ctx.vary('Origin');
    }
    if (ctx.method === 'OPTIONS') {
      ctx.set('Access-Control-Allow-Methods', methods);
      ctx.set('Access-Control-Allow-Headers', 'Content-Type, If-None-Match');
      ctx.set('Access-Control-Max-Age', '86400');
      ctx.status = 204;
      return;
    }
    ctx.set('Access-Control-Expose-Headers', 'ETag');
    await next();
  };
}
