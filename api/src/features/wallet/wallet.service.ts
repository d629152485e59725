// The coupon's calendar entry and Apple Wallet pass, for its holder only. A phone's browser adds a
// pass or a calendar entry by opening a link (Safari hands application/vnd.apple.pkpass to Wallet), and a link carries
// no bearer header: the holder first asks for links signed for this coupon and this account, valid for minutes.
import jwt from 'jsonwebtoken';
import { MESSAGES, type Coupon, type CouponDownloads } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../http/errors.js';
import { ISSUER, jwtKey } from '../accounts/tokens.js';
import { User } from '../accounts/user.model.js';
import type { CouponRow } from '../coupons/claim-batcher.js';
import { toCouponDto } from '../coupons/coupons.service.js';
import { findDeal } from '../deals/deals.queries.js';
import { couponCalendar, couponPass } from './coupon-files.js';

/** The audience of download links' tokens: never a session (the bearer strategies accept only their own audiences). */
export const DOWNLOAD_AUDIENCE = 'dadeal:coupon-download';
/** How long a download link works: long enough to tap it, short enough that a link in a log or a history is stale. */
export const DOWNLOAD_LINK_TTL_S = 15 * 60;

export function createWalletService({ db, config }: Pick<AppDeps, 'db' | 'config'>) {
  const key = jwtKey(config.jwtSecret);

  /** The holder's own coupon, still to be used: what a calendar entry or a pass is made of. */
  async function usableCoupon(user: User, couponId: number): Promise<Coupon> {
    const row: CouponRow | undefined = await db('coupons').where({ id: couponId }).first();
    if (!row) throw new NotFoundError(MESSAGES.couponNotFound);
    if (row.userId !== user.id) throw new ForbiddenError(MESSAGES.couponNotYours);
    const coupon = toCouponDto(row, (await findDeal(db, row.dealId))!);
    if (coupon.state === 'used') throw new ConflictError(MESSAGES.couponAlreadyUsed);
    if (coupon.state === 'expired') throw new ConflictError(MESSAGES.couponExpired);
    return coupon;
  }

  return {
    async links(user: User, couponId: number, now = Date.now()): Promise<CouponDownloads> {
      await usableCoupon(user, couponId);
      const exp = Math.floor(now / 1000) + DOWNLOAD_LINK_TTL_S;
      const token = jwt.sign({ cid: couponId, v: user.tokenVersion ?? 0, exp }, key, {
        subject: String(user.id), audience: DOWNLOAD_AUDIENCE, issuer: ISSUER, algorithm: 'HS256',
      });
      const link = (file: string) => `/api/coupons/${couponId}/${file}?token=${encodeURIComponent(token)}`;
      return {
        calendarUrl: link('calendar.ics'),
        walletPassUrl: config.appleWallet ? link('wallet.pkpass') : null,
        expiresAt: new Date(exp * 1000).toISOString(),
      };
    },

    /**
     * The account a download link's token names, for this coupon: signed by us for this audience, not expired, made
     * for this very coupon, and from before no password reset (the account's token version). Else 401.
     */
    async holderOfLink(token: unknown, couponId: number): Promise<User> {
      const invalid = new UnauthorizedError(MESSAGES.downloadLinkInvalid);
      if (typeof token !== 'string' || token.length > 2000) throw invalid;
      let claims: jwt.JwtPayload;
      try {
        claims = jwt.verify(token, key, { audience: DOWNLOAD_AUDIENCE, issuer: ISSUER, algorithms: ['HS256'] }) as jwt.JwtPayload;
      } catch {
        throw invalid;
      }
      if (claims.cid !== couponId || !/^\d+$/.test(claims.sub ?? '')) throw invalid;
      const user = await User.query(db).findById(Number(claims.sub));
      if (!user || user.userType !== 'user' || (user.tokenVersion ?? 0) !== claims.v) throw invalid;
      return user;
    },

    async calendar(user: User, couponId: number): Promise<{ body: string; filename: string }> {
      const coupon = await usableCoupon(user, couponId);
      return { body: couponCalendar(coupon, config.publicUrl), filename: `dadeal-coupon-${coupon.couponCode}.ics` };
    },

    async walletPass(user: User, couponId: number): Promise<{ body: Buffer; filename: string }> {
      const wallet = config.appleWallet;
      if (!wallet) throw new NotFoundError(MESSAGES.walletNotConfigured);
      const coupon = await usableCoupon(user, couponId);
      return { body: await couponPass(coupon, wallet, config.publicUrl), filename: `dadeal-coupon-${coupon.couponCode}.pkpass` };
    },
  };
}
