// Rate limits per client address and per e-mail (CONTRACT §3) with rate-limiter-flexible; 429 with Retry-After.
import type Koa from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from './errors.js';

export interface RateLimitRule {
  /** Attempts allowed per address within the window. */
  perIp: number;
  /** Attempts allowed per e-mail within the window (when the body carries one); unset: no per-e-mail limit. */
  perEmail?: number;
  windowSeconds: number;
}

export type RateLimitSettings = Record<'login' | 'register' | 'forgot' | 'resend' | 'contact' | 'adminLogin' | 'view', RateLimitRule>;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  login: { perIp: 30, perEmail: 10, windowSeconds: 15 * 60 },
  adminLogin: { perIp: 20, perEmail: 5, windowSeconds: 15 * 60 },
  register: { perIp: 20, perEmail: 5, windowSeconds: 60 * 60 },
  forgot: { perIp: 10, perEmail: 3, windowSeconds: 60 * 60 },
  resend: { perIp: 10, perEmail: 3, windowSeconds: 60 * 60 },
  contact: { perIp: 5, perEmail: 5, windowSeconds: 60 * 60 },
  // Deal-view beacons: a person opens a few dialogs a minute; a script counting up a deal's views does not get far.
  view: { perIp: 60, windowSeconds: 60 },
};

export function rateLimit(name: string, rule: RateLimitRule): Koa.Middleware {
  const byIp = new RateLimiterMemory({ keyPrefix: `${name}:ip`, points: rule.perIp, duration: rule.windowSeconds });
  const byEmail = rule.perEmail ? new RateLimiterMemory({ keyPrefix: `${name}:email`, points: rule.perEmail, duration: rule.windowSeconds }) : null;
  return async (ctx, next) => {
    const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
    try {
      await byIp.consume(ctx.ip);
      if (byEmail && typeof email === 'string' && email) await byEmail.consume(email.trim().toLowerCase());
    } catch (res) {
      if (res instanceof RateLimiterRes) throw new TooManyRequestsError(Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
      throw res;
    }
    await next();
  };
}

/**
 * Login protection (rate-limiter-flexible's recipe): failed attempts count per e-mail *and* address, and per
 * address alone; a success clears its e-mail-and-address count. Someone elsewhere guessing a user's password
 * cannot lock that user out, and one address cannot try e-mail after e-mail. Only failures (4xx) count.
 */
export function loginRateLimit(name: string, rule: RateLimitRule): Koa.Middleware {
  const byIp = new RateLimiterMemory({ keyPrefix: `${name}:fail-ip`, points: rule.perIp, duration: rule.windowSeconds });
  const perEmail = rule.perEmail ?? rule.perIp;
  const byEmailIp = new RateLimiterMemory({ keyPrefix: `${name}:fail-email-ip`, points: perEmail, duration: rule.windowSeconds });
  const blockedFor = (res: RateLimiterRes | null, limit: number) =>
    res && res.consumedPoints >= limit ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
  return async (ctx, next) => {
    const rawEmail = (ctx.request.body as { email?: unknown } | undefined)?.email;
    const email = typeof rawEmail === 'string' ? rawEmail.trim().toLowerCase() : '';
    const pairKey = `${email}|${ctx.ip}`;
    const [ipRes, pairRes] = await Promise.all([byIp.get(ctx.ip), email ? byEmailIp.get(pairKey) : null]);
    const wait = Math.max(blockedFor(ipRes, rule.perIp), blockedFor(pairRes, perEmail));
    if (wait) throw new TooManyRequestsError(wait);
    try {
      await next();
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (typeof status === 'number' && status >= 400 && status < 500 && status !== 429) {
        await Promise.all([byIp.penalty(ctx.ip), email ? byEmailIp.penalty(pairKey) : null]);
      }
      throw err;
    }
    if (email && ctx.status < 400) await byEmailIp.delete(pairKey);
  };
}
