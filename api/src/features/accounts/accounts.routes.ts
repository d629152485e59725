import Router from '@koa/router';
import { MESSAGES, type LoginResponse, type RegisterRequest } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { requireAccount } from '../../http/auth.js';
import { AppError, UnauthorizedError, ValidationError } from '../../http/errors.js';
import { rateLimit, loginRateLimit } from '../../http/rate-limit.js';
import { validateBody } from '../../http/validate.js';
import { signUserToken } from './tokens.js';
import { Business } from './business.model.js';
import type { User } from './user.model.js';
import { businessOf, createAccountsService, findUserByEmail } from './accounts.service.js';
import { requestLanguage } from '../../http/language.js';

export function accountsRoutes(deps: AppDeps): Router {
  const { passport, config, rateLimits } = deps;
  const accounts = createAccountsService(deps);
  const router = new Router();
  // Device cookies signed over the account's token version: a password reset or change ends their exemption.
  const userDevices = { secret: config.jwtSecret, tokenVersion: async (email: string) => (await findUserByEmail(deps.db, email))?.tokenVersion ?? null };

  router.post('/api/auth/register', rateLimit('register', rateLimits.register), validateBody('register'), async (ctx) => {
    const user = await accounts.register(ctx.state.input as RegisterRequest, requestLanguage(ctx));
    ctx.status = 201;
    ctx.body = { user: user.toDto(), message: MESSAGES.registered };
  });

  router.post('/api/auth/login', loginRateLimit('login', rateLimits.login, userDevices), validateBody('login'), async (ctx) => {
    await passport.authenticate('local', { session: false }, async (err: unknown, user: User | false) => {
      if (err) throw err;
      if (!user) throw new UnauthorizedError(MESSAGES.invalidCredentials);
      if (!user.isEmailVerified) {
        const body: LoginResponse = { user: null, business: null, token: null, message: MESSAGES.needsVerification, needsVerification: true };
        throw new AppError(403, body.message, undefined, body as unknown as Record<string, unknown>);
      }
      const business = await businessOf(deps.db, user);
      const body: LoginResponse = {
        user: user.toDto(),
        business: business?.toDto() ?? null,
        token: signUserToken(config.jwtSecret, user.id, user.tokenVersion),
        message: MESSAGES.loginSuccess,
        needsVerification: false,
      };
      ctx.body = body;
    })(ctx, async () => {});
  });

  router.post('/api/auth/resend-verification', rateLimit('resend', rateLimits.resend), validateBody('email-only'), async (ctx) => {
    await accounts.resendVerification((ctx.state.input as { email: string }).email);
    ctx.body = { message: MESSAGES.resendSent };
  });

  router.post('/api/auth/forgot-password', rateLimit('forgot', rateLimits.forgot), validateBody('email-only'), async (ctx) => {
    await accounts.forgotPassword((ctx.state.input as { email: string }).email);
    ctx.body = { message: MESSAGES.forgotSent };
  });

  router.post('/api/auth/reset-password', validateBody('reset-password'), async (ctx) => {
    const { token, newPassword } = ctx.state.input as { token: string; newPassword: string };
    if (!(await accounts.resetPassword(token, newPassword))) {
      throw new ValidationError([{ field: 'token', message: MESSAGES.invalidResetToken }], MESSAGES.invalidResetToken);
    }
    ctx.body = { message: MESSAGES.passwordReset };
  });

  // A link clicked in a mail: answer with a redirect to the site, which shows the outcome.
  router.get('/api/auth/verify-email', async (ctx) => {
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    const ok = token ? await accounts.verifyEmail(token) : false;
    ctx.redirect(ok ? '/?verified=1' : '/email-verification?invalid=1');
  });

  // Every kind of account reads its own profile, staff and partners included (the site's session starts from it).
  router.get('/api/user/profile', requireAccount(passport, ['user', 'business', 'staff', 'partner']), async (ctx) => {
    const business = ctx.state.business as Business | undefined;
    ctx.body = { user: (ctx.state.user as User).toDto(), business: business?.toDto() ?? null };
  });

  router.put('/api/user/profile', requireAccount(passport), validateBody('profile-update'), async (ctx) => {
    const user = await accounts.updateProfile(ctx.state.user as User, ctx.state.input as Record<string, never>);
    ctx.body = { user: user.toDto(), message: MESSAGES.profileUpdated };
  });

  return router;
}
