// The registry of every input schema, by id: the API validates per route by id; forms and the CLI use the same ids.
import * as accounts from './accounts.js';
import * as deals from './deals.js';
import * as partners from './partners.js';
import * as places from './places.js';
import * as reviews from './reviews.js';
import * as staff from './staff.js';
import * as widgetClaims from './widget-claims.js';

export const schemas = {
  login: accounts.loginSchema,
  register: accounts.registerSchema,
  'user-signup-form': accounts.userSignupFormSchema,
  'business-signup-form': accounts.businessSignupFormSchema,
  'profile-update': accounts.profileUpdateSchema,
  'email-only': accounts.emailOnlySchema,
  'reset-password': accounts.resetPasswordSchema,
  'reset-password-form': accounts.resetPasswordFormSchema,
  'admin-login': accounts.adminLoginSchema,
  'admin-create': accounts.adminCreateSchema,
  'admin-password-change': accounts.adminPasswordChangeSchema,
  'admin-user-create': accounts.adminUserCreateSchema,
  'admin-user-update': accounts.adminUserUpdateSchema,
  'admin-business-user-create': accounts.adminBusinessUserCreateSchema,
  'admin-business-update': accounts.adminBusinessUpdateSchema,
  contact: accounts.contactSchema,
  'deal-create': deals.dealCreateSchema,
  'admin-deal-create': deals.adminDealCreateSchema,
  'admin-deal-update': deals.adminDealUpdateSchema,
  'deal-ref': deals.dealRefSchema,
  'coupon-claim': deals.couponClaimSchema,
  'coupon-redeem': deals.couponRedeemSchema,
  'paypal-order': deals.paypalOrderSchema,
  'deal-feature': deals.dealFeatureSchema,
  'business-places': places.businessPlacesSchema,
  'geocode-query': places.geocodeQuerySchema,
  'partner-place': places.partnerPlaceBodySchema,
  'staff-invite': staff.staffInviteSchema,
  'redemptions-query': staff.redemptionsQuerySchema,
  'claim-code-request': widgetClaims.claimCodeRequestSchema,
  'claim-code-verify': widgetClaims.claimCodeVerifySchema,
  'claim-account': widgetClaims.claimAccountSchema,
  'claim-in-place': widgetClaims.claimInPlaceSchema,
  'account-delete': widgetClaims.accountDeleteSchema,
  'partner-register': partners.partnerRegisterSchema,
  'partner-signup-form': partners.partnerSignupFormSchema,
  'partner-ref': partners.partnerRefSchema,
  'partner-webhook': partners.partnerWebhookSchema,
  'review-create': reviews.reviewCreateSchema,
  'review-update': reviews.reviewUpdateSchema,
  'review-reply': reviews.reviewReplySchema,
  'review-report': reviews.reviewReportSchema,
  'review-moderation': reviews.reviewModerationSchema,
} as const;

export type SchemaId = keyof typeof schemas;
export { PASSWORD_MIN, ADMIN_PASSWORD_MIN } from './accounts.js';
export { CLAIM_CODE_DIGITS } from './widget-claims.js';
export { PARTNER_REF_RULE } from './partners.js';
