// Administrator bearer tokens: same signing key, their own audience, so that a user token is never an
// admin token and an admin token is never a user token (passport-jwt checks the audience on both sides).
import jwt from 'jsonwebtoken';
import { ISSUER, jwtKey } from '../accounts/tokens.js';

export const ADMIN_AUDIENCE = 'dadeal:admin';
const ADMIN_TOKEN_TTL = '12h';

/** `tokenVersion` is the admin's current one: a password change raises it and ends every older token. */
export function signAdminToken(secret: string, adminId: number, tokenVersion = 0): string {
  return jwt.sign({ typ: 'admin', v: tokenVersion }, jwtKey(secret), { subject: String(adminId), audience: ADMIN_AUDIENCE, issuer: ISSUER, expiresIn: ADMIN_TOKEN_TTL, algorithm: 'HS256' });
}
