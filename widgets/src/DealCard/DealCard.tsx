// The deal card of spec §2: image, badges, heart, title, company, two-line description, prices, number left, See Details;
// and when the deal ends (not in the spec's list: a time-limited deal says its limit).
import { memo } from 'react';
import type { Deal } from '@dadeal/core';
import { isSoldOut, percentOff, remainingCoupons } from '@dadeal/core';
import { usePriceFormat } from '../WidgetRoot/price-locale.js';
import { DealImage } from '../DealImage/DealImage.js';
import { DealEnds } from '../DealEnds/DealEnds.js';
import { DealRating } from '../DealRating/DealRating.js';
import { useTexts } from '../texts/use-texts.js';
import { FavoriteButton } from './FavoriteButton.js';
import { DealTown } from '../DealPlace/DealPlace.js';

export interface DealCardProps {
  deal: Deal;
  onSelect?: (deal: Deal) => void;
  /** Shows the favourite heart; leave out where nobody can be signed in (partner pages). */
  onToggleFavorite?: (deal: Deal) => void;
  isFavorite?: boolean;
  /** The picture's loading: 'eager' for cards above the fold. */
  imageLoading?: 'lazy' | 'eager';
  /** The picture is the page's largest paint (DealImage's `priority`). */
  imagePriority?: boolean;
  /** The moment the end date is judged against (stories and tests fix it); now by default. */
  now?: number;
}

/**
 * Memoised: a page's state that is not the card's (a dialog opening, the session becoming known, the address changing)
 * re-rendered every card of the grid each time, three whole grids after the home page's hydration on a phone (decision
 * 0023, amended). A card renders again when its deal, its heart or its handlers change: pass handlers that keep their
 * identity (useStableHandler in the site).
 */
export const DealCard = memo(function DealCard({ deal, onSelect, onToggleFavorite, isFavorite = false, imageLoading, imagePriority, now }: DealCardProps) {
  const texts = useTexts();
  const formatPrice = usePriceFormat();
  const off = percentOff(deal.originalPrice, deal.dealPrice);
  const soldOut = isSoldOut(deal);
  const titleId = `dd-card-title-${deal.id}`;
  const classes = ['dd-card'];
  if (deal.category === 'Last-Minute') classes.push('dd-card--lastminute');
  if (soldOut) classes.push('dd-card--soldout');
  return (
    <article className={classes.join(' ')} aria-labelledby={titleId} data-deal-id={deal.id}>
      <div className="dd-card__media">
        <DealImage deal={deal} loading={imageLoading} priority={imagePriority} />
        <div className="dd-card__badges">
          {deal.isFeatured && <span className="dd-badge dd-badge--featured">★ {texts.featured}</span>}
          {off > 0 && <span className="dd-badge dd-badge--sale">{texts.percentOff(off)}</span>}
        </div>
        {soldOut && <span className="dd-badge dd-badge--soldout dd-card__soldout">{texts.soldOut}</span>}
        {onToggleFavorite && <FavoriteButton deal={deal} isFavorite={isFavorite} onToggle={onToggleFavorite} className="dd-card__heart" />}
      </div>
      <div className="dd-card__body">
        <h3 className="dd-card__title" id={titleId}>{deal.title}</h3>
        <p className="dd-card__company">{deal.business?.companyName}</p>
        <DealTown deal={deal} />
        <DealRating rating={deal.rating} className="dd-card__rating" />
        <p className="dd-card__desc">{deal.description}</p>
        <div className="dd-card__prices">
          <span className="dd-price">{formatPrice(deal.dealPrice)}</span>
          <s className="dd-price-was"><span className="dd-sr">{texts.originalPrice} </span>{formatPrice(deal.originalPrice)}</s>
        </div>
        <DealEnds endDate={deal.endDate} now={now} className="dd-card__ends" />
        <div className="dd-card__footer">
          <span className={`dd-card__left${soldOut ? ' is-out' : ''}`}>
            {soldOut ? texts.soldOut : texts.left(remainingCoupons(deal))}
          </span>
          <button type="button" className="dd-btn" onClick={() => onSelect?.(deal)}>
            {texts.seeDetails}
            <span className="dd-sr">: {deal.title}</span>
          </button>
        </div>
      </div>
    </article>
  );
});
