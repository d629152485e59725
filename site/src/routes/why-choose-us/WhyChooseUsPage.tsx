// Why choose us (spec §2 marketing page): what Da Deal! promises deal hunters and businesses, and the calls to
// action to both sign-ups.
import { Link } from 'react-router';
import { FEATURING_PLANS } from '@dadeal/core';
import { planWords } from '../../app/business/plan-words.js';
import { addEnglish, price, t } from '../../app/i18n/i18n.js';
import { linked } from '../../app/linked-text.js';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { FOOTER } from '../../app/texts.js';
import { ContentHero, SectionHead, SignupCta } from '../_content/ContentLayout.js';
import { FeatureCards, type Feature } from '../_content/Steps.js';
import { site as whyUsWords } from '@dadeal/core/i18n/generated/en.site.whyUs.js';

addEnglish(whyUsWords); // this screen's own English words (the page's first script does not carry them)

const cheapest = FEATURING_PLANS.reduce((a, b) => (Number(a.price) <= Number(b.price) ? a : b));

// Read when rendered: the words are the active language's.
const forHunters = (): readonly Feature[] => [
  { icon: 'pin', title: t('whyUs.localTitle'), text: t('whyUs.localText') },
  { icon: 'tag', title: t('whyUs.savingsTitle'), text: t('whyUs.savingsText') },
  { icon: 'wallet', title: t('whyUs.freeTitle'), text: t('whyUs.freeText') },
  { icon: 'calendar', title: t('whyUs.freshTitle'), text: t('whyUs.freshText') },
  { icon: 'heart', title: t('whyUs.favouritesTitle'), text: t('whyUs.favouritesText') },
  { icon: 'qr', title: t('whyUs.phoneTitle'), text: t('whyUs.phoneText') },
];

const forBusinesses = (): readonly Feature[] => [
  { icon: 'store', title: t('whyUs.listTitle'), text: t('whyUs.listText') },
  { icon: 'ticket', title: t('whyUs.termsTitle'), text: t('whyUs.termsText') },
  {
    icon: 'star',
    title: t('whyUs.standOutTitle'),
    text: t('whyUs.standOutText', { price: price(cheapest.price), duration: planWords(cheapest).duration }),
  },
  { icon: 'chart', title: t('whyUs.worksTitle'), text: t('whyUs.worksText') },
  { icon: 'compass', title: t('whyUs.reachTitle'), text: t('whyUs.reachText') },
  { icon: 'users', title: t('whyUs.walkInTitle'), text: t('whyUs.walkInText') },
];

const promises = () => [
  [t('whyUs.honestTitle'), t('whyUs.honestText')],
  [t('whyUs.fairTitle'), t('whyUs.fairText')],
  [t('whyUs.dataTitle'), t('whyUs.dataText')],
  [t('whyUs.peopleTitle'), t('whyUs.peopleText')],
] as const;

export default function WhyChooseUsPage() {
  usePageTitle(FOOTER.whyChooseUs);
  return (
    <div className="ct-page">
      <ContentHero
        eyebrow={FOOTER.whyChooseUs}
        title={t('whyUs.title')}
        subtitle={t('whyUs.subtitle')}
        align="center"
      >
        <Link to={PATHS.userSignup} className="btn btn--sun btn--lg">{t('marketing.signUpFree')}</Link>
        <Link to={PATHS.businessSignup} className="btn ct-btn-light btn--lg">{t('marketing.listYourBusiness')}</Link>
      </ContentHero>

      <div className="container ct-body">
        <section className="ct-section" aria-labelledby="hunters-title">
          <SectionHead
            id="hunters-title"
            eyebrow={t('marketing.forDealHunters')}
            title={t('whyUs.huntersTitle')}
            lead={t('whyUs.huntersLead')}
          />
          <FeatureCards items={forHunters()} columns={3} />
        </section>

        <section className="ct-section" aria-labelledby="businesses-title">
          <SectionHead
            id="businesses-title"
            eyebrow={t('marketing.forBusinesses')}
            title={t('whyUs.businessesTitle')}
            lead={t('whyUs.businessesLead')}
          />
          <FeatureCards items={forBusinesses()} columns={3} tone="sun" />
        </section>

        <section className="ct-section" aria-labelledby="promise-title">
          <div className="ct-split">
            <div>
              <SectionHead id="promise-title" eyebrow={t('whyUs.promiseEyebrow')} title={t('whyUs.promiseTitle')} align="start" />
              <ul className="ct-checklist">
                {promises().map(([title, text]) => (
                  <li key={title}><strong>{title}</strong> {text}</li>
                ))}
              </ul>
            </div>
            <div className="ct-panel">
              <h3>{t('whyUs.questionsTitle')}</h3>
              <p>
                {linked(t('whyUs.questionsText'), [
                  (words) => <Link to={PATHS.howItWorks}>{words}</Link>,
                  (words) => <Link to={PATHS.pricing}>{words}</Link>,
                  (words) => <Link to={PATHS.privacyPolicy}>{words}</Link>,
                ])}
              </p>
              <p>{linked(t('whyUs.stillWondering'), [(words) => <Link to={PATHS.contactUs}>{words}</Link>])}</p>
            </div>
          </div>
        </section>

        <SignupCta />
      </div>
    </div>
  );
}
