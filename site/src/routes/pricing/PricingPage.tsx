// Pricing (spec §2 marketing page, §9 figures): the deal hunters' and businesses' monthly plans with the free trial
// and money-back guarantee, then the featuring plans exactly as the server charges them (core's FEATURING_PLANS).
import { Link } from 'react-router';
import { FEATURING_PLANS } from '@dadeal/core';
import { planWords } from '../../app/business/plan-words.js';
import { addEnglish, price, t } from '../../app/i18n/i18n.js';
import { linked } from '../../app/linked-text.js';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { FOOTER } from '../../app/texts.js';
import { ContentHero, ContentIcon, SectionHead, SignupCta } from '../_content/ContentLayout.js';
import { Faq } from '../_content/Faq.js';
import { PlanCard } from './PlanCard.js';
import { BUSINESS_PLANS, FREE_TRIAL_DAYS, MONEY_BACK_DAYS, USER_PLANS, planCard } from './plans.js';
import { site as pricingWords } from '@dadeal/core/i18n/generated/en.site.pricing.js';
import './pricing.css';

addEnglish(pricingWords); // this screen's own English words (the page's first script does not carry them)

const cheapestFeature = FEATURING_PLANS.reduce((min, plan) => (Number(plan.price) < Number(min) ? plan.price : min), FEATURING_PLANS[0]?.price ?? '0');

// Read when rendered: the words are the active language's.
const questions = () => [
  { question: t('pricing.q1'), answer: t('pricing.a1') },
  { question: t('pricing.q2'), answer: t('pricing.a2', { days: FREE_TRIAL_DAYS }) },
  { question: t('pricing.q3'), answer: t('pricing.a3', { days: MONEY_BACK_DAYS }) },
  { question: t('pricing.q4'), answer: t('pricing.a4') },
];

export default function PricingPage() {
  usePageTitle(FOOTER.pricing);
  return (
    <div className="ct-page pricing">
      <ContentHero
        eyebrow={FOOTER.pricing}
        title={t('pricing.title')}
        subtitle={t('pricing.subtitle')}
        align="center"
      >
        <p className="ct-hero__note">{t('pricing.freeTrial', { days: FREE_TRIAL_DAYS })}</p>
        <p className="ct-hero__note">{t('pricing.moneyBack', { days: MONEY_BACK_DAYS })}</p>
      </ContentHero>

      <div className="container ct-body">
        <section className="ct-section" aria-labelledby="hunters-title">
          <SectionHead
            id="hunters-title"
            eyebrow={t('marketing.forDealHunters')}
            title={t('pricing.huntersTitle')}
            lead={t('pricing.huntersLead')}
          />
          <ul className="plans plans--two">
            {USER_PLANS.map(planCard).map((plan) => (
              <PlanCard
                key={plan.id}
                {...plan}
                badge={plan.highlighted ? t('pricing.bestValue') : undefined}
                cta={{ label: plan.cta, to: PATHS.userSignup }}
              />
            ))}
          </ul>
        </section>

        <section className="ct-section" aria-labelledby="businesses-title">
          <SectionHead
            id="businesses-title"
            eyebrow={t('marketing.forBusinesses')}
            title={t('pricing.businessesTitle')}
            lead={t('pricing.businessesLead')}
          />
          <ul className="plans plans--three">
            {BUSINESS_PLANS.map(planCard).map((plan) => (
              <PlanCard
                key={plan.id}
                {...plan}
                badge={plan.highlighted ? t('pricing.recommended') : undefined}
                cta={{ label: plan.cta, to: PATHS.businessSignup }}
              />
            ))}
          </ul>
        </section>

        <div className="pricing__promises">
          <div className="pricing__promise">
            <ContentIcon name="calendar" tone="sun" />
            <div>
              <h3>{t('pricing.freeTrial', { days: FREE_TRIAL_DAYS })}</h3>
              <p>{t('pricing.trialText', { days: FREE_TRIAL_DAYS })}</p>
            </div>
          </div>
          <div className="pricing__promise">
            <ContentIcon name="shield" tone="sun" />
            <div>
              <h3>{t('pricing.moneyBack', { days: MONEY_BACK_DAYS })}</h3>
              <p>{t('pricing.moneyBackText', { days: MONEY_BACK_DAYS })}</p>
            </div>
          </div>
        </div>

        <section className="ct-section" aria-labelledby="featuring-title">
          <SectionHead
            id="featuring-title"
            eyebrow={t('marketing.forBusinesses')}
            title={t('pricing.featureTitle')}
            lead={t('pricing.featureLead', { price: price(cheapestFeature) })}
          />
          <ul className="plans plans--four">
            {FEATURING_PLANS.map((plan) => {
              const words = planWords(plan);
              return (
                <PlanCard
                  key={plan.id}
                  id={`feature-${plan.id}`}
                  name={words.name}
                  price={price(plan.price)}
                  period={t('pricing.forDuration', { duration: words.duration })}
                  summary={words.description}
                  features={words.features}
                  badge={plan.mostPopular ? t('pricing.mostPopular') : undefined}
                  highlighted={plan.mostPopular}
                />
              );
            })}
          </ul>
          <p className="pricing__feature-note">
            {linked(t('pricing.note'), [
              (words) => <Link to={PATHS.businessDashboard} className="link">{words}</Link>,
              (words) => <Link to={PATHS.businessSignup} className="link">{words}</Link>,
            ])}
          </p>
        </section>

        <Faq id="pricing-faq-title" title={t('pricing.faqTitle')} items={questions().map((q) => ({ question: q.question, answer: <p>{q.answer}</p> }))} />

        <SignupCta title={t('pricing.ctaTitle')} text={t('pricing.ctaText')} />
      </div>
    </div>
  );
}
