// Payment success (spec §2): /payment-success?dealId&planId, the receipt after a featuring payment. The plan is read
// from the server's plans (the extended 60-day plan included), the deal from the business's own deals.
import { Link, useSearchParams } from 'react-router';
import { planWords } from '../../app/business/plan-words.js';
import { BusinessOnly } from '../../app/business/BusinessOnly.js';
import { FeaturedPlaces } from '../../app/business/FeaturedPlaces.js';
import { parseId, planById, useFeaturingPlans, useOwnDeal } from '../../app/business/use-featuring.js';
import { AdSlot } from '../../app/layout/AdSlot.js';
import { PageLoading } from '../../app/layout/Layout.js';
import { PATHS, dealLink } from '../../app/paths.js';
import { FEATURE, priceWithCurrency } from '../../app/business/texts.js';
import { ContentHero, ContentIcon } from '../_content/ContentLayout.js';
import '../../app/business/feature.css';

export default function PaymentSuccessPage() {
  return (
    <BusinessOnly title={FEATURE.paymentSuccessTitle}>
      <Receipt />
    </BusinessOnly>
  );
}

function Receipt() {
  const [params] = useSearchParams();
  const dealId = parseId(params.get('dealId'));
  const own = useOwnDeal(dealId, true);
  const plans = useFeaturingPlans();
  const plan = planById(plans.data, params.get('planId'));
  const deal = own.deal;
  const loading = (dealId !== null && own.isPending) || plans.isPending;

  return (
    <div className="ct-page">
      <ContentHero title={FEATURE.paymentSuccessTitle} subtitle={FEATURE.paymentSuccessSubtitle} size="tall" align="center" />
      <div className="container ct-lift">
        <section className="card ct-outcome" aria-labelledby="receipt-title">
          <ContentIcon name="check" />
          {/* The page reads its plan from the address (spec §2): it says "featured" only when the deal really is. */}
          <h2 id="receipt-title">{deal?.isFeatured ? FEATURE.dealIsFeatured(deal.title) : deal ? deal.title : FEATURE.paymentSuccessTitle}</h2>
          {loading ? <PageLoading /> : (
            <>
              {plan && (
                <dl className="feature-summary__rows feature-receipt">
                  <div><dt>{FEATURE.plan}</dt><dd>{planWords(plan).name}</dd></div>
                  <div><dt>{FEATURE.duration}</dt><dd>{planWords(plan).duration}</dd></div>
                  <div className="feature-summary__total"><dt>{deal?.isFeatured ? FEATURE.paid : FEATURE.price}</dt><dd>{priceWithCurrency(plan.price, plan.currency)}</dd></div>
                </dl>
              )}
              {deal?.isFeatured && <FeaturedPlaces deal={deal} intro={FEATURE.nowAppears} />}
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
