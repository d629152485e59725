// Security headers on every answer of the server (issue "proof under load, faults and attack"):
// - everywhere: X-Content-Type-Options: nosniff (a JSON or text answer is never run as a script or page);
// - the API (/api/*): JSON loads nothing and is never a page, so `default-src 'none'; frame-ancestors 'none'`,
//   X-Frame-Options: DENY and no referrer. CORS (CONTRACT §3) is untouched: a partner page still reads the
//   public lists with fetch(), which these headers do not govern;
// - any other HTML answer that did not set its own policy (the site and the console set theirs in their serve
//   modules): a strict default, scripts from our origin only, framed by our own pages only;
// - /widgets/* keeps no frame restriction: the script and the partner demo are made to be embedded (CONTRACT §5);
// - everywhere: Strict-Transport-Security when the request came over HTTPS — told by the trusted proxy
//   (TRUST_PROXY, X-Forwarded-Proto) or a TLS socket; never over plain HTTP, where a forwarded header from a client is
//   not believed (Koa reads X-Forwarded-Proto only when app.proxy is on). A Permissions-Policy that gives no one the
//   camera, microphone or location, except the camera to our own origin on the business dashboard and the Counter page,
//   where the counter's QR scanner lives; and a Cross-Origin-Opener-Policy on HTML pages.
import type Koa from 'koa';

/** One year; no includeSubDomains or preload: other hosts under the operator's domain are not ours to decide. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Pages whose document may use the camera: the business dashboard and the staff's Counter (their redeem box scans QR codes). */
export const CAMERA_PATHS = new Set(['/business-dashboard', '/business-dashboard/', '/counter', '/counter/']);
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';
export const CAMERA_PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=()';

/**
 * Pages our own code never opens in a popup nor is opened by: a window that opens them (or that they open) is cut
 * off. Pages that set their own (the site: 'same-origin-allow-popups', for PayPal's checkout popup) keep theirs.
 */
export const DEFAULT_OPENER_POLICY = 'same-origin';

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
    if (ctx.protocol === 'https') ctx.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    ctx.set('Permissions-Policy', CAMERA_PATHS.has(ctx.path) ? CAMERA_PERMISSIONS_POLICY : PERMISSIONS_POLICY);
    const api = ctx.path === '/api' || ctx.path.startsWith('/api/');
    if (api) {
      // Set before the handlers run, so that error answers (made further down) carry them too.
      ctx.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
      ctx.set('X-Frame-Options', 'DENY');
      ctx.set('Referrer-Policy', 'no-referrer');
    }
    await next();
    if (api) return;
    if (ctx.response.is('html') && !ctx.response.get('Cross-Origin-Opener-Policy')) ctx.set('Cross-Origin-Opener-Policy', DEFAULT_OPENER_POLICY);
    if (isWidgetPath(ctx.path)) return;
    if (!ctx.response.get('Referrer-Policy')) ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (ctx.response.is('html') && !ctx.response.get('Content-Security-Policy')) {
      ctx.set('Content-Security-Policy', DEFAULT_HTML_CONTENT_SECURITY_POLICY);
      if (!ctx.response.get('X-Frame-Options')) ctx.set('X-Frame-Options', 'SAMEORIGIN');
    }
  };
}
