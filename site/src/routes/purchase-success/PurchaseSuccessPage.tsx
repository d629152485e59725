// The generic purchase-success page (spec §2): thanks, says where the coupon is and what comes next, and links to
// the user dashboard, the home page and the contact page; an ad slot as on the other payment pages (spec §2).
import { Link } from 'react-router';
import { AdSlot } from '../../app/layout/AdSlot.js';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { addEnglish, t } from '../../app/i18n/i18n.js';
import { linked } from '../../app/linked-text.js';
import { FOOTER } from '../../app/texts.js';
import { CONTENT } from '../../app/screen-texts.js';
import { ContentHero, ContentIcon } from '../_content/ContentLayout.js';
import { site as purchaseWords } from '@dadeal/core/i18n/generated/en.site.purchase.js';

addEnglish(purchaseWords); // this screen's own English words (the page's first script does not carry them)

export default function PurchaseSuccessPage() {
  usePageTitle(CONTENT.purchaseComplete);
  return (
    <div className="ct-page">
      <ContentHero title={CONTENT.purchaseComplete} subtitle={t('purchase.subtitle')} size="tall" align="center" />
      <div className="container ct-lift">
        <section className="card ct-outcome" aria-labelledby="success-next-title">
          <ContentIcon name="check" />
          <h2 id="success-next-title">{t('purchase.readyTitle')}</h2>
          <p>{t('purchase.readyText')}</p>
          <div className="ct-actions">
            <Link to={PATHS.userDashboard} className="btn btn--primary btn--lg">{t('purchase.goToDashboard')}</Link>
            <Link to={PATHS.home} className="btn btn--outline btn--lg">{FOOTER.browseDeals}</Link>
          </div>
          <p className="muted">
            {linked(t('purchase.help'), [(words) => <Link to={PATHS.contactUs} className="link">{words}</Link>])}
          </p>
        </section>
        <AdSlot />
      </div>
    </div>
  );
}
