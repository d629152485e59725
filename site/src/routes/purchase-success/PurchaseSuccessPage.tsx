// The generic purchase-success page (spec §2): thanks, says where the coupon is and what comes next, and links to
// the user dashboard, the home page and the contact page; an ad slot as on the other payment pages (spec §2).
import { Link } from 'react-router';
import { AdSlot } from '../../app/layout/AdSlot.js';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { CONTENT, FOOTER } from '../../app/texts.js';
import { ContentHero, ContentIcon } from '../_content/ContentLayout.js';

export default function PurchaseSuccessPage() {
  usePageTitle(CONTENT.purchaseComplete);
  return (
    <div className="ct-page">
      <ContentHero title={CONTENT.purchaseComplete} subtitle={'Thank you for shopping local with Da\u00a0Deal!'} size="tall" align="center" />
      <div className="container ct-lift">
        <section className="card ct-outcome" aria-labelledby="success-next-title">
          <ContentIcon name="check" />
          <h2 id="success-next-title">Your deal is ready</h2>
          <p>
            Your coupon is waiting in My Coupons on your dashboard. Show its code at the business before the deal ends,
            and the savings are yours.
          </p>
          <div className="ct-actions">
            <Link to={PATHS.userDashboard} className="btn btn--primary btn--lg">Go to My Dashboard</Link>
            <Link to={PATHS.home} className="btn btn--outline btn--lg">{FOOTER.browseDeals}</Link>
          </div>
          <p className="muted">
            Something not right? <Link to={PATHS.contactUs} className="link">{FOOTER.contactUs}</Link> and we will help
            within 24 hours on business days.
          </p>
        </section>
        <AdSlot />
      </div>
    </div>
  );
}
