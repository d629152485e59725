// The feature-deal preview (spec §2 "Feature-deal screens"), business only, at /feature-deal/:dealId?planId=…:
// the deal as it will look in Featured Deals, the chosen plan's price as the server sells it, the no-refunds
// statement and the way to the payment page; without a plan, the plans to choose from; "Deal Not Found" otherwise.
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatPrice, type Deal, type FeaturingPlan } from '@dadeal/core';
import { DealCard, WidgetRoot } from '@dadeal/widgets';
import { BusinessOnly } from '../../app/business/BusinessOnly.js';
import { SiteDealDialog } from '../../app/deals/SiteDealDialog.js';
import { useFavorites } from '../../app/deals/use-favorites.js';
import { FeaturedPlaces } from '../../app/business/FeaturedPlaces.js';
import { PlanChoices } from '../../app/business/PlanChoices.js';
import { canBeFeatured } from '../../app/business/deal-status.js';
import { parseId, planById, useFeaturingPlans, useOwnDeal } from '../../app/business/use-featuring.js';
import { PageLoading } from '../../app/layout/Layout.js';
import { PATHS } from '../../app/paths.js';
import { CONTENT, FEATURE } from '../../app/texts.js';
import '../../app/business/feature.css';

export function paymentPath(dealId: number, plan: FeaturingPlan): string {
  const query = new URLSearchParams({ dealId: String(dealId), planId: plan.id, amount: plan.price });
  return `${PATHS.featureDealPayment}?${query}`;
}

export function DealNotFound() {
  return (
    <div className="container page page--narrow">
      <h1>{CONTENT.dealNotFound}</h1>
      <p className="muted">This deal is not one of your business's deals, or it has been deleted.</p>
      <Link to={PATHS.businessDashboard} className="btn btn--primary">{FEATURE.backToDashboard}</Link>
    </div>
  );
}

/** The deal as its card will show in Featured Deals: the widgets' own card, with the Featured badge and its dialog. */
export function FeaturedPreview({ deal }: { deal: Deal }) {
  const [open, setOpen] = useState(false);
  const favorites = useFavorites();
  const preview = { ...deal, isFeatured: true };
  return (
    <WidgetRoot className="feature-page__preview">
      <DealCard deal={preview} imageLoading="eager" onSelect={() => setOpen(true)} />
      <p className="feature-page__caption">{FEATURE.previewIntro}</p>
      <SiteDealDialog deal={open ? preview : null} onClose={() => setOpen(false)} favorites={favorites} />
    </WidgetRoot>
  );
}

export default function FeatureDealPage() {
  return (
    <BusinessOnly title={FEATURE.previewTitle}>
      <Preview />
    </BusinessOnly>
  );
}

function Preview() {
  const dealId = parseId(useParams().dealId);
  const [params] = useSearchParams();
  const own = useOwnDeal(dealId, true);
  const plans = useFeaturingPlans();
  if (dealId === null) return <DealNotFound />;
  if (own.isPending || plans.isPending) return <PageLoading />;
  if (own.isError || plans.isError) return <div className="container page"><p className="form-alert" role="alert">{(own.error ?? plans.error)?.message}</p></div>;
  const deal = own.deal;
  if (!deal) return <DealNotFound />;
  const plan = planById(plans.data, params.get('planId'));

  return (
    <div className="container page">
      <p className="dashboard__eyebrow">{deal.title}</p>
      <h1>{FEATURE.previewTitle}</h1>
      <div className="feature-page">
        <FeaturedPreview deal={deal} />
        <section className="card feature-summary" aria-labelledby="plan-title">
          {deal.isFeatured ? (
            <>
              <h2 id="plan-title">★ {FEATURE.alreadyTitle}</h2>
              <FeaturedPlaces deal={deal} />
              <div className="feature-actions"><Link to={PATHS.businessDashboard} className="btn btn--primary">{FEATURE.backToDashboard}</Link></div>
            </>
          ) : !canBeFeatured(deal, Date.now()) ? (
            <>
              <h2 id="plan-title">{FEATURE.dialogTitle}</h2>
              <p>{FEATURE.notLive}</p>
              <div className="feature-actions"><Link to={PATHS.businessDashboard} className="btn btn--primary">{FEATURE.backToDashboard}</Link></div>
            </>
          ) : plan ? (
            <>
              <h2 id="plan-title">{plan.name}: {plan.duration}</h2>
              <p className="muted">{plan.description}</p>
              <ul className="feature-summary__features">
                {plan.features.map((feature) => <li key={feature}>{feature}</li>)}
              </ul>
              <dl className="feature-summary__rows">
                <div><dt>Duration</dt><dd>{plan.duration}</dd></div>
                <div className="feature-summary__total"><dt>Price</dt><dd>{formatPrice(plan.price)}</dd></div>
              </dl>
              <p className="feature-notice">{FEATURE.noRefunds}</p>
              <div className="feature-actions">
                <Link to={paymentPath(deal.id, plan)} className="btn btn--primary btn--lg">{FEATURE.continueToPayment}</Link>
                <Link to={`/feature-deal/${deal.id}`} className="btn btn--outline btn--lg">{FEATURE.changePlan}</Link>
              </div>
            </>
          ) : (
            <>
              <h2 id="plan-title">{FEATURE.dialogTitle}</h2>
              <p>{FEATURE.dialogIntro(deal.title)}</p>
              <PlanChoices dealId={deal.id} plans={plans.data} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
