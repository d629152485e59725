// Where the React site is not mounted (the API's own tests, the listing benchmark), non-API paths get a small page
// that points at what exists; `npm start` mounts the site (site/serve) before this ever runs.
// Unknown /api paths never get here: the error handler answers them with JSON 404.
import type Koa from 'koa';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Da Deal! — Find Da Deal!</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0f172a}
a{color:#0e7490}</style></head><body><h1>Find Da Deal!</h1>
<p>Discover amazing deals on restaurants, shops, services, and hotels</p>
<ul><li><a href="/api/deals">Deals (JSON API)</a></li><li><a href="/widgets/demo">Widgets demo for partner sites</a></li><li><a href="/api/health">Health</a></li></ul>
</body></html>`;

export function siteFallback(): Koa.Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.status !== 404 || ctx.body !== undefined || ctx.path.startsWith('/api')) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    ctx.status = ctx.path === '/' ? 200 : 404;
    ctx.type = 'html';
    ctx.body = ctx.path === '/' ? PAGE : PAGE.replace('<h1>Find Da Deal!</h1>', '<h1>404 Page Not Found</h1>');
  };
}
