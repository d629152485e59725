// Verified reviews: a redeemed coupon's holder rates the visit, the business replies, anyone signed in reports,
// administrators hide and restore with a reason.
import { REVIEW_PARTS, REVIEW_REPORT_REASONS } from '../enums.js';
import { validation as V } from '../i18n/en.js';
import { fill } from '../i18n/fill.js';
import { MODERATION_REASON_MAX, REVIEW_TEXT_MAX } from '../reviews.js';
import { idField, objectSchema, optionalText, requiredText, type Field } from './fields.js';

const rating: Field = {
  schema: { type: 'integer', minimum: 1, maximum: 5, errorMessage: V.ratingRange },
  required: V.ratingRequired,
};
const reviewText = optionalText(REVIEW_TEXT_MAX, fill(V.mustBeAtMost, { max: REVIEW_TEXT_MAX }));
const part: Field = { schema: { type: 'string', enum: [...REVIEW_PARTS], errorMessage: V.reviewPartOneOf }, required: V.reviewPartOneOf };

/** POST /api/reviews, and the "Rate your visit" form. */
export const reviewCreateSchema = objectSchema({ couponId: idField(V.couponRequired), rating, text: reviewText });

/** PUT /api/reviews/:id: the author, within the edit window. */
export const reviewUpdateSchema = objectSchema({ rating, text: reviewText });

/** PUT /api/business/reviews/:id/reply: the business's one public reply, created or edited. */
export const reviewReplySchema = objectSchema({
  text: requiredText(V.replyRequired, REVIEW_TEXT_MAX, fill(V.mustBeAtMost, { max: REVIEW_TEXT_MAX })),
});

/** POST /api/reviews/:id/reports: anyone signed in, a reason from the short list. */
export const reviewReportSchema = objectSchema({
  part,
  reason: {
    schema: { type: 'string', enum: [...REVIEW_REPORT_REASONS], errorMessage: fill(V.reportReasonOneOf, { reasons: REVIEW_REPORT_REASONS.join(', ') }) },
    required: fill(V.reportReasonOneOf, { reasons: REVIEW_REPORT_REASONS.join(', ') }),
  },
});

/** POST /api/admin/reviews/:id/hide and /restore: which part, and why (kept in the audit trail and told to the author). */
export const reviewModerationSchema = objectSchema({
  part,
  reason: requiredText(V.moderationReasonRequired, MODERATION_REASON_MAX),
});
