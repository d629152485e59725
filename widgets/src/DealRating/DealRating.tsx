// The business's rating from verified visits, as a card and a dialog show it: "★ 4.6 (12)", or "New on Da Deal!" below
// RATING_MIN_REVIEWS reviews (core's publicRating). Tiny on purpose: the reviews themselves load on demand.
import { useContext } from 'react';
import type { Rating } from '@dadeal/core';
import { useTexts } from '../texts/use-texts.js';
import { PriceLocaleContext } from '../WidgetRoot/price-locale.js';

export function DealRating({ rating, className = '' }: { rating: Rating | undefined; className?: string }) {
  const texts = useTexts();
  const locale = useContext(PriceLocaleContext);
  if (!rating) return null;
  if (rating.average === null) return <p className={`dd-rating dd-rating--new ${className}`}>{texts.ratingNew}</p>;
  const average = rating.average.toLocaleString(locale ?? 'en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <p className={`dd-rating ${className}`} data-rating={rating.average} data-count={rating.count}>
      <span aria-hidden="true"><span className="dd-rating__star">★</span> {average} <span className="dd-rating__count">({rating.count})</span></span>
      <span className="dd-sr">{texts.ratingLabel(average, rating.count)}</span>
    </p>
  );
}
