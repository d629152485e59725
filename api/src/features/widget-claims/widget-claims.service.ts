// Claiming a deal inside a partner's widget: an e-mail, the code mailed to it, then the claim with a
// short-lived token for that deal alone. A new e-mail becomes a verified regular account (first name and terms, asked
// once); an existing user is signed in for this claim only. The claim itself is POST /api/coupons's (coupons.service).
import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { MESSAGES, validate, type ClaimCodeVerifyResponse, type ClaimInPlaceRequest, type Coupon, type Language } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { dbErrorCode, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../http/errors.js';
import { findUserByEmail } from '../accounts/accounts.service.js';
import { normalizeEmail, userRowFromInput } from '../accounts/account-rows.js';
import { hashPassword } from '../accounts/passwords.js';
import { ISSUER, jwtKey } from '../accounts/tokens.js';
import { User } from '../accounts/user.model.js';
import { createCouponsService } from '../coupons/coupons.service.js';
import { findDeal } from '../deals/deals.queries.js';
import { claimCodeMail, claimedCouponMail } from '../mail/templates.js';
import { createClaimCodes } from './claim-codes.js';
import { mailTranslator } from '../mail/translators.js';
import { CLAIM_AUDIENCE, CLAIM_TOKEN_TTL_SECONDS } from './claim-token.js';

/** Only regular users claim: business and staff accounts are told to claim with a user account. */
const mayClaim = (user: User) => user.userType === 'user';

export function createWidgetClaimsService(deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'dealCache'>) {
  const { db, config, mailer } = deps;
  const codes = createClaimCodes(db, config.jwtSecret);
  const coupons = createCouponsService(deps);
  const key = jwtKey(config.jwtSecret);

  async function liveDeal(dealId: number) {
    const deal = await findDeal(db, dealId);
    if (!deal) throw new NotFoundError(MESSAGES.dealNotFound);
    return deal;
  }

  /** Finds or makes the claiming account: a new e-mail needs its first name and the terms, accepted. */
  async function accountFor(email: string, input: ClaimInPlaceRequest, language: Language): Promise<User> {
    const existing = await findUserByEmail(db, email);
    if (existing) {
      if (!mayClaim(existing)) throw new ForbiddenError(MESSAGES.businessCannotClaim);
      // The code proved the mailbox: an account never verified by its link is verified now.
      if (!existing.isEmailVerified) return existing.$query(db).patchAndFetch({ isEmailVerified: true, updatedAt: new Date() });
      return existing;
    }
    const fields = validate('claim-account', { firstName: input.firstName, terms: input.terms });
    if (!fields.ok) throw new ValidationError(fields.errors);
    const { firstName } = fields.value as { firstName: string };
    // No password: the widget never sees one. The account can choose one later with "Forgot password".
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    try {
      return await User.query(db).insertAndFetch(
        userRowFromInput({ email, firstName, lastName: '', phoneNumber: '', userType: 'user', isEmailVerified: true, language }, passwordHash),
      );
    } catch (err) {
      // The same e-mail claiming twice at once: the other request made the account.
      if (dbErrorCode(err) === '23505') return (await findUserByEmail(db, email))!;
      throw err;
    }
  }

  return {
    /**
     * Mails a code to any e-mail (the answer is the same whether or not it has an account), in the account's language,
     * else the widget's (`language`, from its Accept-Language).
     */
    async requestCode(rawEmail: string, dealId: number, language: Language = 'en'): Promise<void> {
      const deal = await liveDeal(dealId);
      const email = normalizeEmail(rawEmail);
      const code = await codes.issue(email);
      const account = await findUserByEmail(db, email);
      await mailer.send(claimCodeMail(email, code, deal.title, mailTranslator(account?.language ?? language)));
    },

    /** Spends the code and answers a claim token for this deal and e-mail, with the account's first name if it has one. */
    async verifyCode(rawEmail: string, code: string, dealId: number): Promise<ClaimCodeVerifyResponse> {
      const email = normalizeEmail(rawEmail);
      const checked = await codes.check(email, code);
      if (!checked.ok) {
        const message = checked.reason === 'wrong' ? MESSAGES.claimCodeWrong : MESSAGES.claimCodeSpent;
        throw new ValidationError([{ field: 'code', message }], message);
      }
      const user = await findUserByEmail(db, email);
      if (user && !mayClaim(user)) throw new ForbiddenError(MESSAGES.businessCannotClaim);
      const claimToken = jwt.sign({ typ: 'claim', email, deal: dealId }, key, {
        audience: CLAIM_AUDIENCE, issuer: ISSUER, expiresIn: CLAIM_TOKEN_TTL_SECONDS, algorithm: 'HS256',
      });
      return { claimToken, expiresInSeconds: CLAIM_TOKEN_TTL_SECONDS, account: user ? { firstName: user.firstName } : null };
    },

    /** The e-mail and deal a claim token was made for; 401 when it is not ours, is for something else, or expired. */
    readToken(header: string | undefined): { email: string; dealId: number } {
      const token = /^Bearer (\S{1,2000})$/.exec(header ?? '')?.[1];
      if (!token) throw new UnauthorizedError(MESSAGES.claimSessionExpired);
      try {
        const claims = jwt.verify(token, key, { audience: CLAIM_AUDIENCE, issuer: ISSUER, algorithms: ['HS256'] }) as jwt.JwtPayload;
        if (claims.typ !== 'claim' || typeof claims.email !== 'string' || !Number.isInteger(claims.deal)) throw new Error('not a claim token');
        return { email: claims.email, dealId: claims.deal as number };
      } catch {
        throw new UnauthorizedError(MESSAGES.claimSessionExpired);
      }
    },

    /** Claims the token's deal for its e-mail's account (made now for a new e-mail), and mails the coupon too. */
    async claim(token: { email: string; dealId: number }, input: ClaimInPlaceRequest, language: Language = 'en'): Promise<Coupon> {
      const user = await accountFor(token.email, input, language);
      const coupon = await coupons.claim(user, token.dealId, input.ref);
      await mailer.send(claimedCouponMail(user.email, user.firstName, {
        couponCode: coupon.couponCode, dealTitle: coupon.deal.title, companyName: coupon.deal.business.companyName, place: coupon.deal.places?.[0],
      }, `${config.publicUrl}/user-dashboard`, mailTranslator(user.language ?? 'en')));
      return coupon;
    },
  };
}
