// Bearer tokens (JWT, separate audience per kind of account) and e-mail tokens (random, stored hashed, single use).
import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Db } from '../../db.js';

export const USER_AUDIENCE = 'dadeal:user';
export const ISSUER = 'dadeal';
const USER_TOKEN_TTL = '7d';

const keys = new Map<string, KeyObject>();

/**
 * The JWT secret as a key object, made once per secret. Given the string, jsonwebtoken first tries it as a public key
 * (a PEM parse that throws) on every sign and verify: 40 % of a claim's CPU under a rush, measured with --cpu-prof.
 */
export function jwtKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret))));
  return key;
}

/** A bearer token for the account; `tokenVersion` is the account's current one (see the token_version migration). */
export function signUserToken(secret: string, userId: number, tokenVersion = 0): string {
  return jwt.sign({ typ: 'user', v: tokenVersion }, jwtKey(secret), { subject: String(userId), audience: USER_AUDIENCE, issuer: ISSUER, expiresIn: USER_TOKEN_TTL, algorithm: 'HS256' });
}

export type EmailTokenPurpose = 'verify' | 'reset' | 'invite';

export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  /** Password-set links for accounts created by staff: a week to open the mail. */
  invite: 7 * 24 * 60 * 60 * 1000,
};

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Creates a token, keeps only its hash, and answers the token for the link. Older unused tokens of the same purpose die. */
export async function issueEmailToken(db: Db, userId: number, purpose: EmailTokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (trx) => {
    await trx('email_tokens').where({ userId, purpose }).whereNull('usedAt').update({ usedAt: trx.fn.now() });
    await trx('email_tokens').insert({
      userId,
      purpose,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + EMAIL_TOKEN_TTL_MS[purpose]),
    });
  });
  return token;
}

/**
 * Spends a token in one statement (so two clicks cannot both succeed) and answers its user id,
 * or null when it is unknown, expired or already used.
 */
export async function consumeEmailToken(db: Db, token: string, purpose: EmailTokenPurpose | EmailTokenPurpose[]): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const rows: Array<{ userId: number }> = await db('email_tokens')
    .where({ tokenHash: sha256(token) })
    .whereIn('purpose', [purpose].flat())
    .whereNull('usedAt')
    .where('expiresAt', '>', db.fn.now())
    .update({ usedAt: db.fn.now() })
    .returning(['userId']);
  return rows[0]?.userId ?? null;
}
