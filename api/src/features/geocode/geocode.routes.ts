// GET /api/geocode?q=… ("Find on the map" in the place forms): the address searched with the GEOCODER_URL server, for
// signed-in businesses, partners and administrators only (a third party's quota; never an open proxy), rate-limited
// per address and per account. GET /api/geocode/status says whether it is set up, so the forms show the button or not.
import Router from '@koa/router';
import { MESSAGES, validate } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { requireAccountOrAdmin } from '../../http/admin-auth.js';
import { NotFoundError, ValidationError } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { accountRateLimit } from '../../http/rate-limit.js';
import { geocode } from './geocoder.js';
import { doc, returns } from '../../http/route-doc.js';

export function geocodeRoutes({ passport, config, rateLimits }: AppDeps): Router {
  const router = new Router();
  const signedIn = requireAccountOrAdmin(passport, ['business', 'partner']);
  const geocoder = config.geocoder;
  // Nominatim's usage policy: an identifying User-Agent (the application and where it runs), not a library's default.
  const userAgent = `DaDeal/1.0 (+${config.publicUrl})`;

  router.get('/api/geocode/status', doc({ summary: 'Whether the address search is configured', responses: { 200: { description: '`configured`', schema: { type: 'object', properties: { configured: { type: 'boolean' } } } } } }), signedIn, (ctx) => {
    ctx.body = { configured: geocoder !== null };
  });

  router.get('/api/geocode', doc({ summary: 'Find an address on the map', querySchema: 'geocode-query', query: { q: { description: 'The address, as a person writes it', example: '1 Aloha Tower Dr, Honolulu' } }, responses: { 200: returns('GeocodeResult[]', 'The places found'), 400: 'No or too long `q`', 404: 'The server has no GEOCODER_URL', 502: 'The geocoder failed, or answered what cannot be read', 503: 'The geocoder is down, too slow or busy: try again later' } }), signedIn, accountRateLimit('geocode', rateLimits.geocode), async (ctx) => {
    if (!geocoder) throw new NotFoundError(MESSAGES.geocoderNotConfigured);
    const checked = validate('geocode-query', typeof ctx.query.q === 'string' ? { q: ctx.query.q } : {});
    if (!checked.ok) throw new ValidationError(checked.errors);
    const { q } = checked.value as { q: string };
    ctx.body = await geocode({ ...geocoder, userAgent }, q, requestLanguage(ctx));
  });

  return router;
}
