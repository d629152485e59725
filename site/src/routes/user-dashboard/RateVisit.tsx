// "Rate your visit" on a redeemed coupon (My Coupons and the coupon dialog): within the review window a coupon without
// a review offers the form; one with a review shows it, editable for REVIEW_EDIT_DAYS, deletable any time. The rules
// are core's (reviewRefusal, isReviewEditable); the API decides again.
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isReviewEditable, MESSAGES, REVIEW_TEXT_MAX, reviewRefusal, type Coupon, type OwnReview } from '@dadeal/core';
import { apiCall, serverMessage } from '../../app/api-client.js';
import { showDate } from '../../app/dates.js';
import { KEYS, useApiQuery } from '../../app/query-client.js';
import { Stars } from '../../app/reviews/ReviewList.js';
import { REVIEWS } from '../../app/reviews/texts.js';
import { notify } from '../../app/toasts.js';
import { TOASTS } from '../../app/texts.js';

/** The account's reviews by coupon id. */
export function useOwnReviews(): Map<number, OwnReview> {
  const { data } = useApiQuery(KEYS.ownReviews);
  return new Map((data ?? []).filter((r) => r.couponId !== null).map((r) => [r.couponId!, r]));
}

export function RateVisit({ coupon, review }: { coupon: Coupon; review: OwnReview | undefined }) {
  const [editing, setEditing] = useState(false);
  const queryClient = useQueryClient();
  const done = (message: string) => {
    notify.success(message);
    setEditing(false);
    void queryClient.invalidateQueries({ queryKey: KEYS.ownReviews });
    void queryClient.invalidateQueries({ queryKey: KEYS.deals });
    void queryClient.invalidateQueries({ queryKey: KEYS.businessReviews(coupon.deal.businessId) });
  };
  const remove = useMutation({
    mutationFn: (id: number) => apiCall('DELETE', '/api/reviews/{id}', { path: { id } }),
    onSuccess: () => done(MESSAGES.reviewDeleted),
    onError: (error) => notify.error(TOASTS.error, serverMessage(error, error.message)),
  });
  if (review && !editing) {
    const editable = isReviewEditable(review.createdAt);
    return (
      <div className="rate-visit rate-visit--done">
        <p className="rate-visit__mine"><span>{REVIEWS.yourReview}:</span> <Stars rating={review.rating} /></p>
        {review.text && <p className="rate-visit__text">{review.text}</p>}
        {review.hidden && <p className="rate-visit__hidden">{REVIEWS.hidden}</p>}
        {editable && <p className="rate-visit__until">{REVIEWS.editableUntil(showDate(review.editableUntil))}</p>}
        <div className="rate-visit__actions">
          {editable && <button type="button" className="btn btn--outline btn--sm" onClick={() => setEditing(true)}>{REVIEWS.edit}</button>}
          <button type="button" className="btn btn--ghost btn--sm" disabled={remove.isPending} onClick={() => remove.mutate(review.id)}>{REVIEWS.delete}</button>
        </div>
      </div>
    );
  }
  if (!review && reviewRefusal(coupon)) return null;
  if (!editing) {
    return (
      <button type="button" className="btn btn--sun btn--sm rate-visit__open" onClick={() => setEditing(true)}>
        {REVIEWS.rateVisit}<span className="sr-only">: {coupon.deal.title}</span>
      </button>
    );
  }
  return <RateForm coupon={coupon} review={review} onDone={done} onCancel={() => setEditing(false)} />;
}

function RateForm({ coupon, review, onDone, onCancel }: { coupon: Coupon; review?: OwnReview; onDone: (message: string) => void; onCancel: () => void }) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [text, setText] = useState(review?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    // No rating chosen is sent as null all the same: the API's refusal says which field, in the visitor's language.
    mutationFn: () => (review
      ? apiCall('PUT', '/api/reviews/{id}', { path: { id: review.id }, body: { rating: rating as number, text } })
      : apiCall('POST', '/api/reviews', { body: { couponId: coupon.id, rating: rating as number, text } })),
    onSuccess: () => onDone(review ? MESSAGES.reviewUpdated : MESSAGES.reviewSaved),
    onError: (e) => setError(serverMessage(e, e.message)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate();
  };
  return (
    <form className="rate-visit rate-visit__form" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h3 className="rate-visit__title" id={`${id}-title`}>{REVIEWS.rateTitle(coupon.deal.business?.companyName ?? '')}</h3>
      <fieldset className="rate-visit__stars">
        <legend>{REVIEWS.yourRating}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`rate-visit__star${rating !== null && n <= rating ? ' is-on' : ''}`}>
            <input type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} />
            <span aria-hidden="true">★</span>
            <span className="sr-only">{REVIEWS.star(n)}</span>
          </label>
        ))}
      </fieldset>
      <label className="label" htmlFor={`${id}-text`}>{REVIEWS.textLabel}</label>
      <textarea id={`${id}-text`} className="input" rows={4} maxLength={REVIEW_TEXT_MAX} value={text} onChange={(e) => setText(e.target.value)} />
      {error && <p className="form-alert" role="alert">{error}</p>}
      <div className="rate-visit__actions">
        <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending}>{save.isPending ? REVIEWS.saving : REVIEWS.publish}</button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onCancel}>{REVIEWS.cancel}</button>
      </div>
    </form>
  );
}
