import Router from '@koa/router';
import type Koa from 'koa';
import { stringify } from 'csv-stringify/sync';
import { MESSAGES, translatorFor, type AccountResponse, type PartnerResponse, type PartnerRegisterRequest, type Place, type PartnerReport, type Translator } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { requireAccount } from '../../http/auth.js';
import { ForbiddenError } from '../../http/errors.js';
import { rateLimit } from '../../http/rate-limit.js';
import { validateBody } from '../../http/validate.js';
import type { User } from '../accounts/user.model.js';
import { createPartnersService, findPartnerOf, partnerDto, partnerReport, type PartnerRow } from './partners.service.js';
import { requestLanguage } from '../../http/language.js';
import { doc, refused, said, returns } from '../../http/route-doc.js';
import { ANSWER_OVERRIDES } from '../../http/api-examples.js';

/**
 * The report as CSV: one row per deal, then the totals (csv-stringify; formulas escaped, a title may start with "=");
 * its column names in `translator`'s language (the partner dashboard's own words, core's `site.partner.*`).
 */
export function reportCsv(report: PartnerReport, translator: Translator): string {
  const say = (key: string) => translator.t(`site.partner.${key}` as never);
  const rows = report.deals.map((d) => [d.dealId, d.title, d.businessName, d.views, d.claims, d.redemptions]);
  rows.push(['', say('total'), '', report.totals.views, report.totals.claims, report.totals.redemptions]);
  return stringify(rows, {
    header: true,
    columns: ['dealId', 'deal', 'business', 'views', 'claims', 'redemptions'].map(say),
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}

export function partnersRoutes(deps: AppDeps): Router {
  const { db, passport, rateLimits } = deps;
  const partners = createPartnersService(deps);
  const router = new Router();

  // Every /api/partner route: a partner's session, and its partners row in ctx.state.partner.
  const partnerOnly: Koa.Middleware[] = [
    requireAccount(passport, 'partner', MESSAGES.partnerOnly),
    async (ctx, next) => {
      const partner = await findPartnerOf(db, (ctx.state.user as User).id);
      if (!partner) throw new ForbiddenError(MESSAGES.partnerOnly);
      ctx.state.partner = partner;
      await next();
    },
  ];
  const partnerOf = (ctx: Koa.Context) => ctx.state.partner as PartnerRow;

  // Same limits as every sign-up (per address and per e-mail, shared across processes).
  router.post('/api/partners/register', doc({ summary: 'Sign up as a partner', tag: 'Partner', responses: { 201: returns('AccountResponse', 'The account (`user`), and a message', ANSWER_OVERRIDES.partnerRegistered), 409: refused('An account with this e-mail exists', MESSAGES.emailTaken) } }), rateLimit('register', rateLimits.register), validateBody('partner-register'), async (ctx) => {
    const user = await partners.register(ctx.state.input as PartnerRegisterRequest, requestLanguage(ctx));
    ctx.status = 201;
    ctx.body = { user: user.toDto(), message: MESSAGES.partnerRegistered } satisfies AccountResponse;
  });

  router.get('/api/partner/report', doc({ summary: 'The partner\'s referrals: views, claims, redemptions', responses: { 200: returns('PartnerReport', 'The report') } }), ...partnerOnly, async (ctx) => {
    ctx.body = await partnerReport(db, partnerOf(ctx));
  });

  router.get('/api/partner/report.csv', doc({ summary: 'The report as CSV', responses: { 200: { description: 'The report', mediaType: 'text/csv' } } }), ...partnerOnly, async (ctx) => {
    const report = await partnerReport(db, partnerOf(ctx));
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="dadeal-${report.partner.ref ?? 'partner'}-${report.from}-${report.to}.csv"`);
    ctx.set('Cache-Control', 'no-store');
    const language = requestLanguage(ctx);
    ctx.vary('Accept-Language');
    if (language !== 'en') ctx.set('Content-Language', language);
    ctx.body = reportCsv(report, await translatorFor(language));
  });

  router.put('/api/partner/ref', doc({ summary: 'Set the partner\'s referral code', responses: { 200: returns('PartnerResponse', '`partner`, and a message'), 409: refused('Another partner has this code', MESSAGES.partnerRefTaken) } }), ...partnerOnly, validateBody('partner-ref'), async (ctx) => {
    const row = await partners.setRef(partnerOf(ctx), (ctx.state.input as { ref: string }).ref);
    ctx.body = { partner: partnerDto(row), message: MESSAGES.partnerRefSet } satisfies PartnerResponse;
  });

  // The partner's own address: the point "Near my address" gives its widgets (GEOCODER_URL's search fills the pin on
  // the dashboard, GET /api/geocode). Answers the partner as it now is.
  router.put('/api/partner/place', doc({ summary: 'Set the partner\'s address (the point "Near my address" gives its widgets)', responses: { 200: returns('PartnerResponse', '`partner`, as it now is') } }), ...partnerOnly, validateBody('partner-place'), async (ctx) => {
    const row = await partners.setPlace(partnerOf(ctx), (ctx.state.input as { place: Omit<Place, 'openingHours'> }).place);
    ctx.body = { partner: partnerDto(row) } satisfies PartnerResponse;
  });

  router.delete('/api/partner/place', doc({ summary: 'Remove the partner\'s address', responses: { 200: returns('PartnerResponse', '`partner`, as it now is') } }), ...partnerOnly, async (ctx) => {
    ctx.body = { partner: partnerDto(await partners.setPlace(partnerOf(ctx), null)) } satisfies PartnerResponse;
  });

  router.get('/api/partner/webhook', doc({ summary: 'The partner\'s webhook', responses: { 200: returns('PartnerWebhook', 'Its URL and whether a secret is set') } }), ...partnerOnly, async (ctx) => {
    ctx.body = partners.webhook(partnerOf(ctx));
  });

  router.put('/api/partner/webhook', doc({ summary: 'Set the webhook\'s URL', responses: { 200: returns('PartnerWebhook', 'The webhook (and its secret, when new)', ANSWER_OVERRIDES.webhookSaved) } }), ...partnerOnly, validateBody('partner-webhook'), async (ctx) => {
    ctx.body = await partners.setWebhook(partnerOf(ctx), (ctx.state.input as { url: string }).url);
  });

  router.delete('/api/partner/webhook', doc({ summary: 'Remove the webhook', responses: { 200: returns('PartnerWebhook', 'The webhook, now none') } }), ...partnerOnly, async (ctx) => {
    ctx.body = await partners.removeWebhook(partnerOf(ctx));
  });

  router.post('/api/partner/webhook/secret', doc({ summary: 'A new signing secret for the webhook', responses: { 200: returns('PartnerWebhook', 'The secret, shown once'), 409: 'No webhook is set' } }), ...partnerOnly, async (ctx) => {
    ctx.body = await partners.rotateSecret(partnerOf(ctx));
  });

  router.get('/api/partner/webhook/deliveries', doc({ summary: 'The webhook\'s latest deliveries', responses: { 200: returns('WebhookDelivery[]', 'The deliveries and their outcomes') } }), ...partnerOnly, async (ctx) => {
    ctx.body = await partners.deliveries(partnerOf(ctx));
  });

  router.post('/api/partner/webhook/deliveries/:id/replay', doc({ summary: 'Send a delivery again', responses: { 202: said('Queued'), 409: 'No webhook is set' } }), ...partnerOnly, async (ctx) => {
    await partners.replay(partnerOf(ctx), String(ctx.params.id));
    // Sent now rather than at the next sweep; the answer does not wait for the partner's server.
    deps.webhookSender.deliverDue().catch((err: Error) => deps.log.warn({ err: err.message }, 'webhook replay failed; kept for the next run'));
    ctx.status = 202;
    ctx.body = { message: MESSAGES.webhookReplayed };
  });

  return router;
}
