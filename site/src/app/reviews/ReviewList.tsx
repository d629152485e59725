// A business's reviews as visitors read them: stars, first name and initial, "Verified visit · redeemed Nov 2026",
// the text as written (plain text, its line breaks kept, never translated) and the business's reply under it.
import type { PublicReview } from '@dadeal/core';
import { useTexts } from '@dadeal/widgets';
import { activeLocale } from '../i18n/i18n.js';

const monthYear = (iso: string) => new Intl.DateTimeFormat(activeLocale(), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

export function Stars({ rating }: { rating: number }) {
  const texts = useTexts();
  return (
    <span className="review-stars" role="img" aria-label={texts.stars(rating)}>
      {'★'.repeat(rating)}<span className="review-stars__off">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

/** `actions` go under the review, `replyActions` under the business's reply (the dialog's "Report"). */
export function ReviewItem({ review, companyName, actions, replyActions }: {
  review: PublicReview; companyName: string; actions?: React.ReactNode; replyActions?: React.ReactNode;
}) {
  const texts = useTexts();
  return (
    <li className="review" data-review-id={review.id}>
      <p className="review__head">
        <Stars rating={review.rating} /> <strong className="review__name">{review.reviewerName}</strong>
      </p>
      <p className="review__verified">{texts.verifiedVisit(monthYear(review.redeemedAt))}</p>
      {review.text && <p className="review__text">{review.text}</p>}
      {review.reply && (
        <div className="review__reply">
          <p className="review__reply-from">{texts.replyFrom(companyName)}</p>
          <p className="review__text">{review.reply.text}</p>
          {replyActions}
        </div>
      )}
      {actions}
    </li>
  );
}
