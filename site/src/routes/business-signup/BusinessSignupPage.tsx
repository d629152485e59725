// Business sign-up (spec §2): company name, contact number, optional website, the personal fields and terms, beside
// what listing on Da Deal! brings an island business (on phones the form comes first).
import { Link } from 'react-router';
import { FEATURING_PLANS } from '@dadeal/core';
import { planWords } from '../../app/business/plan-words.js';
import { addEnglish, price, t } from '../../app/i18n/i18n.js';
import { linked } from '../../app/linked-text.js';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { NAV } from '../../app/texts.js';
import { SignupPageLayout } from '../_account/AccountLayout.js';
import { SignupFlow } from '../_account/SignupFlow.js';
import { SignupPitch } from '../_account/SignupPitch.js';
import { SignupSteps } from '../_account/SignupSteps.js';
import { site as signupBusinessWords } from '@dadeal/core/i18n/generated/en.site.signupBusiness.js';

addEnglish(signupBusinessWords); // this screen's own English words (the page's first script does not carry them)

// The cheapest plan, from the plans themselves, so the pitch follows a price change.
const cheapest = [...FEATURING_PLANS].sort((a, b) => Number(a.price) - Number(b.price))[0];

// Read when rendered: the words are the active language's.
const reasons = () => {
  const cheapestPrice = price(cheapest.price);
  return [
    [t('signupBusiness.r1Title'), t('signupBusiness.r1')],
    [t('signupBusiness.r2Title'), t('signupBusiness.r2')],
    [t('signupBusiness.r3Title', { price: cheapestPrice }), t('signupBusiness.r3', { duration: planWords(cheapest).duration, price: cheapestPrice })],
    [t('signupBusiness.r4Title'), t('signupBusiness.r4')],
  ] as const;
};

export default function BusinessSignupPage() {
  usePageTitle(NAV.businessSignUp);
  return (
    <SignupPageLayout
      title={t('signupBusiness.title')}
      subtitle={t('signupBusiness.subtitle')}
      aside={
        <>
          <SignupPitch
            title={t('signupBusiness.why')}
            reasons={reasons()}
            more={linked(t('signupBusiness.more'), [
              (words) => <Link to={PATHS.pricing} className="link">{words}</Link>,
              (words) => <Link to={PATHS.whyChooseUs} className="link">{words}</Link>,
            ])}
          />
          <SignupSteps last={t('signupBusiness.last')} />
        </>
      }
    >
      <SignupFlow kind="business" />
    </SignupPageLayout>
  );
}
