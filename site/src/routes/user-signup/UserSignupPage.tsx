// User sign-up (spec §2): the deal hunter's form (personal fields, terms, optional newsletter) beside why to join.
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { addEnglish, t } from '../../app/i18n/i18n.js';
import { NAV } from '../../app/texts.js';
import { SignupPageLayout } from '../_account/AccountLayout.js';
import { SignupFlow } from '../_account/SignupFlow.js';
import { SignupPitch } from '../_account/SignupPitch.js';
import { SignupSteps } from '../_account/SignupSteps.js';
import { site as signupUserWords } from '@dadeal/core/i18n/generated/en.site.signupUser.js';

addEnglish(signupUserWords); // this screen's own English words (the page's first script does not carry them)

// Read when rendered: the words are the active language's.
const reasons = () => [
  [t('signupUser.b1Title'), t('signupUser.b1')],
  [t('signupUser.b2Title'), t('signupUser.b2')],
  [t('signupUser.b3Title'), t('signupUser.b3')],
  [t('signupUser.b4Title'), t('signupUser.b4')],
] as const;

export default function UserSignupPage() {
  usePageTitle(NAV.userSignUp);
  return (
    <SignupPageLayout
      title={t('signupUser.title')}
      subtitle={t('signupUser.subtitle')}
      aside={
        <>
          <SignupPitch
            title={t('signupUser.why')}
            reasons={reasons()}
            more={
              <>
                {t('signupUser.newHere')} <Link to={PATHS.howItWorks} className="link">{t('signupUser.howItWorks')}</Link>{t('signupUser.newHereAfter')}
              </>
            }
          />
          <SignupSteps last={t('signupUser.last')} />
        </>
      }
    >
      <SignupFlow kind="user" />
    </SignupPageLayout>
  );
}
