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
import { CONTENT } from '../../app/texts.js';
import { ContentHero } from '../_content/ContentLayout.js';
import { DealSummary, PaySummary } from './CheckoutSummary.js';
import { parseDealId, useCheckoutDeal } from './use-checkout-deal.js';
import './checkout.css';

const SUBTITLE = 'Review your deal before you claim it. Claiming is free: you pay at the business when you use your coupon.';

export default function CheckoutPage() {
  const { dealId } = useParams();
  const id = parseDealId(dealId);
  const deal = useCheckoutDeal(id);
  const session = useSession();
  const missing = id === null || (deal.error instanceof ApiError && deal.error.status === 404);
  usePageTitle(missing ? CONTENT.dealNotFound : deal.data ? `Checkout: ${deal.data.title}` : 'Checkout');

  if (missing) {
    return (
      <div className="ct-page checkout">
        <ContentHero title={CONTENT.dealNotFound} subtitle="This deal has ended, has been removed by its business, or never existed." size="tall" />
        <div className="container ct-lift">
          <section className="card ct-outcome" aria-labelledby="checkout-missing-title">
            <h2 id="checkout-missing-title">Plenty more deals on the island</h2>
            <p>New deals from restaurants, shops, hotels and beach activities arrive every week. Find another one you love.</p>
            <div className="ct-actions">
              <Link to={PATHS.home} className="btn btn--primary btn--lg">Browse Deals</Link>
              <Link to={PATHS.contactUs} className="btn btn--outline btn--lg">Contact Us</Link>
            </div>
          </section>
        </div>
      </div>
    );
  }

  return (
    <div className="ct-page checkout">
      <ContentHero title="Checkout" subtitle={SUBTITLE} size="tall" />
      <div className="container ct-lift">
        {deal.data ? (
          <div className="checkout__layout">
            <DealSummary deal={deal.data} />
            <PaySummary deal={deal.data} viewer={viewerOf(session)} />
          </div>
        ) : deal.isError ? (
          <section className="card ct-outcome" aria-labelledby="checkout-error-title">
            <h2 id="checkout-error-title">This deal could not be loaded.</h2>
            <p>Check your connection and try again.</p>
            <div className="ct-actions">
              <button type="button" className="btn btn--primary btn--lg" onClick={() => void deal.refetch()}>Try again</button>
              <Link to={PATHS.home} className="btn btn--outline btn--lg">Browse Deals</Link>
            </div>
          </section>
        ) : (
          <div className="checkout__layout" aria-busy="true">
            <div className="card checkout__placeholder checkout__placeholder--deal"><span className="sr-only">Loading the deal…</span></div>
            <div className="card checkout__placeholder" />
          </div>
        )}
        <AdSlot />
      </div>
    </div>
  );
}
