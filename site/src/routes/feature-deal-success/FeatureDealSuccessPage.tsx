// Feature success (spec §2, content not shown): /feature-deal-success?dealId=…, where a business lands to see its
// featured deal's standing: where it appears and until when, with the way back to the dashboard and to the deal.
import { Link, useSearchParams } from 'react-router';
import { BusinessOnly } from '../../app/business/BusinessOnly.js';
import { FeaturedPlaces } from '../../app/business/FeaturedPlaces.js';
import { parseId, useOwnDeal } from '../../app/business/use-featuring.js';
import { AdSlot } from '../../app/layout/AdSlot.js';
import { PageLoading } from '../../app/layout/Layout.js';
import { PATHS, dealLink } from '../../app/paths.js';
import { FEATURE } from '../../app/business/texts.js';
import { ContentHero, ContentIcon } from '../_content/ContentLayout.js';
import '../../app/business/feature.css';

export default function FeatureDealSuccessPage() {
  return (
    <BusinessOnly title={FEATURE.successTitle}>
      <Success />
    </BusinessOnly>
  );
}

function Success() {
  const [params] = useSearchParams();
  const dealId = parseId(params.get('dealId'));
  const own = useOwnDeal(dealId, true);
  const deal = own.deal;
  return (
    <div className="ct-page">
      <ContentHero title={FEATURE.successTitle} subtitle={FEATURE.successSubtitle} size="tall" align="center" />
      <div className="container ct-lift">
        <section className="card ct-outcome" aria-labelledby="featured-title">
          <ContentIcon name="check" tone="sun" />
          {dealId !== null && own.isPending ? <PageLoading /> : deal?.isFeatured ? (
            <>
              <h2 id="featured-title">{deal.title}</h2>
              <FeaturedPlaces deal={deal} intro={FEATURE.successAppears} />
            </>
          ) : (
            <>
              <h2 id="featured-title">{FEATURE.successGeneralTitle}</h2>
              <p>{FEATURE.successGeneral}</p>
            </>
          )}
          <div className="ct-actions">
            <Link to={PATHS.businessDashboard} className="btn btn--primary btn--lg">{FEATURE.backToDashboard}</Link>
            {deal && <Link to={dealLink(deal.id)} className="btn btn--outline btn--lg">{FEATURE.viewOnHome}</Link>}
          </div>
        </section>
        <AdSlot />
      </div>
    </div>
  );
}
