// The administrators' API (spec §7): login, and users, businesses and deals under /api/admin/*. Lists follow
// ra-data-simple-rest (http/ra-list.ts); every change is audited (audit.ts); DELETE answers the deleted record.
import Router from '@koa/router';
import type Koa from 'koa';
import { MESSAGES, replaceControlChars, type AdminLoginResponse, type AdminPasswordChangeRequest, type AdminPasswordChangeResponse, type ReviewModerationRequest, type SchemaId } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { requireAdmin } from '../../http/admin-auth.js';
import { AppError, UnauthorizedError } from '../../http/errors.js';
import { loginRateLimit } from '../../http/rate-limit.js';
import { RA_LIST_QUERY, setContentRange, type RaResource } from '../../http/ra-list.js';
import { idParam, validateBody } from '../../http/validate.js';
import { dummyPasswordHash, verifyPassword } from '../accounts/passwords.js';
import { changeAdminPassword, findAdminByEmail } from './admins.service.js';
import { signAdminToken } from './admin-tokens.js';
import { actorOf, AUDIT_RESOURCE, createAuditLogService, recordAudit, type AuditActor } from './audit.js';
import { createAdminUsersService, USERS_RESOURCE } from './admin-users.service.js';
import { createAdminBusinessesService, BUSINESSES_RESOURCE } from './admin-businesses.service.js';
import { createAdminDealsService, DEALS_RESOURCE } from './admin-deals.service.js';
import { createAdminReviewsService, REVIEWS_RESOURCE } from './admin-reviews.service.js';
import { doc, returns, type ApiTypeName } from '../../http/route-doc.js';

type Query = Record<string, string | string[] | undefined>;

export function adminRoutes(deps: AppDeps): Router {
  const { db, passport, config, rateLimits, log } = deps;
  const users = createAdminUsersService(deps);
  const businesses = createAdminBusinessesService(deps);
  const deals = createAdminDealsService(deps);
  const reviews = createAdminReviewsService(deps);
  const router = new Router({ prefix: '/api/admin' });
  const admin = requireAdmin(passport, config.jwtSecret);
  // Device cookies signed over the admin's token version: a password change or reset ends their exemption.
  const adminDevices = { secret: config.jwtSecret, tokenVersion: async (email: string) => (await findAdminByEmail(db, email))?.tokenVersion ?? null };

  /** Every login attempt is written to admin_audit, whatever its outcome (spec: "access attempts are logged"). */
  const auditLoginAttempt: Koa.Middleware = async (ctx, next) => {
    const rawEmail = (ctx.request.body as { email?: unknown } | undefined)?.email;
    // Written as the client sent it, minus what the database cannot store (a NUL is refused by PostgreSQL).
    const email = typeof rawEmail === 'string' ? replaceControlChars(rawEmail.trim().toLowerCase()).slice(0, 255) : null;
    const entry = { email, action: 'login', ip: ctx.ip, userAgent: ctx.get('user-agent') || null };
    try {
      await next();
      await recordAudit(db, { ...entry, adminId: (ctx.body as AdminLoginResponse).admin.id, success: true });
      log.info({ email, ip: ctx.ip }, 'admin login');
    } catch (err) {
      const status = err instanceof AppError ? err.status : 500;
      await recordAudit(db, { ...entry, adminId: null, success: false, details: { status } });
      log.warn({ email, ip: ctx.ip, status }, 'admin login refused');
      throw err;
    }
  };

  router.post('/login', doc({ summary: 'Sign in as an administrator: an admin token', tag: 'Admin', responses: { 200: returns('AdminLoginResponse', '`token` (the admin token), `admin`'), 401: 'Wrong e-mail or password' } }), auditLoginAttempt, loginRateLimit('adminLogin', rateLimits.adminLogin, adminDevices), validateBody('admin-login'), async (ctx) => {
    const { email, password } = ctx.state.input as { email: string; password: string };
    const found = await findAdminByEmail(db, email);
    const ok = await verifyPassword(found?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!ok || !found) throw new UnauthorizedError(MESSAGES.adminInvalidCredentials);
    const body: AdminLoginResponse = { token: signAdminToken(config.jwtSecret, found.id, found.tokenVersion), admin: found.toDto(), message: MESSAGES.adminLoginSuccess };
    ctx.body = body;
  });

  /**
   * An admin changes their own password: the current one is asked for (a token alone, perhaps stolen, cannot), the
   * token version goes up, so every other session of this admin ends, and this session gets a new token.
   */
  router.put('/password', doc({ summary: 'Change one\'s administrator password', description: 'Every other session of this administrator ends.', responses: { 200: returns('AdminPasswordChangeResponse', '`token`: this session\'s new admin token'), 401: 'The current password is wrong' } }), admin, loginRateLimit('adminPassword', rateLimits.adminLogin), validateBody('admin-password-change'), async (ctx) => {
    const { currentPassword, newPassword } = ctx.state.input as AdminPasswordChangeRequest;
    const actor = actorOf(ctx);
    const tokenVersion = await changeAdminPassword(db, actor, currentPassword, newPassword);
    const body: AdminPasswordChangeResponse = { token: signAdminToken(config.jwtSecret, actor.admin.id, tokenVersion), message: MESSAGES.adminPasswordChanged };
    ctx.body = body;
  });

  /** GET list + GET one for a resource, ra-data-simple-rest style. */
  function readable(path: string, resource: RaResource, type: ApiTypeName, service: { list(q: Query): Promise<{ records: unknown[]; total: number; start: number }>; get(id: number): Promise<unknown> }) {
    router.get(path, doc({ summary: `List ${resource.name}`, description: 'react-admin\'s simple REST: `sort`, `range` and `filter` as JSON arrays and objects.', query: RA_LIST_QUERY, responses: { 200: { description: `The ${resource.name}`, headers: { 'Content-Range': 'Which records of how many' }, type: `${type}[]` }, 400: 'A bad `sort`, `range` or `filter`' } }), admin, async (ctx) => {
      const { records, total, start } = await service.list(ctx.query as Query);
      setContentRange(ctx, resource, start, records.length, total);
      ctx.body = records;
    });
    router.get(`${path}/:id`, doc({ summary: `One of the ${resource.name}`, responses: { 200: returns(type, 'The record') } }), admin, async (ctx) => {
      ctx.body = await service.get(idParam(ctx));
    });
  }

  readable('/users', USERS_RESOURCE, 'AdminUser', users);
  readable('/businesses', BUSINESSES_RESOURCE, 'AdminBusiness', businesses);
  readable('/deals', DEALS_RESOURCE, 'Deal', deals);
  readable('/audit', AUDIT_RESOURCE, 'AdminAuditEntry', createAuditLogService(db));
  readable('/reviews', REVIEWS_RESOURCE, 'AdminReview', reviews);

  // Moderation: hide or restore a review or its reply, with a reason (audited; the author is mailed when hidden).
  router.post('/reviews/:id/hide', doc({ summary: 'Hide a review or its reply', responses: { 200: returns('AdminReview', 'The review') } }), admin, validateBody('review-moderation'), async (ctx) => {
    ctx.body = await reviews.hide(actorOf(ctx), idParam(ctx), ctx.state.input as ReviewModerationRequest);
  });
  router.post('/reviews/:id/restore', doc({ summary: 'Show a hidden review or reply again', responses: { 200: returns('AdminReview', 'The review') } }), admin, validateBody('review-moderation'), async (ctx) => {
    ctx.body = await reviews.restore(actorOf(ctx), idParam(ctx), ctx.state.input as ReviewModerationRequest);
  });

  /** POST <path> → 201 and the created record. */
  function creatable<I>(path: string, what: string, type: ApiTypeName, schema: SchemaId, create: (actor: AuditActor, input: I) => Promise<unknown>) {
    router.post(path, doc({ summary: `Create ${what}`, responses: { 201: returns(type, 'The created record'), 409: 'The record exists (an e-mail taken)' } }), admin, validateBody(schema), async (ctx) => {
      ctx.status = 201;
      ctx.body = await create(actorOf(ctx), ctx.state.input as I);
    });
  }

  /** PUT <path>/:id → the updated record; DELETE <path>/:id → the deleted record (react-admin reads both). */
  function editable<I>(path: string, what: string, type: ApiTypeName, schema: SchemaId, service: {
    update(actor: AuditActor, id: number, input: I): Promise<unknown>;
    remove(actor: AuditActor, id: number): Promise<unknown>;
  }) {
    router.put(`${path}/:id`, doc({ summary: `Change ${what}`, responses: { 200: returns(type, 'The updated record'), 409: 'The change conflicts (an e-mail taken)' } }), admin, validateBody(schema), async (ctx) => {
      ctx.body = await service.update(actorOf(ctx), idParam(ctx), ctx.state.input as I);
    });
    router.delete(`${path}/:id`, doc({ summary: `Delete ${what}`, responses: { 200: returns(type, 'The deleted record'), 409: 'Other records depend on it' } }), admin, async (ctx) => {
      ctx.body = await service.remove(actorOf(ctx), idParam(ctx));
    });
  }

  creatable('/users', 'an account (a deal hunter, business, staff or partner)', 'AdminUser', 'admin-user-create', users.create);
  creatable('/create-business-user', 'a business and its account', 'AdminUser', 'admin-business-user-create', users.createWithBusiness);
  creatable('/deals', 'a deal for a business', 'Deal', 'admin-deal-create', deals.create);
  editable('/users', 'an account', 'AdminUser', 'admin-user-update', users);
  editable('/businesses', 'a business', 'AdminBusiness', 'admin-business-update', businesses);
  editable('/deals', 'a deal', 'Deal', 'admin-deal-update', deals);

  return router;
}
