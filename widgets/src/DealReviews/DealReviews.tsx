// A business's reviews as visitors read them, one definition for the site and the embeds: stars, first name and initial,
// "Verified visit · redeemed Nov 2026", the text as written (plain text, its line breaks kept, never translated) and the
// business's reply under it. The site lists them in its deal dialog, My Coupons and the business dashboard (with its own
// actions: Report, Reply); the embeds' dialog (an on-demand part of the standalone script, elements/EmbedDialog.tsx)
// reads the newest from the API when it opens (EmbedReviews), so the script's first render carries none of it.
import type { ReactNode } from 'react';
import type { BusinessReviews, Deal, PublicReview } from '@dadeal/core';
import { useRemote } from '../hooks/use-remote.js';
import { useTexts, useWidgetLanguage } from '../texts/use-texts.js';

const monthYear = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

export function Stars({ rating }: { rating: number }) {
  const texts = useTexts();
  return (
    <span className="review-stars" role="img" aria-label={texts.stars(rating)}>
      {'★'.repeat(rating)}<span className="review-stars__off">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

/** One review; `actions` go under it, `replyActions` under the business's reply. */
export function ReviewItem({ review, companyName, actions, replyActions }: {
  review: PublicReview; companyName: string; actions?: ReactNode; replyActions?: ReactNode;
}) {
  const texts = useTexts();
  const locale = useWidgetLanguage().translator?.locale ?? 'en-US';
  return (
    <li className="review" data-review-id={review.id}>
      <p className="review__head">
        <Stars rating={review.rating} /> <strong className="review__name">{review.reviewerName}</strong>
      </p>
      <p className="review__verified">{texts.verifiedVisit(monthYear(review.redeemedAt, locale))}</p>
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

/**
 * The embeds' list under the dialog's facts: GET {apiBase}/api/businesses/:id/reviews (public, CORS as the listings),
 * read when the dialog opens and the business has reviews; nothing while it loads, fails or there are none (the card's
 * and dialog's rating still say what there is).
 */
export function EmbedReviews({ apiBase, deal }: { apiBase: string; deal: Deal }) {
  const texts = useTexts();
  const count = deal.rating?.count ?? 0;
  const url = `${apiBase.replace(/\/+$/, '')}/api/businesses/${deal.businessId}/reviews`;
  const { data } = useRemote<BusinessReviews>(`${url}#${count}`, async (signal) => {
    const response = await fetch(url, { signal, credentials: 'omit', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`${response.status}`);
    return (await response.json()) as BusinessReviews;
  }, { enabled: count > 0 });
  if (!count || !data?.reviews.length) return null;
  const titleId = `dd-reviews-${deal.id}`;
  return (
    <section className="dd-reviews" aria-labelledby={titleId}>
      <h3 className="dd-reviews__title" id={titleId}>{texts.reviewsHeading}</h3>
      <ul className="dd-reviews__list">
        {data.reviews.map((review) => <ReviewItem key={review.id} review={review} companyName={data.companyName} />)}
      </ul>
    </section>
  );
}
