// The product's enumerations, defined once (spec §3, §9). Every package imports them from here.

/** Time categories as the API stores and answers them (spec §3). */
export const DEAL_CATEGORIES = ['Monthly', 'Weekly', 'Last-Minute'] as const;
export type DealCategory = (typeof DEAL_CATEGORIES)[number];

/** The lowercase form cards and home tabs use (spec §3: monthly, weekly, lastminute). */
export const DEAL_CATEGORY_SLUGS: Record<DealCategory, string> = {
  Monthly: 'monthly',
  Weekly: 'weekly',
  'Last-Minute': 'lastminute',
};

export const DEAL_CATEGORY_TITLES: Record<DealCategory, string> = {
  Monthly: 'Monthly Deals',
  Weekly: 'Weekly Deals',
  'Last-Minute': 'Last-Minute Deals',
};

/** Business categories as stored (spec §3) with the labels of the home dropdown (spec §2). */
export const BUSINESS_CATEGORIES = ['restaurant', 'shopping', 'hotel', 'service', 'beach-activity', 'others'] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

export const BUSINESS_CATEGORY_LABELS: Record<BusinessCategory, string> = {
  restaurant: 'Restaurants',
  shopping: 'Shopping',
  hotel: 'Hotels',
  service: 'Services',
  'beach-activity': 'Beach Activities',
  others: 'Others',
};

/** Singular names, as badges and forms show them (spec §9). */
export const BUSINESS_CATEGORY_NAMES: Record<BusinessCategory, string> = {
  restaurant: 'Restaurant',
  shopping: 'Shopping',
  hotel: 'Hotel',
  service: 'Service',
  'beach-activity': 'Beach Activity',
  others: 'Others',
};

/** The admin deal form offers only these (spec §3). */
export const ADMIN_FORM_BUSINESS_CATEGORIES: readonly BusinessCategory[] = ['restaurant', 'shopping', 'hotel', 'service'];

export const USER_TYPES = ['user', 'business'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const USER_TYPE_LABELS: Record<UserType, string> = { user: 'Regular User', business: 'Business User' };

/**
 * Every kind of account that signs in through the sign-in dialog: the spec's two (what sign-up, the contact form and
 * the admin forms offer), staff, invited by a business to redeem coupons at its counter, and partners, the
 * sites that embed our widgets and see what their pages brought (signed up at /partners) — neither signs up
 * through the spec's register call, so USER_TYPES stays the spec's two.
 */
// Written out, the compiler holding the first two to USER_TYPES, not spread from it: a spread is code a bundler keeps
// even where nothing reads the result (the site's first script did); likewise the labels, built by a call marked pure.
export const ACCOUNT_TYPES: readonly [...typeof USER_TYPES, 'staff', 'partner'] = ['user', 'business', 'staff', 'partner'];
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = /* @__PURE__ */ Object.assign({}, USER_TYPE_LABELS, { staff: 'Staff', partner: 'Partner' });

/** What a partner's webhook is told about: a claim its pages brought, and that coupon's redemption. */
export const WEBHOOK_EVENTS = ['claim.created', 'coupon.redeemed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const ADMIN_ROLES = ['super_admin', 'admin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

const squash = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/**
 * Reads a time category in any of the forms people and spreadsheets write it
 * ("Last-Minute", "lastminute", "last minute", "WEEKLY") → the stored form, or null.
 */
export function normalizeDealCategory(value: unknown): DealCategory | null {
  if (typeof value !== 'string') return null;
  const key = squash(value);
  return DEAL_CATEGORIES.find((c) => squash(c) === key) ?? null;
}

/**
 * Reads a business category in any usual form ("Beach Activity", "beach-activity",
 * "Restaurants", "HOTEL") → the stored form, or null.
 */
export function normalizeBusinessCategory(value: unknown): BusinessCategory | null {
  if (typeof value !== 'string') return null;
  const key = squash(value);
  if (!key) return null;
  return (
    BUSINESS_CATEGORIES.find(
      (c) => squash(c) === key || squash(BUSINESS_CATEGORY_LABELS[c]) === key || squash(BUSINESS_CATEGORY_NAMES[c]) === key,
    ) ?? null
  );
}

/** Why someone reports a review or a business's reply (verified reviews): the short list the report form offers. */
export const REVIEW_REPORT_REASONS = ['spam', 'offensive', 'false', 'personal', 'other'] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];
export const REVIEW_REPORT_REASON_LABELS: Record<ReviewReportReason, string> = {
  spam: 'Spam or advertising',
  offensive: 'Offensive or hateful',
  false: 'Not about a real visit',
  personal: 'Shares personal information',
  other: 'Something else',
};
/** What a report or a moderation is about: the deal hunter's review, or the business's reply under it. */
export const REVIEW_PARTS = ['review', 'reply'] as const;
export type ReviewPart = (typeof REVIEW_PARTS)[number];
