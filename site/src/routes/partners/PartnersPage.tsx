// The partner program (issue 23, item 2): what a site that embeds our widgets gets — its own ref, a dashboard of the
// views, claims and redemptions its pages brought, signed webhooks — beside its sign-up form (the shared sign-up flow).
import { usePageTitle } from '../../app/page-title.js';
import { SignupPageLayout } from '../_account/AccountLayout.js';
import { SignupFlow } from '../_account/SignupFlow.js';
import { SignupPitch } from '../_account/SignupPitch.js';
import { SignupSteps } from '../_account/SignupSteps.js';

export const PARTNER_REASONS = [
  ['Live island deals on your pages', 'One script tag shows Da Deal! deals on your site; visitors claim without leaving your page.'],
  ['Your own ref', 'Pick a short name for your site. Every widget view, claim and redemption your pages bring is counted under it.'],
  ['A dashboard of what you brought', 'The last 30 days, per deal: widget views, claims and redemptions, with a chart and a CSV export.'],
  ['Webhooks if you want them', 'Get claim.created and coupon.redeemed in your own systems, signed with your secret, retried until received.'],
] as const;

export default function PartnersPage() {
  usePageTitle('Partners');
  return (
    <SignupPageLayout
      title="Become a Da Deal! Partner"
      subtitle="Embed live island deals on your site and see exactly what your pages bring."
      aside={
        <>
          <SignupPitch
            title="What partners get"
            reasons={PARTNER_REASONS}
            more={
              <>
                Free, with no customer data shared: you see counts, never who claimed. Try the{' '}
                <a href="/widgets/demo" className="link">embed builder</a> first.
              </>
            }
          />
          <SignupSteps last="Sign in, choose your ref and copy your embed from the Partner Dashboard." />
        </>
      }
    >
      <SignupFlow kind="partner" />
    </SignupPageLayout>
  );
}
