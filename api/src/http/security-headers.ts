// Security headers on every answer of the server (issue "proof under load, faults and attack"):
// - everywhere: X-Content-Type-Options: nosniff (a JSON or text answer is never run as a script or page);
// - the API (/api/*): JSON loads nothing and is never a page, so `default-src 'none'; frame-ancestors 'none'`,
//   X-Frame-Options: DENY and no referrer. CORS (CONTRACT §3) is untouched: a partner page still reads the
//   public lists with fetch(), which these headers do not govern;
// - any other HTML answer that did not set its own policy (the site and the console set theirs in their serve
//   modules): a strict default, scripts from our origin only, framed by our own pages only;
// - /widgets/* keeps no frame restriction: the script and the partner demo are made to be embedded (CONTRACT §5).
import type Koa from 'koa';

export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** For HTML we serve without a policy of its own (the API-only fallback page): inline styles, no inline script. */
export const DEFAULT_HTML_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const isWidgetPath = (path: string) => path === '/widgets' || path.startsWith('/widgets/');

export function securityHeaders(): Koa.Middleware {
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    const api = ctx.path === '/api' || ctx.path.startsWith('/api/');
    if (api) {
      // Set before the handlers run, so that error answers (made further down) carry them too.
      ctx.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
      ctx.set('X-Frame-Options', 'DENY');
      ctx.set('Referrer-Policy', 'no-referrer');
    }
    await next();
    if (api || isWidgetPath(ctx.path)) return;
    if (!ctx.response.get('Referrer-Policy')) ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (ctx.response.is('html') && !ctx.response.get('Content-Security-Policy')) {
      ctx.set('Content-Security-Policy', DEFAULT_HTML_CONTENT_SECURITY_POLICY);
      if (!ctx.response.get('X-Frame-Options')) ctx.set('X-Frame-Options', 'SAMEORIGIN');
    }
  };
}
