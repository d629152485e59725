// passport: passport-jwt for the bearer token, passport-local for login (see features/accounts).
// requireAccount() answers 401 without a valid token and 403 for the wrong kind of account.
import DataLoader from 'dataloader';
import type Koa from 'koa';
import passportModule from 'koa-passport';
import type { Strategy } from 'passport';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import { Strategy as LocalStrategy } from 'passport-local';
import { MESSAGES, type AccountType } from '@dadeal/core';
import { ForbiddenError, UnauthorizedError } from './errors.js';
import { ISSUER, jwtKey, USER_AUDIENCE } from '../features/accounts/tokens.js';
import { User } from '../features/accounts/user.model.js';
import { Business } from '../features/accounts/business.model.js';
import { dummyPasswordHash, verifyPassword } from '../features/accounts/passwords.js';
import { businessOf, findUserByEmail } from '../features/accounts/accounts.service.js';
import type { Db } from '../db.js';
import type { Passport } from '../context.js';
import { markAccess } from './route-doc.js';


/** A bearer-token strategy for one audience (users, admins): the token's subject is the account id `load` finds. */
// secretOrKey: a key object (jwtKey), which jsonwebtoken takes as is; passport-jwt passes it on untouched although its
// types name only strings and buffers.
export function bearerJwtStrategy(
  jwtSecret: string,
  audience: string,
  load: (id: number, payload: { sub?: string; v?: unknown }) => PromiseLike<unknown>,
): JwtStrategy {
  return new JwtStrategy(
    { jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: jwtKey(jwtSecret) as unknown as Buffer, audience, issuer: ISSUER, algorithms: ['HS256'] },
    (payload: { sub?: string; v?: unknown }, done: (err: unknown, account?: unknown) => void) => {
      const id = Number(payload.sub);
      if (!Number.isInteger(id)) return done(null, false);
      Promise.resolve(load(id, payload)).then((account) => done(null, account ?? false), done);
    },
  );
}

/**
 * Loads the accounts that bearer tokens name, many requests at a time: the ids asked for during one turn of the event
 * loop are read in one query (under a rush of claims, one query per turn instead of one per request). Nothing is kept
 * between turns, so a token version changed by a password reset is seen by the next request as before.
 */
export function accountLoader(db: Db): DataLoader<number, User | undefined> {
  return new DataLoader<number, User | undefined>(
    async (ids) => {
      const users = await User.query(db).whereIn('id', [...ids]);
      const byId = new Map(users.map((u) => [u.id, u]));
      return ids.map((id) => byId.get(id));
    },
    { cache: false, batchScheduleFn: (run) => setImmediate(run), maxBatchSize: 1000 },
  );
}

export function createPassport(jwtSecret: string, db: Db): Passport {
  const passport = new passportModule.KoaPassport();
  const accounts = accountLoader(db);
  // A token signed before the account's last password reset or change carries an older version: refused.
  passport.use('jwt', bearerJwtStrategy(jwtSecret, USER_AUDIENCE, async (id, payload) => {
    const user = await accounts.load(id);
    return user && user.tokenVersion === (typeof payload.v === 'number' ? payload.v : 0) ? user : undefined;
  }));
  passport.use(
    'local',
    new LocalStrategy({ usernameField: 'email', passwordField: 'password', session: false }, (email, password, done) => {
      (async () => {
        const user = await findUserByEmail(db, email);
        const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
        return ok && user ? user : false;
      })().then((user) => done(null, user), done);
    }),
  );
  return passport;
}

interface Attempt {
  success(account: unknown): void;
  fail(info?: unknown): void;
  error(err: unknown): void;
  pass(): void;
  redirect(url: string): void;
  authenticate(req: unknown, options: { session: false }): void;
}

/**
 * Runs a bearer strategy ('jwt' for accounts, 'admin-jwt' for admins) and answers whom the token names, or null.
 * The strategy runs the way passport's own middleware runs it — a copy of it whose success/fail/error settle the attempt
 * — on the Node request, whose headers are all a bearer strategy reads. koa-passport's middleware would first wrap the
 * request in an object of its own, and making that wrapper cost more than verifying the token (≈ 10 % of a claim's CPU,
 * --cpu-prof of the claims bench). Local sign-in still goes through passport.authenticate (accounts.routes.ts).
 */
export async function authenticate<T = User>(passport: Passport, ctx: Koa.Context, strategy: 'jwt' | 'admin-jwt' = 'jwt'): Promise<T | null> {
  if (!ctx.get('authorization')) return null;
  const registered = (passport as unknown as { _strategy(name: string): Strategy | undefined })._strategy(strategy);
  if (!registered) throw new Error(`passport strategy ${strategy} is not registered`);
  return new Promise<T | null>((resolve, reject) => {
    const attempt = Object.create(registered) as Attempt;
    attempt.success = (account) => resolve((account as T) || null);
    attempt.fail = () => resolve(null);
    attempt.pass = () => resolve(null);
    attempt.redirect = () => resolve(null);
    attempt.error = reject;
    attempt.authenticate(ctx.req, { session: false });
  });
}

/**
 * Requires a signed-in account of the kinds named, with the spec's messages for the wrong one. No kind named means a
 * deal hunter or a business. Staff accounts pass only where `staff` is named — every other call answers
 * them 403 — and their ctx.state.business is the business that employs them, as a business's is its own. Partner
 * accounts likewise pass only where `partner` is named (their own report and webhook, and the profile).
 */
export function requireAccount(passport: Passport, type?: AccountType | readonly AccountType[], wrongTypeMessage?: string): Koa.Middleware {
  const allowed: readonly AccountType[] = type === undefined ? ['user', 'business'] : typeof type === 'string' ? [type] : type;
  return markAccess(async (ctx, next) => {
    const user = await authenticate(passport, ctx);
    if (!user) throw new UnauthorizedError(MESSAGES.loginRequired);
    if (!allowed.includes(user.userType)) {
      if (user.userType === 'staff') throw new ForbiddenError(MESSAGES.staffCounterOnly);
      if (user.userType === 'partner') throw new ForbiddenError(MESSAGES.partnerDashboardOnly);
      throw new ForbiddenError(wrongTypeMessage ?? (allowed.includes('business') ? MESSAGES.businessOnly : MESSAGES.userOnly));
    }
    ctx.state.user = user;
    if (user.userType === 'business' || user.userType === 'staff') {
      ctx.state.business = await businessOf(ctx.app.context.db as Db, user);
      if (!ctx.state.business && !allowed.includes('user')) throw new ForbiddenError(MESSAGES.businessOnly);
    }
    await next();
  }, { schemes: ['userToken'], kinds: allowed });
}

/** Like requireAccount() but lets visitors through (ctx.state.user unset). A bad token is still a 401. */
export function optionalAccount(passport: Passport): Koa.Middleware {
  return markAccess(async (ctx, next) => {
    if (ctx.get('authorization')) {
      const user = await authenticate(passport, ctx);
      if (!user) throw new UnauthorizedError(MESSAGES.loginRequired);
      ctx.state.user = user;
    }
    await next();
  }, { schemes: ['userToken'], optional: true });
}

export type { Passport } from '../context.js';
