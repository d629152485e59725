// How it works (spec §2 marketing page): the deal hunter's three steps (browse, claim, show the code at the business)
// and the business's four (list, create deals, feature, redeem), with calls to action to both sign-ups.
import { Link } from 'react-router';
import { FEATURING_PLANS, formatPrice } from '@dadeal/core';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { ContentHero, SectionHead, SignupCta } from '../_content/ContentLayout.js';
import { FeatureCards, Steps, type Feature, type Step } from '../_content/Steps.js';

const quickest = FEATURING_PLANS.reduce((a, b) => (a.durationHours <= b.durationHours ? a : b));

const HUNTER_STEPS: readonly Step[] = [
  {
    icon: 'search',
    title: 'Browse',
    text: 'Explore Monthly, Weekly and Last-Minute deals from restaurants, shops, hotels, services and beach activities. Search by name or filter by category.',
  },
  {
    icon: 'ticket',
    title: 'Claim',
    text: 'Sign up free, open a deal and press Claim Deal. Your coupon lands in My Coupons on your dashboard, with a code of its own.',
  },
  {
    icon: 'qr',
    title: 'Show your code',
    text: 'At the business, show your coupon code or QR code and pay the deal price there. The business confirms your coupon, and the savings are yours.',
  },
];

const BUSINESS_STEPS: readonly Step[] = [
  {
    icon: 'store',
    title: 'List your business',
    text: 'Create a free business account with your company name and contact number, then verify your email address.',
  },
  {
    icon: 'tag',
    title: 'Create deals',
    text: 'Add a title, description, photo, the original and deal prices, the dates and how many coupons you offer. Your deal goes live on its start date.',
  },
  {
    icon: 'star',
    title: 'Feature',
    text: `Want more eyes on a deal? Feature it at the top of the home page, from ${formatPrice(quickest.price)} for ${quickest.duration}.`,
  },
  {
    icon: 'check',
    title: 'Redeem',
    text: 'When a customer shows a coupon, check the code and confirm its use. Your dashboard keeps count of coupons, revenue and featured deals.',
  },
];

const GOOD_TO_KNOW: readonly Feature[] = [
  { icon: 'wallet', title: 'Free to claim', text: 'Claiming a coupon costs nothing. You pay the deal price at the business when you use it.' },
  { icon: 'ticket', title: 'One coupon per deal', text: 'Each account can claim a deal once, so there is enough to go around for everyone.' },
  { icon: 'clock', title: 'While they last', text: 'Every deal has a limited number of coupons and an end date. When they are gone, the deal shows Sold Out.' },
];

export default function HowItWorksPage() {
  usePageTitle('How It Works');
  return (
    <div className="ct-page">
      <ContentHero
        eyebrow="How It Works"
        title={'How Da\u00a0Deal! Works'}
        subtitle="Great island deals in three easy steps, and a simple way for local businesses to bring in new customers."
        align="center"
      >
        <a href="#for-deal-hunters" className="btn btn--sun btn--lg">I'm a deal hunter</a>
        <a href="#for-businesses" className="btn ct-btn-light btn--lg">I own a business</a>
      </ContentHero>

      <div className="container ct-body">
        <section id="for-deal-hunters" className="ct-section" aria-labelledby="hunters-title">
          <SectionHead
            id="hunters-title"
            eyebrow="For deal hunters"
            title="Save in Three Easy Steps"
            lead="No vouchers to print and nothing to pay online: find a deal you like, claim it and show it at the counter."
          />
          <Steps steps={HUNTER_STEPS} />
          <div className="ct-actions">
            <Link to={PATHS.userSignup} className="btn btn--primary btn--lg">Sign Up Free</Link>
            <Link to={PATHS.home} className="btn btn--outline btn--lg">Browse Deals</Link>
          </div>
        </section>

        <section id="for-businesses" className="ct-section" aria-labelledby="businesses-title">
          <SectionHead
            id="businesses-title"
            eyebrow="For businesses"
            title="Bring In Customers in Four Steps"
            lead="Reach the people who live on and visit the island, fill quiet hours and reward your regulars."
          />
          <Steps steps={BUSINESS_STEPS} tone="sun" />
          <div className="ct-actions">
            <Link to={PATHS.businessSignup} className="btn btn--primary btn--lg">List Your Business</Link>
            <Link to={PATHS.pricing} className="btn btn--outline btn--lg">See Pricing</Link>
          </div>
        </section>

        <section className="ct-section" aria-labelledby="know-title">
          <SectionHead id="know-title" title="Good to Know" />
          <FeatureCards items={GOOD_TO_KNOW} columns={3} />
        </section>

        <SignupCta />
      </div>
    </div>
  );
}
