// How it works (spec §2 marketing page): the deal hunter's three steps (browse, claim, show the code at the business)
// and the business's four (list, create deals, feature, redeem), with calls to action to both sign-ups.
import { Link } from 'react-router';
import { FEATURING_PLANS } from '@dadeal/core';
import { planWords } from '../../app/business/plan-words.js';
import { addEnglish, price, t } from '../../app/i18n/i18n.js';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { FOOTER } from '../../app/texts.js';
import { ContentHero, SectionHead, SignupCta } from '../_content/ContentLayout.js';
import { FeatureCards, Steps, type Feature, type Step } from '../_content/Steps.js';
import { site as howItWorksWords } from '@dadeal/core/i18n/generated/en.site.howItWorks.js';

addEnglish(howItWorksWords); // this screen's own English words (the page's first script does not carry them)

const quickest = FEATURING_PLANS.reduce((a, b) => (a.durationHours <= b.durationHours ? a : b));

// Read when rendered: the words are the active language's.
const hunterSteps = (): readonly Step[] => [
  { icon: 'search', title: t('howItWorks.browseTitle'), text: t('howItWorks.browseText') },
  { icon: 'ticket', title: t('howItWorks.claimTitle'), text: t('howItWorks.claimText') },
  { icon: 'qr', title: t('howItWorks.showTitle'), text: t('howItWorks.showText') },
];

const businessSteps = (): readonly Step[] => [
  { icon: 'store', title: t('howItWorks.listTitle'), text: t('howItWorks.listText') },
  { icon: 'tag', title: t('howItWorks.createTitle'), text: t('howItWorks.createText') },
  {
    icon: 'star',
    title: t('howItWorks.featureTitle'),
    text: t('howItWorks.featureText', { price: price(quickest.price), duration: planWords(quickest).duration }),
  },
  { icon: 'check', title: t('howItWorks.redeemTitle'), text: t('howItWorks.redeemText') },
];

const goodToKnow = (): readonly Feature[] => [
  { icon: 'wallet', title: t('howItWorks.freeTitle'), text: t('howItWorks.freeText') },
  { icon: 'ticket', title: t('howItWorks.oneTitle'), text: t('howItWorks.oneText') },
  { icon: 'clock', title: t('howItWorks.lastTitle'), text: t('howItWorks.lastText') },
];

export default function HowItWorksPage() {
  usePageTitle(FOOTER.howItWorks);
  return (
    <div className="ct-page">
      <ContentHero
        eyebrow={FOOTER.howItWorks}
        title={t('howItWorks.title')}
        subtitle={t('howItWorks.subtitle')}
        align="center"
      >
        <a href="#for-deal-hunters" className="btn btn--sun btn--lg">{t('howItWorks.imHunter')}</a>
        <a href="#for-businesses" className="btn ct-btn-light btn--lg">{t('howItWorks.iOwnBusiness')}</a>
      </ContentHero>

      <div className="container ct-body">
        <section id="for-deal-hunters" className="ct-section" aria-labelledby="hunters-title">
          <SectionHead
            id="hunters-title"
            eyebrow={t('marketing.forDealHunters')}
            title={t('howItWorks.huntersTitle')}
            lead={t('howItWorks.huntersLead')}
          />
          <Steps steps={hunterSteps()} />
          <div className="ct-actions">
            <Link to={PATHS.userSignup} className="btn btn--primary btn--lg">{t('marketing.signUpFree')}</Link>
            <Link to={PATHS.home} className="btn btn--outline btn--lg">{FOOTER.browseDeals}</Link>
          </div>
        </section>

        <section id="for-businesses" className="ct-section" aria-labelledby="businesses-title">
          <SectionHead
            id="businesses-title"
            eyebrow={t('marketing.forBusinesses')}
            title={t('howItWorks.businessesTitle')}
            lead={t('howItWorks.businessesLead')}
          />
          <Steps steps={businessSteps()} tone="sun" />
          <div className="ct-actions">
            <Link to={PATHS.businessSignup} className="btn btn--primary btn--lg">{t('marketing.listYourBusiness')}</Link>
            <Link to={PATHS.pricing} className="btn btn--outline btn--lg">{t('howItWorks.seePricing')}</Link>
          </div>
        </section>

        <section className="ct-section" aria-labelledby="know-title">
          <SectionHead id="know-title" title={t('howItWorks.goodToKnow')} />
          <FeatureCards items={goodToKnow()} columns={3} />
        </section>

        <SignupCta />
      </div>
    </div>
  );
}
