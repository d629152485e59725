// The featuring plans as the server sells them, each leading to the deal's preview page with that plan
// (the feature dialog and the preview page without a plan show the same list): the three of spec §9 that a business
// can buy (core's `offered`), never the extended plan that only the payment-success page knows.
import { Link } from 'react-router';
import { offeredPlans, type FeaturingPlan } from '@dadeal/core';
import { price } from '../i18n/i18n.js';
import { planWords } from './plan-words.js';
import { pathTo } from '../paths.js';
import { FEATURE } from './texts.js';

export function featurePreviewPath(dealId: number, planId: string): string {
  return `${pathTo('featureDeal', { dealId })}?planId=${encodeURIComponent(planId)}`;
}

export function PlanChoices({ dealId, plans }: { dealId: number; plans: readonly FeaturingPlan[] }) {
  return (
    <ul className="plan-choices">
      {offeredPlans(plans).map((plan) => {
        const words = planWords(plan);
        return (
          <li key={plan.id} className={`plan-choice${plan.mostPopular ? ' plan-choice--popular' : ''}`}>
            <div className="plan-choice__head">
              <h3 className="plan-choice__name">{words.name}</h3>
              {plan.mostPopular && <span className="plan-choice__badge">{FEATURE.mostPopular}</span>}
            </div>
            <p className="plan-choice__price"><strong>{price(plan.price)}</strong> <span className="muted">/ {words.duration}</span></p>
            <p className="plan-choice__features">{words.features.join(' · ')}</p>
            <Link
              to={featurePreviewPath(dealId, plan.id)}
              className={`btn btn--sm ${plan.mostPopular ? 'btn--primary' : 'btn--outline'} plan-choice__choose`}
            >
              {FEATURE.choose}<span className="sr-only"> {FEATURE.chooseFor(words.name, price(plan.price), words.duration)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
