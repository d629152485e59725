// The business's reviews (verified reviews): its rating, the trend by month, how many wait for a reply, and its
// reviews newest first, each with its one public reply to write or edit.
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, REVIEW_TEXT_MAX, type BusinessReview } from '@dadeal/core';
import { DealRating } from '@dadeal/widgets';
import { apiCall, serverMessage } from '../../app/api-client.js';
import { KEYS, useApiQuery } from '../../app/query-client.js';
import { ReviewItem } from '../../app/reviews/ReviewList.js';
import { REVIEWS } from '../../app/reviews/texts.js';
import { notify } from '../../app/toasts.js';
import { activeLocale } from '../../app/i18n/i18n.js';

const monthName = (month: string) => new Intl.DateTimeFormat(activeLocale(), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
const oneDecimal = (n: number) => n.toLocaleString(activeLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function ReplyForm({ review, onDone }: { review: BusinessReview; onDone: () => void }) {
  const [text, setText] = useState(review.reply?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => apiCall('PUT', '/api/business/reviews/{id}/reply', { path: { id: review.id }, body: { text } }),
    onSuccess: () => {
      notify.success(MESSAGES.replySaved);
      void queryClient.invalidateQueries({ queryKey: KEYS.myBusinessReviews });
      void queryClient.invalidateQueries({ queryKey: KEYS.myBusinessReviewSummary });
      onDone();
    },
    onError: (e) => setError(serverMessage(e, e.message)),
  });
  const id = `reply-${review.id}`;
  return (
    <form className="reviews__reply-form" onSubmit={(event: FormEvent) => { event.preventDefault(); save.mutate(); }} noValidate>
      <label className="field__label" htmlFor={id}>{REVIEWS.replyLabel}</label>
      <textarea id={id} className="input" rows={3} maxLength={REVIEW_TEXT_MAX} value={text} onChange={(e) => setText(e.target.value)} />
      {error && <p className="form-alert" role="alert">{error}</p>}
      <div className="reviews__actions">
        <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending}>{save.isPending ? REVIEWS.saving : REVIEWS.publishReply}</button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone}>{REVIEWS.cancel}</button>
      </div>
    </form>
  );
}

function OwnReview({ review, companyName }: { review: BusinessReview; companyName: string }) {
  const [replying, setReplying] = useState(false);
  return (
    <ReviewItem
      review={review}
      companyName={companyName}
      actions={
        <>
          {review.hidden && <p className="rate-visit__hidden">{REVIEWS.hidden}</p>}
          {replying ? (
            <ReplyForm review={review} onDone={() => setReplying(false)} />
          ) : (
            <div className="reviews__actions">
              <button type="button" className="btn btn--outline btn--sm" onClick={() => setReplying(true)}>
                {review.reply ? REVIEWS.editReply : REVIEWS.reply}<span className="sr-only">: {review.reviewerName}</span>
              </button>
            </div>
          )}
        </>
      }
    />
  );
}

export function ReviewsSection({ companyName }: { companyName: string }) {
  const summary = useApiQuery(KEYS.myBusinessReviewSummary);
  const reviews = useApiQuery(KEYS.myBusinessReviews);
  return (
    <section className="reviews card" aria-labelledby="reviews-title" id="reviews">
      <h2 id="reviews-title" className="staff__title">{REVIEWS.sectionTitle}</h2>
      {summary.data && (
        <div className="reviews__summary">
          <div><span className="reviews__label">{REVIEWS.yourBusinessRating}</span> <DealRating rating={summary.data.rating} /></div>
          <p className="reviews__awaiting">{REVIEWS.awaiting(summary.data.awaitingReply)}</p>
          {summary.data.months.length > 0 && (
            <div>
              <h3 className="reviews__label">{REVIEWS.byMonth}</h3>
              <ul className="reviews__months">
                {summary.data.months.map((m) => (
                  <li key={m.month}>
                    <span className="reviews__bar" aria-hidden="true" style={{ width: `${(m.average / 5) * 100}%` }} />
                    <span>{REVIEWS.monthLine(monthName(m.month), m.count, oneDecimal(m.average))}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
      {reviews.isError ? (
        <p className="form-alert">{reviews.error.message}</p>
      ) : reviews.data && reviews.data.length === 0 ? (
        <p className="empty">{REVIEWS.noReviews}</p>
      ) : (
        <ul className="review-list">
          {reviews.data?.map((review) => <OwnReview key={review.id} review={review} companyName={companyName} />)}
        </ul>
      )}
    </section>
  );
}
