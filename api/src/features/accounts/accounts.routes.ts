import Router from '@koa/router';
import { MESSAGES, type AccountResponse, type LoginResponse, type ProfileResponse, type RegisterRequest, type RegisterResponse } from '@dadeal/core';
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
import { doc, refused, said, returns } from '../../http/route-doc.js';

export function accountsRoutes(deps: AppDeps): Router {
  const { passport, config, rateLimits } = deps;
  const accounts = createAccountsService(deps);
  const router = new Router();
  // Device cookies signed over the account's token version: a password reset or change ends their exemption.
  const userDevices = { secret: config.jwtSecret, tokenVersion: async (email: string) => (await findUserByEmail(deps.db, email))?.tokenVersion ?? null };

  router.post('/api/auth/register', doc({ summary: 'Sign up as a deal hunter or a business', description: 'A verification link is mailed; the account signs in once the address is verified.', responses: { 201: returns('RegisterResponse', 'The account (`user`), and a message'), 409: refused('An account with this e-mail exists', MESSAGES.emailTaken) } }), rateLimit('register', rateLimits.register), validateBody('register'), async (ctx) => {
    const user = await accounts.register(ctx.state.input as RegisterRequest, requestLanguage(ctx));
    ctx.status = 201;
    ctx.body = { user: user.toDto(), message: MESSAGES.registered } satisfies RegisterResponse;
  });

  router.post('/api/auth/login', doc({ summary: 'Sign in: a user token', description: 'The demo data\'s accounts sign in with the password `DaDeal-demo-2026`.', responses: { 200: returns('LoginResponse', '`token` (the user token), `user`, and for a business its `business`'), 401: refused('Wrong e-mail or password', MESSAGES.invalidCredentials), 403: 'The e-mail is not verified yet, or the account is suspended' } }), loginRateLimit('login', rateLimits.login, userDevices), validateBody('login'), async (ctx) => {
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

  router.post('/api/auth/resend-verification', doc({ summary: 'Mail the verification link again', responses: { 200: said('Sent if such an unverified account exists (the answer never tells)') } }), rateLimit('resend', rateLimits.resend), validateBody('email-only'), async (ctx) => {
    await accounts.resendVerification((ctx.state.input as { email: string }).email);
    ctx.body = { message: MESSAGES.resendSent };
  });

  router.post('/api/auth/forgot-password', doc({ summary: 'Mail a password reset link', responses: { 200: said('Sent if such an account exists (the answer never tells)') } }), rateLimit('forgot', rateLimits.forgot), validateBody('email-only'), async (ctx) => {
    await accounts.forgotPassword((ctx.state.input as { email: string }).email);
    ctx.body = { message: MESSAGES.forgotSent };
  });

  router.post('/api/auth/reset-password', doc({ summary: 'Set a new password with the mailed reset token', description: 'Every session of the account ends.', responses: { 200: said('The password is changed') } }), validateBody('reset-password'), async (ctx) => {
    const { token, newPassword } = ctx.state.input as { token: string; newPassword: string };
    if (!(await accounts.resetPassword(token, newPassword))) {
      throw new ValidationError([{ field: 'token', message: MESSAGES.invalidResetToken }], MESSAGES.invalidResetToken);
    }
    ctx.body = { message: MESSAGES.passwordReset };
  });

  // A link clicked in a mail: answer with a redirect to the site, which shows the outcome.
  router.get('/api/auth/verify-email', doc({ summary: 'The mailed verification link', query: { token: { description: 'The token the link carries', required: true } }, responses: { 302: 'To the site: `/?verified=1`, or `/email-verification?invalid=1`' } }), async (ctx) => {
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    const ok = token ? await accounts.verifyEmail(token) : false;
    ctx.redirect(ok ? '/?verified=1' : '/email-verification?invalid=1');
  });

  // Every kind of account reads its own profile, staff and partners included (the site's session starts from it).
  router.get('/api/user/profile', doc({ summary: 'The signed-in account, and its business', responses: { 200: returns('ProfileResponse', '`user`, and `business` (null but for a business or its staff)') } }), requireAccount(passport, ['user', 'business', 'staff', 'partner']), async (ctx) => {
    const business = ctx.state.business as Business | undefined;
    ctx.body = { user: (ctx.state.user as User).toDto(), business: business?.toDto() ?? null } satisfies ProfileResponse;
  });

  router.put('/api/user/profile', doc({ summary: 'Change the account\'s name, e-mail or business details', responses: { 200: returns('AccountResponse', 'The account (`user`), and a message'), 409: 'Another account has this e-mail' } }), requireAccount(passport), validateBody('profile-update'), async (ctx) => {
    const user = await accounts.updateProfile(ctx.state.user as User, ctx.state.input as Record<string, never>);
    ctx.body = { user: user.toDto(), message: MESSAGES.profileUpdated } satisfies AccountResponse;
  });

  return router;
}
