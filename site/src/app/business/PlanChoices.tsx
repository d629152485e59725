// The featuring plans as the server sells them, each leading to the deal's preview page with that plan
// (the feature dialog and the preview page without a plan show the same list): the three of spec §9 that a business
// can buy (core's `offered`), never the extended plan that only the payment-success page knows.
import { Link } from 'react-router';
import { formatPrice, offeredPlans, type FeaturingPlan } from '@dadeal/core';
import { pathTo } from '../paths.js';
import { FEATURE } from './texts.js';

export function featurePreviewPath(dealId: number, planId: string): string {
  return `${pathTo('featureDeal', { dealId })}?planId=${encodeURIComponent(planId)}`;
}

export function PlanChoices({ dealId, plans }: { dealId: number; plans: readonly FeaturingPlan[] }) {
  return (
    <ul className="plan-choices">
      {offeredPlans(plans).map((plan) => (
        <li key={plan.id} className={`plan-choice${plan.mostPopular ? ' plan-choice--popular' : ''}`}>
          <div className="plan-choice__head">
            <h3 className="plan-choice__name">{plan.name}</h3>
            {plan.mostPopular && <span className="plan-choice__badge">{FEATURE.mostPopular}</span>}
          </div>
          <p className="plan-choice__price"><strong>{formatPrice(plan.price)}</strong> <span className="muted">/ {plan.duration}</span></p>
          <p className="plan-choice__features">{plan.features.join(' · ')}</p>
          <Link
            to={featurePreviewPath(dealId, plan.id)}
            className={`btn btn--sm ${plan.mostPopular ? 'btn--primary' : 'btn--outline'} plan-choice__choose`}
          >
            {FEATURE.choose}<span className="sr-only"> {plan.name}, {formatPrice(plan.price)} for {plan.duration}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
