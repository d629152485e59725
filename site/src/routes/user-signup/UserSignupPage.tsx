// User sign-up (spec §2): the deal hunter's form (personal fields, terms, optional newsletter) beside why to join.
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { SignupPageLayout } from '../_account/AccountLayout.js';
import { SignupFlow } from '../_account/SignupFlow.js';
import { SignupPitch } from '../_account/SignupPitch.js';
import { SignupSteps } from '../_account/SignupSteps.js';

const REASONS = [
  ['Claim coupons in seconds', 'Claim a deal and its coupon code waits in your dashboard, ready to show at the counter.'],
  ['Save your favourites', 'Tap the heart on any deal to keep it for later, on your phone or at home.'],
  ['Never miss a last-minute deal', 'Monthly, weekly and last-minute offers from restaurants, shops, hotels and beach activities.'],
  ['Free for deal hunters', 'Joining costs nothing, and you choose which e-mails you get in your settings.'],
] as const;

export default function UserSignupPage() {
  usePageTitle('User Sign Up');
  return (
    <SignupPageLayout
      title="Create Your Account"
      subtitle="Join free to claim coupons, save favourites and catch the best deals across the island."
      aside={
        <>
          <SignupPitch
            title="Why join Da Deal!"
            reasons={REASONS}
            more={
              <>
                New here? See <Link to={PATHS.howItWorks} className="link">how it works</Link>.
              </>
            }
          />
          <SignupSteps last="Sign in, claim a deal and show your coupon code at the business." />
        </>
      }
    >
      <SignupFlow kind="user" />
    </SignupPageLayout>
  );
}
