// The 'admin-jwt' passport strategy and requireAdmin(): 401 without a valid admin token, 403 for a
// signed-in user or business (a valid user token is not an admin token).
import type Koa from 'koa';
import jwt from 'jsonwebtoken';
import { ExtractJwt } from 'passport-jwt';
import { MESSAGES } from '@dadeal/core';
import type { Db } from '../db.js';
import { ForbiddenError, UnauthorizedError } from './errors.js';
import { authenticate, bearerJwtStrategy, requireAccount, type Passport } from './auth.js';
import { ISSUER, jwtKey, USER_AUDIENCE } from '../features/accounts/tokens.js';
import { ADMIN_AUDIENCE } from '../features/admin/admin-tokens.js';
import { Admin } from '../features/admin/admin.model.js';
import { ACCESS_DOC, markAccess, type AccessDoc } from './route-doc.js';

/** Adds the administrators' token strategy to the accounts' passport (app.ts), and answers that passport. */
export function useAdminStrategy(passport: Passport, jwtSecret: string, db: Db): Passport {
  // A token signed before the admin's last password change carries an older version (or none): refused.
  passport.use('admin-jwt', bearerJwtStrategy(jwtSecret, ADMIN_AUDIENCE, async (id, payload) => {
    const admin = await Admin.query(db).findById(id);
    return admin && admin.tokenVersion === (typeof payload.v === 'number' ? payload.v : 0) ? admin : undefined;
  }));
  return passport;
}

function isUserToken(ctx: Koa.Context, jwtSecret: string): boolean {
  const token = ExtractJwt.fromAuthHeaderAsBearerToken()(ctx.req);
  if (!token) return false;
  try {
    jwt.verify(token, jwtKey(jwtSecret), { audience: USER_AUDIENCE, issuer: ISSUER, algorithms: ['HS256'] });
    return true;
  } catch {
    return false; // not a user token either: the caller gets the 401
  }
}

const authenticateAdmin = (passport: Passport, ctx: Koa.Context) => authenticate<Admin>(passport, ctx, 'admin-jwt');

/** Sets ctx.state.admin, or answers 401 (no or bad token) / 403 (a user's or business's token). */
export function requireAdmin(passport: Passport, jwtSecret: string): Koa.Middleware {
  return markAccess(async (ctx, next) => {
    const admin = await authenticateAdmin(passport, ctx);
    if (!admin) {
      if (isUserToken(ctx, jwtSecret)) throw new ForbiddenError(MESSAGES.adminOnly);
      throw new UnauthorizedError(MESSAGES.adminLoginRequired);
    }
    ctx.state.admin = admin;
    await next();
  }, { schemes: ['adminToken'], kinds: ['admin'] });
}

/**
 * For calls both kinds of account make (image upload, the address search): an admin token sets ctx.state.admin,
 * anything else goes to requireAccount() with the account kinds named (default: a deal hunter or a business).
 */
export function requireAccountOrAdmin(passport: Passport, type?: Parameters<typeof requireAccount>[1]): Koa.Middleware {
  const account = requireAccount(passport, type);
  const kinds = (account as { [ACCESS_DOC]?: AccessDoc })[ACCESS_DOC]?.kinds ?? [];
  return markAccess(async (ctx, next) => {
    const admin = await authenticateAdmin(passport, ctx);
    if (!admin) return account(ctx, next);
    ctx.state.admin = admin;
    await next();
  }, { schemes: ['userToken', 'adminToken'], kinds: [...kinds, 'admin'] });
}
