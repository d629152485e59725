// The feature-deal preview (spec §2 "Feature-deal screens"), business only, at /feature-deal/:dealId?planId=…:
// the deal as it will look in Featured Deals, the chosen plan's price as the server sells it, the no-refunds
// statement and the way to the payment page; without a plan, the plans to choose from; "Deal Not Found" otherwise.
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { FeaturingPlan } from '@dadeal/core';
import { price } from '../../app/i18n/i18n.js';
import { planWords } from '../../app/business/plan-words.js';
import { BusinessOnly } from '../../app/business/BusinessOnly.js';
import { FeaturedPlaces } from '../../app/business/FeaturedPlaces.js';
import { FeatureScreen } from '../../app/business/FeatureScreen.js';
import { PlanChoices } from '../../app/business/PlanChoices.js';
import { canBeFeatured } from '../../app/business/deal-status.js';
import { parseId, useFeaturingPlans } from '../../app/business/use-featuring.js';
import { PATHS } from '../../app/paths.js';
import { FEATURE } from '../../app/business/texts.js';

export function paymentPath(dealId: number, plan: FeaturingPlan): string {
  const query = new URLSearchParams({ dealId: String(dealId), planId: plan.id, amount: plan.price });
  return `${PATHS.featureDealPayment}?${query}`;
}

// Read when rendered: the words are the active language's.
const BackToDashboard = () => (
  <div className="feature-actions"><Link to={PATHS.businessDashboard} className="btn btn--primary">{FEATURE.backToDashboard}</Link></div>
);

/** The chosen plan as the server sells it, in the visitor's words: name, duration, what it includes, its price. */
function PlanSummary({ plan, children }: { plan: FeaturingPlan; children: ReactNode }) {
  const words = planWords(plan);
  return (
    <>
      <h2 id="feature-summary-title">{FEATURE.planHeading(words.name, words.duration)}</h2>
      <p className="muted">{words.description}</p>
      <ul className="feature-summary__features">
        {words.features.map((feature) => <li key={feature}>{feature}</li>)}
      </ul>
      <dl className="feature-summary__rows">
        <div><dt>{FEATURE.duration}</dt><dd>{words.duration}</dd></div>
        <div className="feature-summary__total"><dt>{FEATURE.price}</dt><dd>{price(plan.price)}</dd></div>
      </dl>
      {children}
    </>
  );
}

export default function FeatureDealPage() {
  const dealId = parseId(useParams().dealId);
  const [params] = useSearchParams();
  const plans = useFeaturingPlans();
  return (
    <BusinessOnly title={FEATURE.previewTitle}>
      <FeatureScreen dealId={dealId} planId={params.get('planId')} title={FEATURE.previewTitle}>
        {(deal, plan) =>
          deal.isFeatured ? (
            <>
              <h2 id="feature-summary-title">★ {FEATURE.alreadyTitle}</h2>
              <FeaturedPlaces deal={deal} />
              <BackToDashboard />
            </>
          ) : !canBeFeatured(deal, Date.now()) ? (
            <>
              <h2 id="feature-summary-title">{FEATURE.dialogTitle}</h2>
              <p>{FEATURE.notLive}</p>
              <BackToDashboard />
            </>
          ) : plan ? (
            <PlanSummary plan={plan}>
              <p className="feature-notice">{FEATURE.noRefunds}</p>
              <div className="feature-actions">
                <Link to={paymentPath(deal.id, plan)} className="btn btn--primary btn--lg">{FEATURE.continueToPayment}</Link>
                <Link to={`/feature-deal/${deal.id}`} className="btn btn--outline btn--lg">{FEATURE.changePlan}</Link>
              </div>
            </PlanSummary>
          ) : (
            <>
              <h2 id="feature-summary-title">{FEATURE.dialogTitle}</h2>
              <p>{FEATURE.dialogIntro(deal.title)}</p>
              <PlanChoices dealId={deal.id} plans={plans.data ?? []} />
            </>
          )
        }
      </FeatureScreen>
    </BusinessOnly>
  );
}
