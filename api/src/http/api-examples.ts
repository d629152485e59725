// The API reference's examples (http/openapi.ts): every validated request body's, and the answers an integrator reads
// first, built from the demo data (seed/demo.ts: its businesses, deals, deal hunters and password) so that "try it"
// against a demo server reads like what it answers. Each is held to core's type with `satisfies` (the typecheck), and
// openapi-examples.test.ts holds each example in the document to the schema beside it, and each request body to the
// API's own validator, so an example cannot drift from the types or the rules.
// The demo's times are relative to when it was seeded; here they are taken at one fixed moment (EXAMPLE_NOW), so the
// generated docs/openapi.json does not change from one run to the next. Ids are those the seed gets in an empty
// database: it inserts the deal hunters, then each business's owner and business, then the deals, in its lists' order.
import {
  MESSAGES, publicRating, reviewerName, REVIEW_EDIT_DAYS, validate, type AccountDeleteRequest, type AccountResponse,
  type AdminBusinessUpdateRequest, type AdminBusinessUserCreateRequest, type AdminDealCreateRequest, type AdminDealUpdateRequest,
  type AdminLoginRequest, type AdminPasswordChangeRequest, type AdminUserCreateRequest, type AdminUserUpdateRequest, type ApiError,
  type BusinessReview, type BusinessReviews, type BusinessReviewSummary, type ClaimCodeRequest, type ClaimCodeVerifyRequest,
  type ClaimCodeVerifyResponse, type ClaimInPlaceRequest, type ClaimRequest, type ClaimResponse, type ContactRequest, type Coupon,
  type Deal, type DealCreateRequest, type DealSuggestions, type EmailRequest, type FavoriteRequest, type FavoriteResponse,
  type FeatureDealRequest, type LoginRequest, type LoginResponse, type OwnReview, type Partner, type PartnerPlaceRequest,
  type PartnerRefRequest, type PartnerRegisterRequest, type PartnerReport, type PartnerResponse, type PartnerWebhook,
  type PartnerWebhookRequest, type PaymentOrderRequest, type Place, type PlacesRequest, type ProfileResponse,
  type ProfileUpdateRequest, type PublicReview, type RedeemRequest, type RedeemResponse, type Redemption, type RegisterRequest,
  type RegisterResponse, type ResetPasswordRequest, type ReviewCreateRequest, type ReviewModerationRequest,
  type ReviewReplyRequest, type ReviewReplyResponse, type ReviewReportRequest, type ReviewResponse, type ReviewUpdateRequest,
  type SchemaId, type StaffInviteRequest, type User, type UserStats, type WebhookDelivery,
} from '@dadeal/core';
import { BUSINESSES, DEALS, DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SHOPPERS, demoClaimed, demoDealTimes, demoPictureName, demoShopperPhone, HOUR, type DemoBusiness } from '../seed/demo.js';
import { CLAIM_TOKEN_TTL_SECONDS } from '../features/widget-claims/claim-token.js';
import { BODY_TOO_LARGE_MESSAGE } from './json-body.js';
import type { ApiType } from './route-doc.js';

/** The moment the examples are taken at: the demo seeded then, a Tuesday 1 pm in Honolulu. */
export const EXAMPLE_NOW = Date.parse('2026-12-01T23:00:00.000Z');
const DAY = 24 * HOUR;
const iso = (time: number) => new Date(time).toISOString();
const at = (hoursFromNow: number) => iso(EXAMPLE_NOW + hoursFromNow * HOUR);

// The demo's records the examples show, by their place in the seed's lists.
const REEFSIDE = 0; // Reefside Grill, reefside@dadeal.test
const SHOPPER = 0; // Noelani Akana, shopper@dadeal.test
const PLATTER = 0; // Sunset Seafood Platter for Two (Reefside, featured, its first coupon redeemed by the shopper)
const MAI_TAI = 1; // Happy Hour Mai Tai Flight (Reefside, none claimed yet): the deal the examples claim
const PASTRY_BOX = 5; // Closing-Time Pastry Box (Coconut Cove Café, Last-Minute)
const SNORKEL = 15; // Snorkel Tour at Turtle Bay (Saltwater Adventures, featured): one of the shopper's favourites

const email = (slug: string) => `${slug}@dadeal.test`;
const businessIndex = (slug: string) => BUSINESSES.findIndex((b) => b.slug === slug);
const businessId = (b: number) => b + 1;
const ownerUserId = (b: number) => DEMO_SHOPPERS.length + b + 1;

function placeOf(p: DemoBusiness['places'][number]): Place {
  return { name: p.name ?? null, addressLine1: p.addressLine1, addressLine2: null, town: p.town, postcode: p.postcode, country: 'US', latitude: p.latitude, longitude: p.longitude, openingHours: p.openingHours };
}

function shopperUser(s: number): User {
  const shopper = DEMO_SHOPPERS[s]!;
  return {
    id: s + 1, email: email(shopper.name), firstName: shopper.firstName, lastName: shopper.lastName, phoneNumber: demoShopperPhone(s),
    userType: 'user', emailNotifications: true, dealAlerts: true, lastMinuteAlerts: false, isEmailVerified: true, language: 'en', createdAt: iso(EXAMPLE_NOW),
  };
}

function ownerUser(b: number): User {
  const business = BUSINESSES[b]!;
  return {
    id: ownerUserId(b), email: email(business.slug), firstName: business.first, lastName: business.last, phoneNumber: business.phone,
    userType: 'business', emailNotifications: true, dealAlerts: true, lastMinuteAlerts: false, isEmailVerified: true, language: 'en', createdAt: iso(EXAMPLE_NOW),
  };
}

/** The i-th demo deal as the listing answers it, `claimedMore` coupons after the seed's. */
function demoDeal(i: number, claimedMore = 0): Deal {
  const d = DEALS[i]!;
  const b = businessIndex(d.business);
  const business = BUSINESSES[b]!;
  const times = demoDealTimes(d, EXAMPLE_NOW);
  const claimed = demoClaimed(d) + claimedMore;
  return {
    id: i + 1,
    businessId: businessId(b),
    business: { id: businessId(b), companyName: business.company, user: { firstName: business.first, lastName: business.last } },
    title: d.title,
    description: d.description,
    imageUrl: d.noImage ? null : `/uploads/${demoPictureName(i)}`,
    logoUrl: null,
    originalPrice: d.original,
    dealPrice: d.price,
    category: d.category,
    businessCategory: business.category,
    startDate: iso(times.start),
    endDate: iso(times.end),
    totalCoupons: d.total,
    usedCoupons: claimed,
    availableCount: d.total - claimed,
    termsConditions: d.terms ?? null,
    isActive: true,
    isFeatured: Boolean(d.featured),
    featuredUntil: times.featuredUntil === null ? null : iso(times.featuredUntil),
    createdAt: iso(EXAMPLE_NOW),
    places: business.places.map(placeOf),
    rating: { average: null, count: 0 },
  };
}

// The seed's coupons, in the order it inserts them: each deal's claimed ones go to the deal hunters in turn, and the
// first of a deal still on sale is redeemed by the business's owner an hour before the seed ran. Codes are random
// there; these are fixed ones of the same form.
const DEMO_COUPONS = DEALS.flatMap((d, i) => Array.from({ length: demoClaimed(d) }, (_, c) => ({ deal: i, shopper: c % DEMO_SHOPPERS.length, used: c === 0 && !d.soldOut })))
  .map((c, k) => ({ ...c, id: k + 1, code: couponCode(k + 1) }));

/** A fixed code of the seed's form (coupon-code.ts: 12 of these letters, grouped by four) for the n-th demo coupon. */
function couponCode(n: number): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  let raw = '';
  for (let i = 0; i < 12; i++) raw += alphabet[(n * 11 + i * 7 + n * i * 5) % alphabet.length];
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}

function seededCoupon(c: (typeof DEMO_COUPONS)[number]): Coupon {
  return {
    id: c.id, couponCode: c.code, isUsed: c.used, usedAt: c.used ? at(-1) : null, createdAt: at(-2), dealId: c.deal + 1, userId: c.shopper + 1,
    state: c.used ? 'used' : 'active', deal: demoDeal(c.deal),
  };
}

const platterCoupon = DEMO_COUPONS.find((c) => c.deal === PLATTER && c.shopper === SHOPPER)!;
const shopper = shopperUser(SHOPPER);
const reefside = BUSINESSES[REEFSIDE]!;
const reefsideOwner = ownerUser(REEFSIDE);

/** The coupon the examples claim: the shopper's of the Mai Tai flight, the demo's next coupon. */
const claimed: Coupon = {
  id: DEMO_COUPONS.length + 1, couponCode: 'K7QF-3MZP-9XDA', isUsed: false, usedAt: null, createdAt: iso(EXAMPLE_NOW), dealId: MAI_TAI + 1, userId: shopper.id,
  state: 'active', deal: demoDeal(MAI_TAI, 1),
};
const redeemed: Coupon = { ...claimed, isUsed: true, usedAt: at(0.5), state: 'used' };

// A made-up token of the form the API signs (a JWT): an example, which signs nobody in.
const EXAMPLE_TOKEN = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjEsInR2IjowLCJpYXQiOjE3OTY1OTQ0MDB9.Qm9keS1leGFtcGxlLW5vdC1hLXJlYWwtc2lnbmF0dXJl';

// The demo has no partner; this one is the kind that embeds the widgets (a local news site), its ref as the tests'.
const partner: Partner = {
  id: 1, companyName: 'Island Times', websiteUrl: 'https://islandtimes.example', ref: 'island-times',
  place: { name: null, addressLine1: '500 Ala Moana Blvd', addressLine2: null, town: 'Honolulu', postcode: '96813', country: 'US', latitude: 21.2966, longitude: -157.8606, openingHours: null },
  createdAt: at(-30 * 24),
};
const { openingHours: _partnerHours, ...partnerAddress } = partner.place!;
// Its account, the first after the seed's: a new sign-up, not verified yet.
const partnerUser: User = {
  id: DEMO_SHOPPERS.length + BUSINESSES.length + 1, email: 'desk@islandtimes.example', firstName: 'Island', lastName: 'Times', phoneNumber: '', userType: 'partner',
  emailNotifications: true, dealAlerts: true, lastMinuteAlerts: false, isEmailVerified: false, language: 'en', createdAt: iso(EXAMPLE_NOW),
};

// The shopper's review of the redeemed platter, and Reefside's reply.
const reviewText = 'The mahi-mahi was perfect and we had the best seats on the deck for the sunset.';
const publicReview: PublicReview = {
  id: 1, rating: 5, text: reviewText, reviewerName: reviewerName(shopper.firstName, shopper.lastName), redeemedAt: at(-1), createdAt: iso(EXAMPLE_NOW), updatedAt: iso(EXAMPLE_NOW),
  dealTitle: DEALS[PLATTER]!.title, reply: null,
};
const ownReview: OwnReview = { ...publicReview, couponId: platterCoupon.id, businessId: businessId(REEFSIDE), editableUntil: iso(EXAMPLE_NOW + REVIEW_EDIT_DAYS * DAY), hidden: false };
const replyText = 'Mahalo, Noelani! Come back for the luau buffet.';
const repliedReview: BusinessReview = { ...publicReview, reply: { text: replyText, updatedAt: at(2) }, hidden: false, replyHidden: false };

/** A deal for Reefside to publish: its Mai Tai flight as the seed describes it. */
const maiTai = DEALS[MAI_TAI]!;
const dealInput = {
  title: maiTai.title, description: maiTai.description, originalPrice: maiTai.original, dealPrice: maiTai.price, category: maiTai.category,
  businessCategory: reefside.category, startDate: iso(demoDealTimes(maiTai, EXAMPLE_NOW).start), endDate: iso(demoDealTimes(maiTai, EXAMPLE_NOW).end),
  totalCoupons: maiTai.total, termsConditions: 'Must be 21+. One flight per coupon.', imageUrl: `/uploads/${demoPictureName(MAI_TAI)}`,
} satisfies DealCreateRequest;

const pastry = DEALS[PASTRY_BOX]!;
const coconut = businessIndex(pastry.business);

/** The request bodies, by the schema id the route validates them with. */
export const REQUEST_EXAMPLES = {
  login: { email: DEMO_ACCOUNTS[0].email, password: DEMO_ACCOUNTS[0].password } satisfies LoginRequest,
  register: {
    email: reefsideOwner.email, password: DEMO_PASSWORD, firstName: reefside.first, lastName: reefside.last, phoneNumber: reefside.phone, userType: 'business',
    emailNotifications: true, business: { companyName: reefside.company, contactNumber: reefside.phone, websiteUrl: reefside.website, places: reefside.places.map(placeOf) },
  } satisfies RegisterRequest,
  'email-only': { email: shopper.email } satisfies EmailRequest,
  'reset-password': { token: 'c2hvcHBlckBkYWRlYWwudGVzdA.reset-link-token', newPassword: 'DaDeal-demo-2027' } satisfies ResetPasswordRequest,
  'profile-update': { lastMinuteAlerts: true } satisfies ProfileUpdateRequest,
  'account-delete': { password: DEMO_PASSWORD } satisfies AccountDeleteRequest,
  contact: { name: `${shopper.firstName} ${shopper.lastName}`, email: shopper.email, userType: 'user', subject: 'A deal I would love to see', message: 'Could the night market offer a tasting pass for two? We go every Friday.' } satisfies ContactRequest,
  'deal-create': dealInput,
  'deal-ref': { dealId: SNORKEL + 1 } satisfies FavoriteRequest,
  'coupon-claim': { dealId: MAI_TAI + 1 } satisfies ClaimRequest,
  'coupon-redeem': { couponCode: claimed.couponCode } satisfies RedeemRequest,
  'paypal-order': { planId: 'basic', dealId: MAI_TAI + 1 } satisfies PaymentOrderRequest,
  'deal-feature': { planId: 'basic', amount: '10.00', paymentMethod: 'paypal', paypalOrderId: '5O190127TN364715T' } satisfies FeatureDealRequest,
  'business-places': { places: reefside.places.map(placeOf) } satisfies PlacesRequest,
  'staff-invite': { firstName: 'Keoni', lastName: 'Kahale', email: 'keoni@reefside-grill.example' } satisfies StaffInviteRequest,
  'claim-code-request': { email: shopper.email, dealId: MAI_TAI + 1 } satisfies ClaimCodeRequest,
  'claim-code-verify': { email: shopper.email, code: '482913', dealId: MAI_TAI + 1 } satisfies ClaimCodeVerifyRequest,
  // The shopper has an account, so the partner's ref alone; a new e-mail sends its first name and `terms: true` too.
  'claim-in-place': { ref: partner.ref! } satisfies ClaimInPlaceRequest,
  'partner-register': { companyName: partner.companyName, websiteUrl: partner.websiteUrl, email: partnerUser.email, password: DEMO_PASSWORD, terms: true } satisfies PartnerRegisterRequest,
  'partner-ref': { ref: partner.ref! } satisfies PartnerRefRequest,
  'partner-place': { place: partnerAddress } satisfies PartnerPlaceRequest,
  'partner-webhook': { url: 'https://islandtimes.example/hooks/dadeal' } satisfies PartnerWebhookRequest,
  'review-create': { couponId: platterCoupon.id, rating: 5, text: reviewText } satisfies ReviewCreateRequest,
  'review-update': { rating: 4, text: `${reviewText} The fries could have been crispier.` } satisfies ReviewUpdateRequest,
  'review-reply': { text: replyText } satisfies ReviewReplyRequest,
  'review-report': { part: 'review', reason: 'spam' } satisfies ReviewReportRequest,
  'review-moderation': { part: 'review', reason: 'Names a member of staff in full' } satisfies ReviewModerationRequest,
  'admin-login': { email: 'ops@dadeal.test', password: 'admin-secret-1' } satisfies AdminLoginRequest,
  'admin-password-change': { currentPassword: 'admin-secret-1', newPassword: 'admin-secret-2' } satisfies AdminPasswordChangeRequest,
  'admin-user-create': {
    firstName: DEMO_SHOPPERS[1].firstName, lastName: DEMO_SHOPPERS[1].lastName, email: email(DEMO_SHOPPERS[1].name), password: DEMO_PASSWORD, phoneNumber: demoShopperPhone(1), userType: 'user', isEmailVerified: true,
  } satisfies AdminUserCreateRequest,
  'admin-user-update': { phoneNumber: '+1 808 555 0299' } satisfies AdminUserUpdateRequest,
  'admin-business-user-create': {
    firstName: BUSINESSES[coconut]!.first, lastName: BUSINESSES[coconut]!.last, email: email(BUSINESSES[coconut]!.slug), password: DEMO_PASSWORD, phoneNumber: BUSINESSES[coconut]!.phone, userType: 'business',
    isEmailVerified: true, companyName: BUSINESSES[coconut]!.company, contactNumber: BUSINESSES[coconut]!.phone, websiteUrl: BUSINESSES[coconut]!.website, places: BUSINESSES[coconut]!.places.map(placeOf),
  } satisfies AdminBusinessUserCreateRequest,
  'admin-business-update': { companyName: reefside.company, contactNumber: reefside.phone, websiteUrl: reefside.website } satisfies AdminBusinessUpdateRequest,
  'admin-deal-create': {
    businessId: businessId(coconut), title: pastry.title, description: pastry.description, originalPrice: pastry.original, dealPrice: pastry.price, category: pastry.category,
    businessCategory: BUSINESSES[coconut]!.category, startDate: iso(demoDealTimes(pastry, EXAMPLE_NOW).start), endDate: iso(demoDealTimes(pastry, EXAMPLE_NOW).end),
    totalCoupons: pastry.total, termsConditions: null, imageUrl: `/uploads/${demoPictureName(PASTRY_BOX)}`, isActive: true, isFeatured: Boolean(pastry.featured),
  } satisfies AdminDealCreateRequest,
  'admin-deal-update': { totalCoupons: 20, isFeatured: false } satisfies AdminDealUpdateRequest,
} satisfies Partial<Record<SchemaId, object>>;

/** What the API answers an invalid body: its rules' own messages (core's validator), here for a login with a bad e-mail. */
function refusal(id: SchemaId, body: unknown): ApiError {
  const result = validate(id, body);
  if (result.ok) throw new Error(`the refusal example's ${id} body is valid`);
  return { message: result.errors[0]!.message, errors: result.errors };
}

/** The error model's examples, by the component answer (openapi.ts COMPONENT_RESPONSES) the generator adds. */
export const ERROR_EXAMPLES = {
  BadRequest: refusal('login', { email: 'shopper@dadeal', password: '' }),
  Unauthorized: { message: MESSAGES.loginRequired },
  Forbidden: { message: MESSAGES.businessOnly },
  NotFound: { message: MESSAGES.dealNotFound },
  PayloadTooLarge: { message: BODY_TOO_LARGE_MESSAGE },
  UnsupportedMediaType: { message: 'Content-Type must be application/json' },
  TooManyRequests: { message: MESSAGES.tooManyRequests },
} satisfies Record<string, ApiError>;

const partnerDays = Array.from({ length: 30 }, (_, k) => {
  const date = iso(EXAMPLE_NOW - (29 - k) * DAY).slice(0, 10);
  const today = k === 29;
  return { date, views: today ? 14 : k % 3 === 0 ? 5 : 2, claims: today ? 1 : 0, redemptions: 0 };
});
const partnerTotals = partnerDays.reduce((t, d) => ({ views: t.views + d.views, claims: t.claims + d.claims, redemptions: t.redemptions + d.redemptions }), { views: 0, claims: 0, redemptions: 0 });

// What the shopper saved on the seed's redeemed coupons (original − deal price), in cents to stay exact.
const cents = (price: string) => Math.round(Number(price) * 100);
const shopperSavings = (DEMO_COUPONS.filter((c) => c.shopper === SHOPPER && c.used)
  .reduce((sum, c) => sum + cents(DEALS[c.deal]!.original) - cents(DEALS[c.deal]!.price), 0) / 100).toFixed(2);

const suggestQuery = 'reef';
const matches = (text: string) => text.toLowerCase().includes(suggestQuery);

/**
 * The answers, by the core type a route's doc() names for them: a route answering that type shows it unless its doc
 * gives its own (ANSWER_OVERRIDES).
 */
export const ANSWER_EXAMPLES = {
  'Deal[]': [demoDeal(PLATTER), demoDeal(SNORKEL)] satisfies Deal[],
  Deal: demoDeal(PLATTER) satisfies Deal,
  DealSuggestions: {
    query: suggestQuery,
    deals: DEALS.flatMap((d, i) => (matches(d.title) ? [{ id: i + 1, title: d.title, businessName: BUSINESSES[businessIndex(d.business)]!.company }] : [])),
    businesses: BUSINESSES.filter((b) => matches(b.company)).map((b) => b.company),
    categories: [],
    didYouMean: null,
  } satisfies DealSuggestions,
  LoginResponse: { user: shopper, business: null, token: EXAMPLE_TOKEN, message: MESSAGES.loginSuccess, needsVerification: false } satisfies LoginResponse,
  RegisterResponse: { user: { ...reefsideOwner, isEmailVerified: false }, message: MESSAGES.registered } satisfies RegisterResponse,
  ProfileResponse: { user: shopper, business: null } satisfies ProfileResponse,
  AccountResponse: { user: { ...shopper, lastMinuteAlerts: true }, message: MESSAGES.profileUpdated } satisfies AccountResponse,
  ClaimResponse: { message: MESSAGES.dealClaimed, coupon: claimed } satisfies ClaimResponse,
  'Coupon[]': DEMO_COUPONS.filter((c) => c.shopper === SHOPPER).slice(0, 2).map(seededCoupon) satisfies Coupon[],
  ClaimCodeVerifyResponse: { claimToken: EXAMPLE_TOKEN, expiresInSeconds: CLAIM_TOKEN_TTL_SECONDS, account: { firstName: shopper.firstName } } satisfies ClaimCodeVerifyResponse,
  RedeemResponse: { message: MESSAGES.couponUsed, coupon: redeemed, customerFirstName: shopper.firstName } satisfies RedeemResponse,
  'Redemption[]': [{
    couponId: platterCoupon.id, couponCode: platterCoupon.code, dealId: PLATTER + 1, dealTitle: DEALS[PLATTER]!.title, usedAt: at(-1),
    customerFirstName: shopper.firstName, redeemedBy: { name: `${reefside.first} ${reefside.last}`, role: 'owner' },
  }] satisfies Redemption[],
  FavoriteResponse: { message: MESSAGES.addedToFavorites, dealId: SNORKEL + 1 } satisfies FavoriteResponse,
  UserStats: { savedDeals: 2, activeCoupons: DEMO_COUPONS.filter((c) => c.shopper === SHOPPER && !c.used).length, totalSavings: shopperSavings } satisfies UserStats,
  ReviewResponse: { message: MESSAGES.reviewSaved, review: ownReview } satisfies ReviewResponse,
  'OwnReview[]': [ownReview] satisfies OwnReview[],
  BusinessReviews: { businessId: businessId(REEFSIDE), companyName: reefside.company, rating: publicRating(1, 5), reviews: [{ ...publicReview, reply: repliedReview.reply }] } satisfies BusinessReviews,
  'BusinessReview[]': [repliedReview] satisfies BusinessReview[],
  BusinessReviewSummary: { rating: publicRating(1, 5), months: [{ month: iso(EXAMPLE_NOW).slice(0, 7), count: 1, average: 5 }], awaitingReply: 0 } satisfies BusinessReviewSummary,
  ReviewReplyResponse: { message: MESSAGES.replySaved, review: repliedReview } satisfies ReviewReplyResponse,
  PartnerResponse: { partner, message: MESSAGES.partnerRefSet } satisfies PartnerResponse,
  PartnerReport: {
    partner, from: partnerDays[0]!.date, to: partnerDays[29]!.date, totals: partnerTotals, days: partnerDays,
    deals: [{ dealId: MAI_TAI + 1, title: maiTai.title, businessName: reefside.company, views: 14, claims: 1, redemptions: 0 }],
  } satisfies PartnerReport,
  PartnerWebhook: { url: 'https://islandtimes.example/hooks/dadeal', secretHint: 'whsec_Zm9y…' } satisfies PartnerWebhook,
  'WebhookDelivery[]': [{
    id: '0f6c1f0e-4d0b-4a55-9a3e-6b1de2c6a7d1', event: 'claim.created', status: 'delivered', attempts: 1, responseCode: 200, lastError: null,
    createdAt: iso(EXAMPLE_NOW), nextAttemptAt: null, deliveredAt: iso(EXAMPLE_NOW + 1000),
  }] satisfies WebhookDelivery[],
} satisfies Partial<Record<ApiType, unknown>>;

/** Answers whose route says more than its type's example: a coupon marked used, a new webhook's secret, a partner's sign-up. */
export const ANSWER_OVERRIDES = {
  couponMarkedUsed: { message: MESSAGES.couponUsed, coupon: { ...redeemed, usedAt: at(0.5) } } satisfies ClaimResponse,
  webhookSaved: { url: 'https://islandtimes.example/hooks/dadeal', secretHint: 'whsec_Zm9y…', secret: 'whsec_Zm9yLWV4YW1wbGVzLW9ubHktbm90LWEtcmVhbC1zZWNyZXQ', message: MESSAGES.webhookSaved } satisfies PartnerWebhook,
  partnerRegistered: { user: partnerUser, message: MESSAGES.partnerRegistered } satisfies AccountResponse,
} as const;
