// The checkout's two cards: the deal as it will be redeemed, and how paying works on Da Deal! (claim the coupon free
// here, pay the deal price at the business), with the way to claim for whoever may claim. Words in the visitor's
// language: the widgets' (badges, remaining, ends) through useTexts(), the page's own from the `checkout` group.
import { Link } from 'react-router';
import { MESSAGES, isSoldOut, percentOff, remainingCoupons, savings, type Deal } from '@dadeal/core';
import { DealImage, WidgetRoot, useTexts } from '@dadeal/widgets';
import { showDate } from '../../app/dates.js';
import { price, say, t } from '../../app/i18n/i18n.js';
import { dealLink, PATHS } from '../../app/paths.js';

export function DealSummary({ deal }: { deal: Deal }) {
  const texts = useTexts();
  const off = percentOff(deal.originalPrice, deal.dealPrice);
  const soldOut = isSoldOut(deal);
  const left = remainingCoupons(deal);
  return (
    <WidgetRoot className="card checkout__deal">
      <section aria-labelledby="checkout-deal-title">
        <div className="checkout__media">
          <DealImage deal={deal} loading="eager" />
          {off > 0 && <span className="dd-badge dd-badge--sale checkout__off">{texts.percentOff(off)}</span>}
        </div>
        <div className="checkout__details">
          <div className="checkout__badges">
            <span className="dd-badge dd-badge--soft">{texts.dealCategory(deal.category)}</span>
            <span className="dd-badge dd-badge--soft">{texts.businessCategoryName(deal.businessCategory)}</span>
            {deal.isFeatured && <span className="dd-badge dd-badge--featured">★ {texts.featured}</span>}
            {soldOut && <span className="dd-badge dd-badge--soldout">{texts.soldOut}</span>}
          </div>
          <h2 id="checkout-deal-title" className="checkout__title">{deal.title}</h2>
          <p className="checkout__company">{deal.business?.companyName}</p>
          <p className="checkout__desc">{deal.description}</p>
          <div className="checkout__prices">
            <span className="dd-price">{price(deal.dealPrice)}</span>
            <s className="dd-price-was"><span className="sr-only">{texts.originalPrice} </span>{price(deal.originalPrice)}</s>
          </div>
          <ul className="checkout__facts">
            <li>{left > 0 ? texts.remaining(left, deal.totalCoupons) : texts.noneRemaining}</li>
            <li>{texts.ends(showDate(deal.endDate))}</li>
          </ul>
          {deal.termsConditions && (
            <details className="checkout__terms">
              <summary>{texts.terms}</summary>
              <p>{deal.termsConditions}</p>
            </details>
          )}
        </div>
      </section>
    </WidgetRoot>
  );
}

export function PaySummary({ deal, viewer }: { deal: Deal; viewer: 'guest' | 'user' | 'business' }) {
  const texts = useTexts();
  const company = deal.business?.companyName || t('checkout.theBusiness');
  const soldOut = isSoldOut(deal);
  const endsOn = showDate(deal.endDate);
  let action;
  if (soldOut) {
    action = (
      <>
        <p className="checkout__notice" role="status">{texts.soldOut}: {say(MESSAGES.dealUnavailable)}</p>
        <Link to={PATHS.home} className="btn btn--primary btn--lg btn--block">{t('checkout.browseMore')}</Link>
      </>
    );
  } else if (viewer === 'business') {
    action = (
      <>
        <p className="checkout__notice">{say(MESSAGES.businessCannotClaim)}</p>
        <Link to={dealLink(deal.id)} className="btn btn--outline btn--lg btn--block">{t('checkout.viewDeal')}</Link>
      </>
    );
  } else {
    action = (
      <>
        <Link to={dealLink(deal.id)} className="btn btn--primary btn--lg btn--block">{t('checkout.claim')}</Link>
        {viewer === 'guest' && <p className="checkout__hint">{t('checkout.signInFirst')}</p>}
      </>
    );
  }
  return (
    <section className="card checkout__pay" aria-labelledby="checkout-pay-title">
      <h2 id="checkout-pay-title" className="checkout__pay-title">{t('checkout.payTitle')}</h2>
      <p className="checkout__pay-intro">{t('checkout.payIntro', { company })}</p>
      <dl className="checkout__totals">
        <div><dt>{t('checkout.dueNow')}</dt><dd>{price(0)}</dd></div>
        <div><dt>{t('checkout.payAt', { company })}</dt><dd>{price(deal.dealPrice)}</dd></div>
        <div className="checkout__saving"><dt>{t('checkout.youSave')}</dt><dd>{price(savings(deal.originalPrice, deal.dealPrice))}</dd></div>
      </dl>
      <ol className="checkout__steps">
        <li>{t('checkout.step1')}</li>
        <li>{t('checkout.step2', { company, date: endsOn })}</li>
        <li>{t('checkout.step3', { price: price(deal.dealPrice) })}</li>
      </ol>
      {action}
    </section>
  );
}
