// The checkout's two cards: the deal as it will be redeemed, and how paying works on Da Deal! (claim the coupon free
// here, pay the deal price at the business), with the way to claim for whoever may claim.
import { Link } from 'react-router';
import {
  BUSINESS_CATEGORY_NAMES, MESSAGES, formatPrice, isSoldOut, percentOff, remainingText, savings, type Deal,
} from '@dadeal/core';
import { DealImage, TEXTS, WidgetRoot } from '@dadeal/widgets';
import { dealLink, PATHS } from '../../app/paths.js';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const endsOn = (deal: Deal) => dateFormat.format(new Date(deal.endDate));

export function DealSummary({ deal }: { deal: Deal }) {
  const off = percentOff(deal.originalPrice, deal.dealPrice);
  const soldOut = isSoldOut(deal);
  return (
    <WidgetRoot className="card checkout__deal">
      <section aria-labelledby="checkout-deal-title">
        <div className="checkout__media">
          <DealImage deal={deal} loading="eager" />
          {off > 0 && <span className="dd-badge dd-badge--sale checkout__off">{TEXTS.percentOff(off)}</span>}
        </div>
        <div className="checkout__details">
          <div className="checkout__badges">
            <span className="dd-badge dd-badge--soft">{deal.category}</span>
            <span className="dd-badge dd-badge--soft">{BUSINESS_CATEGORY_NAMES[deal.businessCategory] ?? deal.businessCategory}</span>
            {deal.isFeatured && <span className="dd-badge dd-badge--featured">★ {TEXTS.featured}</span>}
            {soldOut && <span className="dd-badge dd-badge--soldout">{TEXTS.soldOut}</span>}
          </div>
          <h2 id="checkout-deal-title" className="checkout__title">{deal.title}</h2>
          <p className="checkout__company">{deal.business?.companyName}</p>
          <p className="checkout__desc">{deal.description}</p>
          <div className="checkout__prices">
            <span className="dd-price">{formatPrice(deal.dealPrice)}</span>
            <s className="dd-price-was"><span className="sr-only">Original price </span>{formatPrice(deal.originalPrice)}</s>
          </div>
          <ul className="checkout__facts">
            <li>{remainingText(deal)}</li>
            <li>Ends {endsOn(deal)}</li>
          </ul>
          {deal.termsConditions && (
            <details className="checkout__terms">
              <summary>{TEXTS.terms}</summary>
              <p>{deal.termsConditions}</p>
            </details>
          )}
        </div>
      </section>
    </WidgetRoot>
  );
}

export function PaySummary({ deal, viewer }: { deal: Deal; viewer: 'guest' | 'user' | 'business' }) {
  const company = deal.business?.companyName || 'the business';
  const soldOut = isSoldOut(deal);
  let action;
  if (soldOut) {
    action = (
      <>
        <p className="checkout__notice" role="status">{TEXTS.soldOut}: {MESSAGES.dealUnavailable}</p>
        <Link to={PATHS.home} className="btn btn--primary btn--lg btn--block">Browse More Deals</Link>
      </>
    );
  } else if (viewer === 'business') {
    action = (
      <>
        <p className="checkout__notice">{MESSAGES.businessCannotClaim}</p>
        <Link to={dealLink(deal.id)} className="btn btn--outline btn--lg btn--block">View Deal</Link>
      </>
    );
  } else {
    action = (
      <>
        <Link to={dealLink(deal.id)} className="btn btn--primary btn--lg btn--block">Claim This Deal</Link>
        {viewer === 'guest' && <p className="checkout__hint">You will be asked to sign in or create a free account first.</p>}
      </>
    );
  }
  return (
    <section className="card checkout__pay" aria-labelledby="checkout-pay-title">
      <h2 id="checkout-pay-title" className="checkout__pay-title">Nothing to pay online</h2>
      <p className="checkout__pay-intro">
        Coupons on Da Deal! are free to claim. You pay the deal price directly to {company} when you use your coupon.
      </p>
      <dl className="checkout__totals">
        <div><dt>Due now</dt><dd>{formatPrice(0)}</dd></div>
        <div><dt>Pay at {company}</dt><dd>{formatPrice(deal.dealPrice)}</dd></div>
        <div className="checkout__saving"><dt>You save</dt><dd>{formatPrice(savings(deal.originalPrice, deal.dealPrice))}</dd></div>
      </dl>
      <ol className="checkout__steps">
        <li>Claim your coupon: it appears in My Coupons on your dashboard.</li>
        <li>Show its code at {company} before {endsOn(deal)}.</li>
        <li>Pay {formatPrice(deal.dealPrice)} there, and enjoy.</li>
      </ol>
      {action}
    </section>
  );
}
