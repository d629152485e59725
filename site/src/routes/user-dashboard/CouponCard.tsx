// One claimed coupon as a ticket (spec §2 "User dashboard"): the deal, its price and end date, the code, the deal's
// claim progress (used / total × 100) and the button that opens the coupon to show at the business.
import { couponProgress, type Coupon, type CouponState, type OwnReview } from '@dadeal/core';
import { price } from '../../app/i18n/i18n.js';
import { USER_DASHBOARD } from './texts.js';
import { showDate } from '../../app/dates.js';
import { RateVisit } from './RateVisit.js';


/** The id of each card's open button: the coupon dialog gives the focus back to it. */
export const couponOpenerId = (couponId: number) => `udash-coupon-open-${couponId}`;

export interface CouponCardProps {
  coupon: Coupon;
  state: CouponState;
  onOpen: (coupon: Coupon) => void;
  /** The holder's review of this visit (verified reviews), when there is one. */
  review?: OwnReview;
}

export function CouponCard({ coupon, state, onOpen, review }: CouponCardProps) {
  const { deal } = coupon;
  const progress = Math.round(couponProgress(deal));
  const titleId = `udash-coupon-${coupon.id}`;
  return (
    <article className={`udash-coupon udash-coupon--${state}`} aria-labelledby={titleId}>
      <div className="udash-coupon__main">
        <div className="udash-coupon__top">
          <span className={`udash-badge udash-badge--${state}`}>{USER_DASHBOARD.states[state]}</span>
          <span className="udash-coupon__when">
            {state === 'used' && coupon.usedAt
              ? USER_DASHBOARD.usedOn(showDate(coupon.usedAt))
              : state === 'expired'
                ? `${USER_DASHBOARD.ended} ${showDate(deal.endDate)}`
                : `${USER_DASHBOARD.validUntil} ${showDate(deal.endDate)}`}
          </span>
        </div>
        <h3 className="udash-coupon__title" id={titleId}>{deal.title}</h3>
        <p className="udash-coupon__company">{deal.business?.companyName}</p>
        <p className="udash-coupon__prices">
          <span className="udash-coupon__price">{price(deal.dealPrice)}</span>
          <s className="udash-coupon__was"><span className="sr-only">{USER_DASHBOARD.originalPrice} </span>{price(deal.originalPrice)}</s>
        </p>
        <div className="udash-progress">
          <div className="udash-progress__text" id={`${titleId}-progress`}>
            <span>{USER_DASHBOARD.couponsClaimed}</span>
            <span>{USER_DASHBOARD.usedOfTotal(deal.usedCoupons, deal.totalCoupons)}</span>
          </div>
          <div
            className="udash-progress__track"
            role="progressbar"
            aria-labelledby={`${titleId}-progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={USER_DASHBOARD.progressText(progress)}
          >
            <span className="udash-progress__bar" style={{ width: `${progress}%` }} />
          </div>
        </div>
        {state === 'used' && <RateVisit coupon={coupon} review={review} />}
      </div>
      <div className="udash-coupon__stub">
        <span className="udash-coupon__code-label">{USER_DASHBOARD.couponCode}</span>
        <code className="udash-coupon__code">{coupon.couponCode}</code>
        <button
          type="button"
          id={couponOpenerId(coupon.id)}
          className={`btn ${state === 'active' ? 'btn--primary' : 'btn--outline'} udash-coupon__open`}
          onClick={() => onOpen(coupon)}
        >
          {USER_DASHBOARD.showCoupon}
          <span className="sr-only">: {deal.title}</span>
        </button>
      </div>
    </article>
  );
}
