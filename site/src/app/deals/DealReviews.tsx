// The deal dialog's newest reviews of the business, loaded when the dialog opens (not in the widget script, not in the
// home page's first JavaScript). Nothing while there are none. A signed-in visitor may report a review or its reply.
import type { Deal } from '@dadeal/core';
import { useTexts } from '@dadeal/widgets';
import { KEYS, useApiQuery } from '../query-client.js';
import { ReportReview } from '../reviews/ReportReview.js';
import { REPORT } from '../reviews/report-texts.js';
import { ReviewItem } from '../reviews/ReviewList.js';
import { useSession } from '../session.js';

export function DealReviews({ deal }: { deal: Deal }) {
  const texts = useTexts();
  const session = useSession();
  // Not while a server-rendered page hydrates: its first render is the signed-out view.
  const signedIn = session.user !== null && !session.hydrating;
  const hasReviews = (deal.rating?.count ?? 0) > 0;
  const { data } = useApiQuery(KEYS.businessReviews(deal.businessId), { enabled: hasReviews, staleTime: 0 });
  if (!hasReviews || !data?.reviews.length) return null;
  return (
    <section className="deal-reviews" aria-labelledby={`deal-reviews-${deal.id}`}>
      <h3 className="deal-reviews__title" id={`deal-reviews-${deal.id}`}>{texts.reviewsHeading}</h3>
      <ul className="deal-reviews__list">
        {data.reviews.map((review) => (
          <ReviewItem
            key={review.id}
            review={review}
            companyName={data.companyName}
            actions={signedIn ? <ReportReview reviewId={review.id} part="review" subject={REPORT.review(review.reviewerName)} /> : undefined}
            replyActions={signedIn && review.reply
              ? <ReportReview reviewId={review.id} part="reply" subject={REPORT.reply(data.companyName)} />
              : undefined}
          />
        ))}
      </ul>
    </section>
  );
}
