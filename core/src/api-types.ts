// Request and response types of every call (spec §3, §7; CONTRACT §3). Field names are the spec's (camelCase).
import type { AccountType, AdminRole, BusinessCategory, DealCategory, ReviewPart, ReviewReportReason, UserType } from './enums.js';
import type { FeaturingPlan } from './plans.js';
import type { Place } from './places.js';
import type { DealListSort } from './ending.js';
import type { FieldError } from './validate.js';
import type { NoticeList } from './notices.js';
import type { Language } from './i18n/languages.js';

// The answers' scalars as the API document says them (api/src/http/api-types-file.ts): numbers in TypeScript, but an
// integrator's generated client should see whole numbers and instants. Not exported, so the document inlines them;
// their JSDoc holds only tags, so no field repeats a description.
// A record's id: a whole number from 1.
/** @asType integer @minimum 1 */
type Id = number;
// A whole number: a count, a rating of 1–5, a status code.
/** @asType integer */
type Integer = number;
// An instant as ISO 8601 with its offset; the API writes UTC (`2026-12-24T18:00:00.000Z`).
/** @format date-time */
type Instant = string;

/** Every non-2xx answer (CONTRACT §3). */
export interface ApiError {
  message: string;
  errors?: FieldError[];
}

export interface User {
  id: Id;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** `staff`: a business's counter staff; the profile's `business` is then the employer. */
  userType: AccountType;
  emailNotifications: boolean;
  /** Daily digest of new deals from businesses whose deals the user saved (default on; needs emailNotifications). */
  dealAlerts: boolean;
  /** A mail when a new Last-Minute deal is published (default off; needs emailNotifications). */
  lastMinuteAlerts: boolean;
  isEmailVerified: boolean;
  /** The language of the account's e-mails. */
  language: Language;
  createdAt: Instant;
}

export interface Business {
  id: Id;
  userId: Id;
  companyName: string;
  contactNumber: string;
  websiteUrl: string | null;
  createdAt: Instant;
  /** Where it is (main place first); answered by the business's own and the admin's reads. */
  places?: Place[];
}

/** A deal as every list and detail answers it. Prices are decimal strings with two decimals. */
export interface Deal {
  id: Id;
  businessId: Id;
  business: { id: Id; companyName: string; user: { firstName: string; lastName: string } };
  title: string;
  description: string;
  imageUrl: string | null;
  /** The business's logo, when it has one: the card's image fallback (spec §2). */
  logoUrl: string | null;
  originalPrice: string;
  dealPrice: string;
  category: DealCategory;
  businessCategory: BusinessCategory;
  startDate: Instant;
  endDate: Instant;
  totalCoupons: Integer;
  /** Coupons claimed so far (spec §4: remaining = totalCoupons − usedCoupons). */
  usedCoupons: Integer;
  /** totalCoupons − usedCoupons. */
  availableCount: Integer;
  termsConditions: string | null;
  isActive: boolean;
  /** True only while a featuring is live (featuredUntil unset or in the future). */
  isFeatured: boolean;
  featuredUntil: Instant | null;
  createdAt: Instant;
  /** Where the business is: its places, the main one first (or, with `near`, the nearest first). Empty: not given. */
  places: Place[];
  /** With `near` only: the great-circle distance to the nearest place, in km (three decimals). */
  distanceKm?: number;
  /**
   * The business's rating from verified visits (core's publicRating): `average` to one decimal, null while fewer than
   * RATING_MIN_REVIEWS visible reviews ("New on Da Deal!"); `count` the visible reviews.
   */
  rating: Rating;
}

export interface Rating {
  average: number | null;
  count: Integer;
}

/** A review as everyone sees it: the reviewer's first name and initial, when the visit was, the business's reply. */
export interface PublicReview {
  id: Id;
  rating: Integer;
  /** Plain text as written (null: a rating alone). */
  text: string | null;
  /** "Kalani T." (core's reviewerName). */
  reviewerName: string;
  /** When the coupon was redeemed: "Verified visit · redeemed Nov 2026". */
  redeemedAt: Instant;
  createdAt: Instant;
  updatedAt: Instant;
  dealTitle: string;
  reply: { text: string; updatedAt: Instant } | null;
}

/** GET /api/businesses/:id/reviews: the newest visible reviews and the business's rating. */
export interface BusinessReviews {
  businessId: Id;
  companyName: string;
  rating: Rating;
  reviews: PublicReview[];
}

/** POST/PUT /api/reviews and GET /api/user/reviews: the author's own review of one coupon. */
export interface OwnReview extends PublicReview {
  couponId: Id | null;
  businessId: Id;
  /** Until when its author may edit it (REVIEW_EDIT_DAYS after it was written). */
  editableUntil: Instant;
  /** Hidden by an administrator: the author still sees it, no one else does. */
  hidden: boolean;
}

/** GET /api/business/reviews: the business's own reviews (hidden ones flagged), newest first. */
export interface BusinessReview extends PublicReview {
  hidden: boolean;
  replyHidden: boolean;
}

/** GET /api/business/reviews/summary: the dashboard's rating, trend by month and reviews waiting for a reply. */
export interface BusinessReviewSummary {
  rating: Rating;
  /** The last 12 months that have reviews, oldest first: month as yyyy-mm, its visible reviews and their average. */
  months: Array<{ month: string; count: Integer; average: number }>;
  awaitingReply: Integer;
}

/** GET /api/admin/reviews (react-admin): a review with its reports and moderation state. */
export interface AdminReview {
  id: Id;
  businessId: Id;
  companyName: string;
  userId: Id;
  reviewerName: string;
  rating: Integer;
  text: string | null;
  reply: string | null;
  createdAt: Instant;
  hidden: boolean;
  hiddenReason: string | null;
  replyHidden: boolean;
  replyHiddenReason: string | null;
  reports: Integer;
  reportedParts: ReviewPart[];
  reportReasons: ReviewReportReason[];
  lastReportedAt: Instant | null;
}

export interface Coupon {
  id: Id;
  couponCode: string;
  isUsed: boolean;
  usedAt: Instant | null;
  createdAt: Instant;
  dealId: Id;
  userId: Id;
  /** active | used | expired, derived at read time (spec §4). */
  state: 'active' | 'used' | 'expired';
  deal: Deal;
}

/** Who marked a coupon used: the business's owner, one of its staff, or the holder (the coupon dialog's button). */
export type RedeemerRole = 'owner' | 'staff' | 'customer';

/** Recorded with each redemption; null for coupons redeemed before redemptions were recorded. */
export interface RedeemedBy {
  /** The person's name when they redeemed it (kept after a staff member's access is revoked). */
  name: string;
  role: RedeemerRole;
}

/** GET /api/business/deals/{id}/coupons: a coupon of the business's own deal, newest claim first. */
export interface DealCoupon {
  id: Id;
  couponCode: string;
  state: 'active' | 'used' | 'expired';
  /** When the customer claimed it. */
  createdAt: Instant;
  usedAt: Instant | null;
  redeemedBy: RedeemedBy | null;
}

/** GET /api/business/redemptions?since=…: one redemption of the business's coupons, newest first (the Counter page). */
export interface Redemption {
  couponId: Id;
  couponCode: string;
  dealId: Id;
  dealTitle: string;
  usedAt: Instant;
  customerFirstName: string | null;
  redeemedBy: RedeemedBy | null;
}

/** A business's staff member (GET /api/business/staff). `invited` until the invitation's link set a password. */
export interface StaffMember {
  id: Id;
  firstName: string;
  lastName: string;
  email: string;
  status: 'invited' | 'active';
  invitedAt: Instant;
  /** The last coupon this member redeemed, or null. */
  lastRedemptionAt: Instant | null;
}

/** POST /api/business/staff: invites by e-mail; the mailed link sets the password. */
export interface StaffInviteRequest {
  firstName: string;
  lastName: string;
  email: string;
}

export interface BusinessStats {
  activeDeals: Integer;
  totalCoupons: Integer;
  /** Sum of the deal price of every redeemed coupon of the business's deals, decimal string. */
  totalRevenue: string;
  featuredDeals: Integer;
}

/** Views (detail dialog opened, once per deal per browser session), claims and redemptions. */
export interface FunnelCounts {
  views: Integer;
  claims: Integer;
  redemptions: Integer;
}

export interface FunnelDay extends FunnelCounts {
  /** 'YYYY-MM-DD', a UTC day. */
  date: string;
  /** Featured at any time that day (for a business: any of its deals). */
  featured: boolean;
}

export interface DealFunnel extends FunnelCounts {
  dealId: Id;
  title: string;
  /** The window's days, oldest first, zero-filled. */
  days: FunnelDay[];
}

/** GET /api/business/funnel: the last 30 UTC days including today, oldest first. */
export interface BusinessFunnel {
  /** First day of the window, 'YYYY-MM-DD' (UTC). */
  from: string;
  /** Last day of the window (today, UTC). */
  to: string;
  /** Sums over the window and over every deal of the business. */
  totals: FunnelCounts;
  /** Per-day sums over the business's deals. */
  days: FunnelDay[];
  /** Every deal of the business, newest first, also those with no counts. */
  deals: DealFunnel[];
  /** Coupons of the business's deals claimed in the window, by the partner page they came from, most first. */
  partners: PartnerClaims[];
}

/** Claims that came through one partner's widgets (`?ref=`), or directly (`partnerRef: null`). */
export interface PartnerClaims {
  partnerRef: string | null;
  claims: Integer;
}

export interface UserStats {
  savedDeals: Integer;
  activeCoupons: Integer;
  /** Sum of (original − deal price) over the user's redeemed coupons, decimal string. */
  totalSavings: string;
}

export interface LoginResponse {
  user: User | null;
  business: Business | null;
  token: string | null;
  message: string;
  needsVerification: boolean;
}

export interface RegisterRequest {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  userType: UserType;
  emailNotifications?: boolean;
  business?: { companyName: string; contactNumber: string; websiteUrl?: string | null; places?: Place[] };
  /** The language of the account's e-mails; else the request's Accept-Language. */
  language?: Language;
}

export interface RegisterResponse {
  user: User;
  message: string;
}

export interface ProfileResponse {
  user: User;
  business: Business | null;
}

/** PUT /api/user/profile and POST /api/partners/register: the account as it now is. */
export interface AccountResponse {
  user: User;
  message: string;
}

/** POST /api/deals: the published deal, and a message. */
export interface DealCreatedResponse extends Deal {
  message: string;
}

/** POST /api/favorites, DELETE /api/favorites/{dealId}. */
export interface FavoriteResponse {
  message: string;
  dealId: Id;
}

/** GET and PUT /api/business/places: all of the business's places, the main one first. */
export interface PlacesResponse {
  places: Place[];
}

/** POST and PUT /api/reviews: the author's review as saved. */
export interface ReviewResponse {
  message: string;
  review: OwnReview;
}

/** PUT /api/business/reviews/{id}/reply: the review with the business's reply. */
export interface ReviewReplyResponse {
  message: string;
  review: BusinessReview;
}

/** POST /api/business/staff: the member invited (a new account, or invited again). */
export interface StaffInviteResponse {
  message: string;
  member: StaffMember;
}

/** PUT /api/partner/ref, PUT and DELETE /api/partner/place: the partner as it now is (`message` with the ref). */
export interface PartnerResponse {
  partner: Partner;
  message?: string;
}

/** GET /api/unsubscribe?token=…: what an unsubscribe link is for (the page shows it before the button). */
export interface UnsubscribeInfo {
  list: NoticeList;
  /** "deal alerts", … (NOTICE_LABELS). */
  label: string;
  /** The account's address, masked (`m•••@island.example`); null when the account is gone. */
  email: string | null;
  /** Whether that account still gets these mails. */
  subscribed: boolean;
}

/** POST /api/unsubscribe?token=…. */
export interface UnsubscribeResponse {
  message: string;
  list: NoticeList;
  subscribed: false;
}

/** PUT /api/user/profile: any of these; the settings tab sends one switch at a time. */
export interface ProfileUpdateRequest {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  emailNotifications?: boolean;
  dealAlerts?: boolean;
  lastMinuteAlerts?: boolean;
  language?: Language;
}

export interface DealCreateRequest {
  title: string;
  description: string;
  originalPrice: string | number;
  dealPrice: string | number;
  category: DealCategory;
  businessCategory: BusinessCategory;
  startDate: string;
  endDate: string;
  totalCoupons: number;
  termsConditions?: string | null;
  imageUrl?: string | null;
}

export interface DealListQuery {
  category?: string;
  businessCategory?: string;
  isFeatured?: boolean;
  search?: string;
  limit?: number;
  offset?: number;
  /** featured (default): featured first, then the newest; ending: soonest end first (core's DEAL_LIST_SORTS). */
  sort?: DealListSort;
  /** "Near me": "lat,lng"; only deals within radiusKm (default 25), the nearest first, each with distanceKm. */
  near?: string;
  radiusKm?: number;
}

/**
 * GET /api/deals/suggest?q=: what the search boxes offer while a visitor types (the `Accept-Language` header names the
 * categories' language). `didYouMean`: the query with each misspelt word replaced by the closest known word, or null.
 */
export interface DealSuggestions {
  query: string;
  deals: Array<{ id: Id; title: string; businessName: string }>;
  businesses: string[];
  categories: Array<{ businessCategory: BusinessCategory; label: string }>;
  didYouMean: string | null;
}

/**
 * GET /api/business/search-words: the words visitors searched that found the business's live deals, over the last
 * SEARCH_WORDS_DAYS UTC days (today included). Counts only, never who; a word appears once `minVisitors` distinct
 * visitors searched it. A visitor searching on two days counts on each (docs/decisions/0043-search-words-recorded.md).
 */
export interface BusinessSearchWords {
  /** First day of the window, 'YYYY-MM-DD' (UTC). */
  from: string;
  /** Last day of the window (today, UTC). */
  to: string;
  minVisitors: Integer;
  /** Most searched first, then alphabetical; folded as search compares words ("cafe", not "Café"). */
  words: Array<{ word: string; visitors: Integer }>;
}

/**
 * GET /api/coupons/{id}/downloads: links that download the coupon as a calendar entry and as an Apple Wallet pass by a
 * plain GET (a link a phone's browser opens, no bearer header), each signed for this coupon and its holder and valid
 * until `expiresAt`. `walletPassUrl` is null when the server has no pass certificate configured.
 */
export interface CouponDownloads {
  calendarUrl: string;
  walletPassUrl: string | null;
  expiresAt: Instant;
}

/** POST /api/coupons (spec §7: dealId); `ref` is the partner the visitor came from, kept when it is a valid slug. */
export interface ClaimRequest {
  dealId: number;
  ref?: string;
}

/** POST /api/coupons, POST /api/widget-claims and PUT /api/coupons/{id}/use: the coupon as it now is. */
export interface ClaimResponse {
  message: string;
  coupon: Coupon;
}

/** POST /api/business/redeem: the coupon redeemed at the counter, and its holder's first name (null: none known). */
export interface RedeemResponse extends ClaimResponse {
  customerFirstName: string | null;
}

/** POST /api/widget-claims/code: mails a 6-digit code; answers the same MessageResponse for every e-mail. */
export interface ClaimCodeRequest {
  email: string;
  dealId: number;
}

/** POST /api/widget-claims/verify: the code typed, for the deal being claimed. */
export interface ClaimCodeVerifyRequest {
  email: string;
  code: string;
  dealId: number;
}

/**
 * A short-lived claim token for that deal alone (kept in memory by the widget, sent as a Bearer token to
 * POST /api/widget-claims), and the account behind the e-mail: null for a new e-mail, whose first name and terms
 * the claim then carries.
 */
export interface ClaimCodeVerifyResponse {
  claimToken: string;
  expiresInSeconds: Integer;
  account: { firstName: string } | null;
}

/** POST /api/widget-claims: a new e-mail's first name and accepted terms; `ref` the partner (as POST /api/coupons). */
export interface ClaimInPlaceRequest {
  firstName?: string;
  terms?: boolean;
  ref?: string;
}

export interface MessageResponse {
  message: string;
}

/** POST /api/contact (spec §3 "Contact message"); answers a MessageResponse. */
export interface ContactRequest {
  name: string;
  email: string;
  userType: UserType;
  subject: string;
  message: string;
}

export interface UploadResponse {
  imageUrl: string;
}

export interface Admin {
  id: Id;
  email: string;
  firstName: string;
  lastName: string;
  role: AdminRole | string;
  createdAt: Instant;
}

export interface AdminLoginResponse {
  token: string;
  admin: Admin;
  message: string;
}

/** PUT /api/admin/password: the signed-in admin's own password; every other session of that admin ends. */
export interface AdminPasswordChangeRequest {
  currentPassword: string;
  newPassword: string;
}

export interface AdminPasswordChangeResponse {
  /** A token of the new version for this session: the one it came with no longer works. */
  token: string;
  message: string;
}

export type FeaturingPlansResponse = FeaturingPlan[];

export interface PaymentOrderResponse {
  id: string;
  status: string;
  testMode: boolean;
}

/** POST /api/paypal/order: the spec's fields; with planId the server sets the amount from the plan (CONTRACT §3). */
export interface PaymentOrderRequest {
  amount?: string | number;
  currency?: 'USD';
  intent?: 'CAPTURE';
  dealId?: number;
  planId?: FeaturingPlan['id'];
}

/** Answer of POST /api/paypal/order and …/capture. `testMode` is true for the built-in test provider. */
export interface PaymentOrderDetails extends PaymentOrderResponse {
  amount: string;
  currency: 'USD';
  provider: 'paypal' | 'test';
  /** Present in test mode: says in words that no money moved. */
  notice?: string;
}

/** POST /api/deals/{id}/feature (spec §7). */
export interface FeatureDealRequest {
  planId: FeaturingPlan['id'];
  amount: string | number;
  paymentMethod?: 'paypal';
  paypalOrderId: string;
}

export interface FeatureDealResponse {
  message: string;
  deal: Deal;
  featuredUntil: Instant;
  plan: FeaturingPlan;
  payment: { orderId: string; amount: string; currency: 'USD'; testMode: boolean };
}

/** Admin lists follow ra-data-simple-rest: `?sort=["field","ASC"]&range=[0,24]&filter={"q":"…"}` and Content-Range. */
export interface AdminListQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

/** A business as the admin lists show it: the profile with its owner's account. */
export interface AdminBusiness extends Business {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  isEmailVerified: boolean;
  dealCount: Integer;
  places: Place[];
}

/** A user as the admin lists show it, with the business profile when it is a business account. */
export interface AdminUser extends User {
  business: Business | null;
}

export interface AdminUserCreateRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber: string;
  userType: UserType;
  isEmailVerified?: boolean;
  emailNotifications?: boolean;
}

export type AdminUserUpdateRequest = Partial<AdminUserCreateRequest>;

export interface AdminBusinessUserCreateRequest extends AdminUserCreateRequest {
  companyName: string;
  contactNumber: string;
  websiteUrl?: string | null;
  places?: Place[];
}

export interface AdminBusinessUpdateRequest {
  companyName?: string;
  contactNumber?: string;
  websiteUrl?: string | null;
  /** All of its places (a replace), when given. */
  places?: Place[];
}

export interface AdminDealCreateRequest extends DealCreateRequest {
  businessId: number;
  isActive?: boolean;
  isFeatured?: boolean;
}

export type AdminDealUpdateRequest = Partial<AdminDealCreateRequest> & { availableCount?: number };

/** GET /api/paypal/config: which button the payment page shows. `clientId` is PayPal's public client id. */
export interface PaymentConfigResponse {
  provider: 'paypal' | 'test';
  testMode: boolean;
  clientId: string | null;
  currency: 'USD';
}

/** One line of the admin audit trail (GET /api/admin/audit): a login attempt or an admin change. */
export interface AdminAuditEntry {
  id: Id;
  adminId: Id | null;
  email: string | null;
  action: string;
  resource: string | null;
  resourceId: Id | null;
  success: boolean;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, unknown> | null;
  createdAt: Instant;
}

/** POST /api/partners/register: a partner site's account. */
export interface PartnerRegisterRequest {
  companyName: string;
  websiteUrl: string;
  email: string;
  password: string;
  terms: true;
}

/** A partner as its own dashboard sees it; `ref` is null until chosen. */
export interface Partner {
  id: Id;
  companyName: string;
  websiteUrl: string;
  ref: string | null;
  /** Its own address (a hotel's), null until set: the embed builder's "Near my address". No opening hours. */
  place: Place | null;
  createdAt: Instant;
}

/** Views, claims and redemptions a partner's pages brought. */
export interface PartnerCounts {
  views: Integer;
  claims: Integer;
  redemptions: Integer;
}

/** GET /api/partner/report: the last 30 UTC days (today included), counts only — never who claimed. */
export interface PartnerReport {
  partner: Partner;
  from: string;
  to: string;
  totals: PartnerCounts;
  /** Every day of the window, oldest first, zeros included. */
  days: Array<PartnerCounts & { date: string }>;
  /** The deals the partner's pages brought something to, most claims first. */
  deals: Array<PartnerCounts & { dealId: Id; title: string; businessName: string }>;
}

/** A partner's webhook (GET /api/partner/webhook); `secret` only in the answer that created or rotated it. */
export interface PartnerWebhook {
  url: string | null;
  /** The start of the secret (`whsec_ab12…`), so the partner can tell which one it holds. */
  secretHint: string | null;
  secret?: string;
  message?: string;
}

/** One delivery of the webhook's log (GET /api/partner/webhook/deliveries), newest first. */
export interface WebhookDelivery {
  id: string;
  event: import('./enums.js').WebhookEvent;
  status: 'pending' | 'delivered' | 'failed';
  attempts: Integer;
  /** The HTTP status of the last attempt, or null when it got no answer (or none yet). */
  responseCode: Integer | null;
  lastError: string | null;
  createdAt: Instant;
  nextAttemptAt: Instant | null;
  deliveredAt: Instant | null;
}

/** POST /api/reviews: the holder of a redeemed coupon rates the visit. */
export interface ReviewCreateRequest {
  couponId: number;
  rating: number;
  text?: string | null;
}

/** PUT /api/reviews/:id: the author, within REVIEW_EDIT_DAYS. */
export interface ReviewUpdateRequest {
  rating: number;
  text?: string | null;
}

/** PUT /api/business/reviews/:id/reply. */
export interface ReviewReplyRequest {
  text: string;
}

/** POST /api/reviews/:id/reports. */
export interface ReviewReportRequest {
  part: ReviewPart;
  reason: ReviewReportReason;
}

/** POST /api/admin/reviews/:id/hide and …/restore. */
export interface ReviewModerationRequest {
  part: ReviewPart;
  reason: string;
}

// Own your data (docs/decisions/0080, 0081).

/** One e-mail the product sent to the account: its subject and when, never its body (which may hold links that sign in). */
export interface ExportedEmail {
  subject: string;
  status: string;
  createdAt: Instant;
  sentAt: Instant | null;
}

/** A coupon as its holder sees it in the export, with its state and who redeemed it. */
export interface ExportedCoupon {
  couponCode: string;
  dealId: Id;
  dealTitle: string;
  companyName: string;
  state: 'active' | 'used' | 'expired';
  claimedAt: Instant;
  usedAt: Instant | null;
  partnerRef: string | null;
  redeemedBy: RedeemedBy | null;
}

/**
 * GET /api/user/export: everything tied to the account. A business gets it as `data.json` in a ZIP with its pictures
 * (`pictures/<name>`). Sections an account kind does not have are absent; empty ones are empty lists.
 */
export interface AccountExport {
  format: 'dadeal-account-export';
  version: 1;
  exportedAt: Instant;
  /** The profile, its e-mail settings (notifications, deal and last-minute alerts) and language. */
  account: User & { updatedAt: Instant };
  coupons: ExportedCoupon[];
  favorites: Array<{ dealId: Id; dealTitle: string; savedAt: Instant }>;
  reviews: Array<{ companyName: string; dealTitle: string; rating: Integer; text: string | null; createdAt: Instant; updatedAt: Instant; deletedAt: Instant | null; hidden: boolean; reply: string | null }>;
  reviewReports: Array<{ reviewId: Id; part: string; reason: string; createdAt: Instant }>;
  /** Which scheduled notices were sent about what (a deal's id for alerts, a coupon's for reminders). */
  notices: Array<{ kind: string; subjectId: Id; sentAt: Instant }>;
  emails: ExportedEmail[];
  contactMessages: Array<{ subject: string; message: string; createdAt: Instant }>;
  business?: {
    profile: Business & { logoUrl: string | null; places: Array<Record<string, unknown>> };
    deals: Array<Record<string, unknown> & { id: Id; title: string; coupons: Array<Omit<ExportedCoupon, 'dealTitle' | 'companyName'>>; dailyStats: Array<{ day: string; views: Integer; claims: Integer; redemptions: Integer }> }>;
    staff: Array<{ email: string; firstName: string; lastName: string; createdAt: Instant }>;
    /** The featuring receipts. */
    payments: Array<{ provider: string; amount: string; currency: string; status: string; planId: string | null; dealId: Id | null; createdAt: Instant; spentAt: Instant | null }>;
    reviewsReceived: Array<{ dealTitle: string; rating: Integer; text: string | null; reply: string | null; createdAt: Instant }>;
  };
  partner?: {
    profile: { companyName: string; websiteUrl: string; ref: string | null; webhookUrl: string | null; place: Place | null; createdAt: Instant };
    dailyViews: Array<{ day: string; dealId: Id; views: Integer }>;
    webhookDeliveries: Array<{ event: string; status: string; attempts: Integer; responseCode: Integer | null; createdAt: Instant; deliveredAt: Instant | null }>;
  };
  staff?: {
    business: { companyName: string };
    redemptions: Array<{ couponCode: string; dealTitle: string; usedAt: Instant }>;
  };
}

/** DELETE /api/user/account: the password again, or the code mailed by POST /api/user/account/deletion-code. */
export interface AccountDeleteRequest {
  password?: string;
  code?: string;
}

// The request bodies core's schemas check that no type above names: the API reference's examples
// (api/src/http/api-examples.ts) are held to these, as the answers' are to theirs.

/** POST /api/auth/login. */
export interface LoginRequest {
  email: string;
  password: string;
}

/** POST /api/admin/login. */
export interface AdminLoginRequest {
  email: string;
  password: string;
}

/** POST /api/auth/resend-verification and POST /api/auth/forgot-password. */
export interface EmailRequest {
  email: string;
}

/** POST /api/auth/reset-password: the mailed link's token and the new password. */
export interface ResetPasswordRequest {
  token: string;
  newPassword: string;
}

/** POST /api/favorites. */
export interface FavoriteRequest {
  dealId: number;
}

/** POST /api/business/redeem: the code as the holder shows it (case, spaces and dashes are forgiven). */
export interface RedeemRequest {
  couponCode: string;
}

/** PUT /api/business/places: all of the business's places (a replace), the main one first. */
export interface PlacesRequest {
  places: Place[];
}

/** PUT /api/partner/place: the partner's own address (no opening hours). */
export interface PartnerPlaceRequest {
  place: Omit<Place, 'openingHours'>;
}

/** PUT /api/partner/ref: the slug its widgets carry, chosen once. */
export interface PartnerRefRequest {
  ref: string;
}

/** PUT /api/partner/webhook. */
export interface PartnerWebhookRequest {
  url: string;
}
