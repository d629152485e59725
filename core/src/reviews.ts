// Verified reviews' rules: who may review, until when, how a rating and a reviewer are shown. Pure, shared by the
// API, the site and the console; apart from rules.ts so that they load with the screens that show reviews.

// Only the holder of a redeemed coupon reviews the business, once per coupon.
const DAY_MS = 24 * 3600_000;
/** A redeemed coupon may be reviewed for this many days after its redemption. */
export const REVIEW_WINDOW_DAYS = 60;
/** A review may be edited for this many days after it was written; its author deletes it at any time. */
export const REVIEW_EDIT_DAYS = 7;
/** A review's and a reply's text: plain text, at most this many characters. */
export const REVIEW_TEXT_MAX = 2000;
/** An administrator's reason for hiding or restoring. */
export const MODERATION_REASON_MAX = 500;
/**
 * Below this many reviews a business shows "New on Da Deal!" instead of a figure (docs/decisions/0051): one or two
 * ratings say more about those visitors than about the place.
 */
export const RATING_MIN_REVIEWS = 3;
/** How many reviews the deal dialog shows (newest first) and a page of the public list holds at most. */
export const REVIEWS_SHOWN = 5;
export const REVIEWS_PAGE_MAX = 50;

/** Until when a coupon redeemed at `usedAt` may be reviewed. */
export function reviewableUntil(usedAt: Date | string): Date {
  return new Date(new Date(usedAt).getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
}

/**
 * Why a coupon cannot be reviewed now, or null when it can: it must be redeemed (by staff, the owner or the holder's
 * "Confirm Usage"), and the review come within REVIEW_WINDOW_DAYS of that redemption.
 */
export function reviewRefusal(coupon: { isUsed: boolean; usedAt: Date | string | null }, now = new Date()): 'notRedeemed' | 'windowOver' | null {
  if (!coupon.isUsed || !coupon.usedAt) return 'notRedeemed';
  return now.getTime() > reviewableUntil(coupon.usedAt).getTime() ? 'windowOver' : null;
}

/** Until when a review written at `createdAt` may be edited. */
export function reviewEditableUntil(createdAt: Date | string): Date {
  return new Date(new Date(createdAt).getTime() + REVIEW_EDIT_DAYS * DAY_MS);
}

export function isReviewEditable(createdAt: Date | string, now = new Date()): boolean {
  return now.getTime() <= reviewEditableUntil(createdAt).getTime();
}

/**
 * A business's public rating from its visible reviews' count and sum: the average to one decimal, or null below
 * RATING_MIN_REVIEWS (the card then says "New on Da Deal!").
 */
export function publicRating(count: number, sum: number): { average: number | null; count: number } {
  if (count < RATING_MIN_REVIEWS || count <= 0) return { average: null, count };
  return { average: Math.round((sum / count) * 10) / 10, count };
}

/** How a reviewer is named in public: first name and the initial of the last ("Kalani T."), never more. */
export function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim().split(/\s+/)[0] ?? '';
  const initial = [...lastName.trim()][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
