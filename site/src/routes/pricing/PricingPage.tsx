// Pricing (spec §2 marketing page, §9 figures): the deal hunters' and businesses' monthly plans with the free trial
// and money-back guarantee, then the featuring plans exactly as the server charges them (core's FEATURING_PLANS).
import { Link } from 'react-router';
import { FEATURING_PLANS, formatPrice } from '@dadeal/core';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { ContentHero, ContentIcon, SectionHead, SignupCta } from '../_content/ContentLayout.js';
import { Faq } from '../_content/Faq.js';
import { PlanCard } from './PlanCard.js';
import { BUSINESS_PLANS, FREE_TRIAL_DAYS, MONEY_BACK_DAYS, USER_PLANS } from './plans.js';
import './pricing.css';

const cheapestFeature = formatPrice(
  FEATURING_PLANS.reduce((min, plan) => (Number(plan.price) < Number(min) ? plan.price : min), FEATURING_PLANS[0]?.price ?? '0'),
);

const QUESTIONS = [
  {
    question: 'Do deal hunters pay to claim a coupon?',
    answer: 'No. Claiming a coupon is free on every plan: you pay the deal price directly to the business when you redeem it.',
  },
  {
    question: 'How does the free trial work?',
    answer: `Every paid plan starts with a ${FREE_TRIAL_DAYS}-day free trial. Cancel before it ends and you pay nothing.`,
  },
  {
    question: 'What if Da Deal! is not right for me?',
    answer: `Monthly plans come with a ${MONEY_BACK_DAYS}-day money-back guarantee: tell us within ${MONEY_BACK_DAYS} days of your first payment and we refund it in full.`,
  },
  {
    question: 'Is featuring a deal a subscription?',
    answer: 'No. Featuring is a one-time payment per deal for the period you choose, paid securely with PayPal from your Business Dashboard. Once the featured period has started it cannot be refunded.',
  },
] as const;

export default function PricingPage() {
  usePageTitle('Pricing');
  return (
    <div className="ct-page pricing">
      <ContentHero
        eyebrow="Pricing"
        title="Simple, Honest Pricing"
        subtitle="Free to start for deal hunters and businesses alike. Upgrade only when it pays for itself."
        align="center"
      >
        <p className="ct-hero__note">{FREE_TRIAL_DAYS}-day free trial</p>
        <p className="ct-hero__note">{MONEY_BACK_DAYS}-day money-back guarantee</p>
      </ContentHero>

      <div className="container ct-body">
        <section className="ct-section" aria-labelledby="hunters-title">
          <SectionHead
            id="hunters-title"
            eyebrow="For deal hunters"
            title="Plans for Deal Hunters"
            lead="Browse every deal for free. Claim your first coupons on Basic, or go Premium if you're out and about every week."
          />
          <ul className="plans plans--two">
            {USER_PLANS.map((plan) => (
              <PlanCard
                key={plan.id}
                {...plan}
                badge={plan.highlighted ? 'Best value' : undefined}
                cta={{ label: plan.cta, to: PATHS.userSignup }}
              />
            ))}
          </ul>
        </section>

        <section className="ct-section" aria-labelledby="businesses-title">
          <SectionHead
            id="businesses-title"
            eyebrow="For businesses"
            title="Plans for Businesses"
            lead="List your business for free and bring in new customers with deals they can't resist. Grow into a bigger plan when you're ready."
          />
          <ul className="plans plans--three">
            {BUSINESS_PLANS.map((plan) => (
              <PlanCard
                key={plan.id}
                {...plan}
                badge={plan.highlighted ? 'Recommended' : undefined}
                cta={{ label: plan.cta, to: PATHS.businessSignup }}
              />
            ))}
          </ul>
        </section>

        <div className="pricing__promises">
          <div className="pricing__promise">
            <ContentIcon name="calendar" tone="sun" />
            <div>
              <h3>{FREE_TRIAL_DAYS}-day free trial</h3>
              <p>Try any paid plan for {FREE_TRIAL_DAYS} days. Cancel before the trial ends and you pay nothing.</p>
            </div>
          </div>
          <div className="pricing__promise">
            <ContentIcon name="shield" tone="sun" />
            <div>
              <h3>{MONEY_BACK_DAYS}-day money-back guarantee</h3>
              <p>Not happy with a monthly plan? Ask within {MONEY_BACK_DAYS} days of your first payment for a full refund.</p>
            </div>
          </div>
        </div>

        <section className="ct-section" aria-labelledby="featuring-title">
          <SectionHead
            id="featuring-title"
            eyebrow="For businesses"
            title="Feature a Deal"
            lead={`Put a deal at the top of the home page in Featured Deals, with a Featured badge, from ${cheapestFeature}. Pay once per deal, no subscription needed.`}
          />
          <ul className="plans plans--four">
            {FEATURING_PLANS.map((plan) => (
              <PlanCard
                key={plan.id}
                id={`feature-${plan.id}`}
                name={plan.name}
                price={formatPrice(plan.price)}
                period={`for ${plan.duration}`}
                summary={plan.description}
                features={plan.features}
                badge={plan.mostPopular ? 'Most Popular' : undefined}
                highlighted={plan.mostPopular}
              />
            ))}
          </ul>
          <p className="pricing__feature-note">
            Choose a plan from your <Link to={PATHS.businessDashboard} className="link">Business Dashboard</Link> and pay
            securely with PayPal. New here? <Link to={PATHS.businessSignup} className="link">List your business</Link> first.
          </p>
        </section>

        <Faq id="pricing-faq-title" title="Pricing Questions" items={QUESTIONS.map((q) => ({ question: q.question, answer: <p>{q.answer}</p> }))} />

        <SignupCta title="Start free today" text="No card needed to join. Deal hunters claim their first coupons in minutes; businesses publish their first deal the same day." />
      </div>
    </div>
  );
}
