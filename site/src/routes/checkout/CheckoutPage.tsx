// Checkout for a deal (spec §2: /checkout/:dealId, content not shown). Deals are claimed as free coupons and paid at
// the business, so the checkout reviews the deal, says what is paid where, and leads to claiming it on the home
// page's deal dialog (the one place claims happen). A deal that is not public shows "Deal Not Found". An ad slot
// closes the page, as on the other payment pages (spec §2).
import { Link, useParams } from 'react-router';
import { ApiError } from '../../app/api-client.js';
import { AdSlot } from '../../app/layout/AdSlot.js';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { useSession, viewerOf } from '../../app/session.js';
import { addEnglish, t } from '../../app/i18n/i18n.js';
import { FOOTER } from '../../app/texts.js';
import { CONTENT } from '../../app/screen-texts.js';
import { ContentHero } from '../_content/ContentLayout.js';
import { DealSummary, PaySummary } from './CheckoutSummary.js';
import { parseDealId, useCheckoutDeal } from './use-checkout-deal.js';
import { site as checkoutWords } from '@dadeal/core/i18n/generated/en.site.checkout.js';
import './checkout.css';

addEnglish(checkoutWords); // this screen's own English words (the page's first script does not carry them)

export default function CheckoutPage() {
  const { dealId } = useParams();
  const id = parseDealId(dealId);
  const deal = useCheckoutDeal(id);
  const session = useSession();
  const missing = id === null || (deal.error instanceof ApiError && deal.error.status === 404);
  usePageTitle(missing ? CONTENT.dealNotFound : deal.data ? t('checkout.pageTitle', { title: deal.data.title }) : t('checkout.title'));

  if (missing) {
    return (
      <div className="ct-page checkout">
        <ContentHero title={CONTENT.dealNotFound} subtitle={t('checkout.missing')} size="tall" />
        <div className="container ct-lift">
          <section className="card ct-outcome" aria-labelledby="checkout-missing-title">
            <h2 id="checkout-missing-title">{t('checkout.moreDeals')}</h2>
            <p>{t('checkout.moreDealsText')}</p>
            <div className="ct-actions">
              <Link to={PATHS.home} className="btn btn--primary btn--lg">{FOOTER.browseDeals}</Link>
              <Link to={PATHS.contactUs} className="btn btn--outline btn--lg">{FOOTER.contactUs}</Link>
            </div>
          </section>
        </div>
      </div>
    );
  }

  return (
    <div className="ct-page checkout">
      <ContentHero title={t('checkout.title')} subtitle={t('checkout.subtitle')} size="tall" />
      <div className="container ct-lift">
        {deal.data ? (
          <div className="checkout__layout">
            <DealSummary deal={deal.data} />
            <PaySummary deal={deal.data} viewer={viewerOf(session)} />
          </div>
        ) : deal.isError ? (
          <section className="card ct-outcome" aria-labelledby="checkout-error-title">
            <h2 id="checkout-error-title">{t('checkout.loadFailed')}</h2>
            <p>{t('checkout.checkConnection')}</p>
            <div className="ct-actions">
              <button type="button" className="btn btn--primary btn--lg" onClick={() => void deal.refetch()}>{t('checkout.tryAgain')}</button>
              <Link to={PATHS.home} className="btn btn--outline btn--lg">{FOOTER.browseDeals}</Link>
            </div>
          </section>
        ) : (
          <div className="checkout__layout" aria-busy="true">
            <div className="card checkout__placeholder checkout__placeholder--deal"><span className="sr-only">{t('checkout.loading')}</span></div>
            <div className="card checkout__placeholder" />
          </div>
        )}
        <AdSlot />
      </div>
    </div>
  );
}
