// The partner program: what a site that embeds our widgets gets — its own ref, a dashboard of the
// views, claims and redemptions its pages brought, signed webhooks — beside its sign-up form (the shared sign-up flow).
import { addEnglish, t } from '../../app/i18n/i18n.js';
import { linked } from '../../app/linked-text.js';
import { usePageTitle } from '../../app/page-title.js';
import { SignupPageLayout } from '../_account/AccountLayout.js';
import { SignupFlow } from '../_account/SignupFlow.js';
import { SignupPitch } from '../_account/SignupPitch.js';
import { SignupSteps } from '../_account/SignupSteps.js';
import { site as partnersWords } from '@dadeal/core/i18n/generated/en.site.partners.js';

addEnglish(partnersWords); // this screen's own English words (the page's first script does not carry them)

// Read when rendered: the words are the active language's.
const partnerReasons = () => [
  [t('partners.r1Title'), t('partners.r1')],
  [t('partners.r2Title'), t('partners.r2')],
  [t('partners.r3Title'), t('partners.r3')],
  [t('partners.r4Title'), t('partners.r4')],
] as const;

export default function PartnersPage() {
  usePageTitle(t('partners.page'));
  return (
    <SignupPageLayout
      title={t('partners.title')}
      subtitle={t('partners.subtitle')}
      aside={
        <>
          <SignupPitch
            title={t('partners.why')}
            reasons={partnerReasons()}
            more={linked(t('partners.more'), [(words) => <a href="/widgets/demo" className="link">{words}</a>])}
          />
          <SignupSteps last={t('partners.last')} />
        </>
      }
    >
      <SignupFlow kind="partner" />
    </SignupPageLayout>
  );
}
