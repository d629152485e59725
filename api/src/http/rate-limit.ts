// Rate limits per client address and per e-mail (CONTRACT §3) with rate-limiter-flexible; 429 with Retry-After.
// Where the counts live is the rule's `store`: this process's memory (PGlite, where one process owns the data), or
// the `rate_limits` table on PostgreSQL, shared by every server process (N processes behind a load balancer must count
// one client's attempts together, or each process would grant the full allowance again).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type Koa from 'koa';
import { replaceControlChars } from '@dadeal/core';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../db.js';
import { TooManyRequestsError } from './errors.js';
import { markRateLimited } from './route-doc.js';

/**
 * An e-mail as a counter key: control characters replaced (PostgreSQL refuses a NUL in text, which made the store
 * throw, a 500, before the schema could answer 400) and cut past any real address's length (254). The schema still judges the e-mail.
 */
const emailKey = (raw: string) => replaceControlChars(raw.trim().toLowerCase()).slice(0, 320);

/** Makes the limiter of one rule's counter (memory or PostgreSQL). */
export type RateLimitStore = (options: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract;

export interface RateLimitRule {
  /** Attempts allowed per address within the window. */
  perIp: number;
  /** Attempts allowed per e-mail within the window (when the body carries one); unset: no per-e-mail limit. */
  perEmail?: number;
  /**
   * Failed logins allowed per account across every address within the window (login rules only); unset: none. A
   * browser that signed in to the account before is exempt, by its device cookie (loginRateLimit).
   */
  perAccount?: number;
  windowSeconds: number;
  /** Where the counts live; unset: this process's memory. createApp sets it for every rule. */
  store?: RateLimitStore;
}

export type RateLimitSettings = Record<
  'login' | 'register' | 'forgot' | 'resend' | 'contact' | 'adminLogin' | 'view' | 'claimCode' | 'claimVerify' | 'export' | 'accountDelete'
  | 'deletionCode' | 'geocode', RateLimitRule
>;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  login: { perIp: 30, perEmail: 10, perAccount: 20, windowSeconds: 15 * 60 },
  adminLogin: { perIp: 20, perEmail: 5, perAccount: 10, windowSeconds: 15 * 60 },
  register: { perIp: 20, perEmail: 5, windowSeconds: 60 * 60 },
  forgot: { perIp: 10, perEmail: 3, windowSeconds: 60 * 60 },
  resend: { perIp: 10, perEmail: 3, windowSeconds: 60 * 60 },
  contact: { perIp: 5, perEmail: 5, windowSeconds: 60 * 60 },
  // Deal-view beacons: a person opens a few dialogs a minute; a script counting up a deal's views does not get far.
  view: { perIp: 60, windowSeconds: 60 },
  // Claiming in a partner's widget: codes mailed per e-mail and per address; the typed codes (each code also
  // dies after 5 wrong tries, counted on its row).
  claimCode: { perIp: 20, perEmail: 5, windowSeconds: 60 * 60 },
  claimVerify: { perIp: 60, perEmail: 20, windowSeconds: 15 * 60 },
  // Own your data (docs/decisions/0080): an export reads every row of the account (and a business's pictures), so a
  // few per hour per account; a deletion's password or code is guessed no faster than a login's; codes as claims'.
  export: { perIp: 20, perAccount: 5, windowSeconds: 60 * 60 },
  accountDelete: { perIp: 30, perAccount: 10, windowSeconds: 15 * 60 },
  deletionCode: { perIp: 20, perAccount: 5, windowSeconds: 60 * 60 },
  // "Find on the map": a person looks up an address or two per place; the geocoder is a third party's (Nominatim's
  // public server allows one request a second for a whole application), so a script gets little through us.
  geocode: { perIp: 60, perAccount: 30, windowSeconds: 10 * 60 },
};

export const memoryStore: RateLimitStore = (options) => new RateLimiterMemory(options);

/**
 * Counters in the `rate_limits` table (migration 20261124000300), one row per key, updated by one atomic upsert per
 * attempt: every process on the database sees the same counts. Connections come from the app's knex pool. Rows
 * expired an hour ago are swept every 5 minutes by the first limiter made (one sweep per process is enough).
 */
export function postgresStore(db: Db): RateLimitStore {
  let sweeping = false;
  return (options) => {
    const sweep = !sweeping;
    sweeping = true;
    return new RateLimiterPostgres({
      ...options,
      storeClient: db,
      storeType: 'knex',
      tableName: 'rate_limits',
      tableCreated: true,
      clearExpiredByTimeout: sweep,
    });
  };
}

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

export function rateLimit(name: string, rule: RateLimitRule): Koa.Middleware {
  const store = rule.store ?? memoryStore;
  const byIp = store({ keyPrefix: `${name}:ip`, points: rule.perIp, duration: rule.windowSeconds });
  const byEmail = rule.perEmail ? store({ keyPrefix: `${name}:email`, points: rule.perEmail, duration: rule.windowSeconds }) : null;
  return markRateLimited(async (ctx, next) => {
    const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
    try {
      await byIp.consume(ctx.ip);
      if (byEmail && typeof email === 'string' && email) await byEmail.consume(emailKey(email));
    } catch (res) {
      if (res instanceof RateLimiterRes) throw new TooManyRequestsError(retryAfter(res));
      throw res;
    }
    await next();
  });
}

/**
 * Counts per address and per signed-in account (`perAccount`), for calls made on behalf of an account: run after the
 * route's requireAccount, which puts the account on ctx.state.user.
 */
export function accountRateLimit(name: string, rule: RateLimitRule): Koa.Middleware {
  const store = rule.store ?? memoryStore;
  const byIp = store({ keyPrefix: `${name}:ip`, points: rule.perIp, duration: rule.windowSeconds });
  const byAccount = rule.perAccount ? store({ keyPrefix: `${name}:account`, points: rule.perAccount, duration: rule.windowSeconds }) : null;
  return markRateLimited(async (ctx, next) => {
    const accountId = (ctx.state.user as { id?: number } | undefined)?.id;
    try {
      await byIp.consume(ctx.ip);
      if (byAccount && accountId !== undefined) await byAccount.consume(String(accountId));
    } catch (res) {
      if (res instanceof RateLimiterRes) throw new TooManyRequestsError(retryAfter(res));
      throw res;
    }
    await next();
  });
}

/**
 * A browser's proof that it signed in to an account before: `nonce.signature`, per account and per login kind, the
 * signature covering the account's token version — raised by every password change or reset — so a new password ends
 * the exemption of every cookie issued before it (a thief's browser that once signed in keeps none).
 */
export interface DeviceCookies {
  /** Signs the cookies; derived from JWT_SECRET by the caller's config, never sent anywhere. */
  secret: string;
  /** The account's current token version for this (normalized) e-mail, or null when no account has it. */
  tokenVersion(email: string): Promise<number | null>;
}

const DEVICE_COOKIE_DAYS = 365;

function deviceCookie(name: string, email: string, secret: string) {
  const key = createHash('sha256').update(`dadeal device cookie\0${secret}`).digest();
  const sign = (nonce: string, version: number) => createHmac('sha256', key).update(`${name}\0${email}\0${version}\0${nonce}`).digest('base64url');
  return {
    // One cookie per account (a shared computer may know several); the name says which without saying the e-mail.
    name: `dd_device_${createHmac('sha256', key).update(`${name}\0${email}`).digest('hex').slice(0, 16)}`,
    make(version: number) {
      const nonce = randomBytes(16).toString('base64url');
      return `${nonce}.${sign(nonce, version)}`;
    },
    /** Signed by us for this account *at this token version* (an older password's cookie no longer is). */
    verify(value: string | undefined, version: number | null): boolean {
      const [nonce, signature, extra] = (value ?? '').split('.');
      if (!nonce || !signature || extra !== undefined || version === null) return false;
      const expected = Buffer.from(sign(nonce, version));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/**
 * Login protection (rate-limiter-flexible's recipe): failed attempts count per e-mail *and* address, and per
 * address alone; a success clears its e-mail-and-address count. Someone elsewhere guessing a user's password
 * cannot lock that user out, and one address cannot try e-mail after e-mail. Only failures (4xx) count.
 *
 * Password guessing spread over many addresses is limited per account (`perAccount` failures across every address):
 * from that count a browser that signed in to the account successfully before is exempt, by a signed device cookie
 * (OWASP's device cookies, which rate-limiter-flexible documents for this): a stranger's guesses can make the account
 * wait for new browsers, never for its owner's own. The cookie is HttpOnly, SameSite=Strict, sent to the login path
 * only, Secure over HTTPS, and names nothing but a random nonce and its signature. The signature covers the account's
 * token version, so a password change or reset (which raises it) ends every exemption given before; the version is
 * read only when the browser sends the account's cookie, and after a successful sign-in that sets a new one.
 *
 * Each attempt takes its point *before* the password is checked and gives it back if it succeeds (or fails on our
 * side): checking first and counting after would let a burst of simultaneous guesses, or guesses spread over several
 * processes, all pass the check before any of them is counted.
 */
export function loginRateLimit(name: string, rule: RateLimitRule, devices?: DeviceCookies): Koa.Middleware {
  const store = rule.store ?? memoryStore;
  const byIp = store({ keyPrefix: `${name}:fail-ip`, points: rule.perIp, duration: rule.windowSeconds });
  const byEmailIp = store({ keyPrefix: `${name}:fail-email-ip`, points: rule.perEmail ?? rule.perIp, duration: rule.windowSeconds });
  const byAccount = rule.perAccount ? store({ keyPrefix: `${name}:fail-account`, points: rule.perAccount, duration: rule.windowSeconds }) : null;
  return markRateLimited(async (ctx, next) => {
    const rawEmail = (ctx.request.body as { email?: unknown } | undefined)?.email;
    const email = typeof rawEmail === 'string' ? emailKey(rawEmail) : '';
    const device = email && devices ? deviceCookie(name, email, devices.secret) : null;
    const presented = device ? ctx.cookies.get(device.name) : undefined;
    const trusted = device && presented ? device.verify(presented, await devices!.tokenVersion(email)) : false;
    // The e-mail-and-address counter first, the address's only for attempts it let through: a burst of guesses at
    // one e-mail that it refuses never takes (and gives back) address points, so those cannot crowd out, for a
    // moment, the attempts the e-mail still allows (on the shared PostgreSQL store they once let 9 of 10 through).
    // The account's counter between them, skipped by a browser that has signed in to the account before.
    const counters: Array<[RateLimiterAbstract, string]> = email ? [[byEmailIp, `${email}|${ctx.ip}`]] : [];
    if (email && byAccount && !trusted) counters.push([byAccount, email]);
    counters.push([byIp, ctx.ip]);
    const taken: typeof counters = [];
    try {
      for (const [limiter, key] of counters) {
        await limiter.consume(key);
        taken.push([limiter, key]);
      }
    } catch (refusal) {
      // An attempt refused by one counter never ran: give back what the others took for it.
      await Promise.all(taken.map(([limiter, key]) => limiter.reward(key)));
      if (refusal instanceof RateLimiterRes) throw new TooManyRequestsError(retryAfter(refusal));
      throw refusal;
    }
    const giveBack = () => Promise.all(counters.map(([limiter, key]) => limiter.reward(key)));
    try {
      await next();
    } catch (err) {
      const status = (err as { status?: number }).status;
      const failedAttempt = typeof status === 'number' && status >= 400 && status < 500 && status !== 429;
      if (!failedAttempt) await giveBack();
      throw err;
    }
    if (ctx.status < 400) {
      // Success: the address and the account get their points back and the e-mail-and-address count starts again;
      // the browser is known to this account from now on.
      await Promise.all(counters.map(([limiter, key]) => (limiter === byEmailIp ? limiter.delete(key) : limiter.reward(key))));
      const version = device && !trusted ? await devices!.tokenVersion(email) : null;
      if (device && version !== null) {
        ctx.cookies.set(device.name, device.make(version), {
          httpOnly: true, sameSite: 'strict', secure: ctx.secure, path: ctx.path, maxAge: DEVICE_COOKIE_DAYS * 86_400_000, overwrite: true,
        });
      }
    }
  });
}
