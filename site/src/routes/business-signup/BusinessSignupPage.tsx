// Business sign-up (spec §2): company name, contact number, optional website, the personal fields and terms, beside
// what listing on Da Deal! brings an island business (on phones the form comes first).
import { Link } from 'react-router';
import { FEATURING_PLANS, formatPrice } from '@dadeal/core';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { SignupPageLayout } from '../_account/AccountLayout.js';
import { SignupFlow } from '../_account/SignupFlow.js';
import { SignupPitch } from '../_account/SignupPitch.js';
import { SignupSteps } from '../_account/SignupSteps.js';

// The cheapest plan, from the plans themselves, so the pitch follows a price change.
const cheapest = [...FEATURING_PLANS].sort((a, b) => Number(a.price) - Number(b.price))[0];

const REASONS = [
  ['Reach island shoppers', 'Your deals show on the home page under Monthly, Weekly or Last-Minute, where locals and visitors look every day.'],
  ['Fill your quiet hours', 'You set the price, the number of coupons and the dates. When the coupons are gone, the deal is sold out.'],
  [
    `Get featured from ${formatPrice(cheapest.price)}`,
    `Put a deal at the top of the home page with a Featured badge: ${cheapest.duration} for ${formatPrice(cheapest.price)}, or longer plans.`,
  ],
  ['Redeem with confidence', 'Every coupon carries its own code; confirm it from your dashboard when the customer visits.'],
] as const;

export default function BusinessSignupPage() {
  usePageTitle('Business Sign Up');
  return (
    <SignupPageLayout
      title="List Your Business on Da Deal!"
      subtitle="Publish time-limited deals, feature the best ones and watch your coupons get claimed."
      aside={
        <>
          <SignupPitch
            title="Why island businesses choose Da Deal!"
            reasons={REASONS}
            more={
              <>
                See <Link to={PATHS.pricing} className="link">pricing</Link> and{' '}
                <Link to={PATHS.whyChooseUs} className="link">why businesses choose us</Link>.
              </>
            }
          />
          <SignupSteps last="Sign in and create your first deal from the Business Dashboard." />
        </>
      }
    >
      <SignupFlow kind="business" />
    </SignupPageLayout>
  );
}
