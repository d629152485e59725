// Why choose us (spec §2 marketing page): what Da Deal! promises deal hunters and businesses, and the calls to
// action to both sign-ups.
import { Link } from 'react-router';
import { FEATURING_PLANS, formatPrice } from '@dadeal/core';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { ContentHero, SectionHead, SignupCta } from '../_content/ContentLayout.js';
import { FeatureCards, type Feature } from '../_content/Steps.js';

const cheapest = FEATURING_PLANS.reduce((a, b) => (Number(a.price) <= Number(b.price) ? a : b));

const FOR_HUNTERS: readonly Feature[] = [
  { icon: 'pin', title: 'Only local businesses', text: 'Every deal comes from a business here on the island: the cafe down the road, the surf school, the hotel by the bay.' },
  { icon: 'tag', title: 'Savings you can see', text: 'Each deal shows its original price, its deal price, the percent off and exactly how much you save, before you claim.' },
  { icon: 'wallet', title: 'Free to join and claim', text: 'No fees to claim a coupon and nothing to pay online. You pay the deal price at the business.' },
  { icon: 'calendar', title: 'Fresh deals all the time', text: 'Monthly, Weekly and Last-Minute deals, so there is always something new for this weekend or tonight.' },
  { icon: 'heart', title: 'Your favourites, saved', text: 'Tap the heart to keep a deal for later and find it again in your dashboard.' },
  { icon: 'qr', title: 'Coupons on your phone', text: 'Your coupons wait in your dashboard with their codes. No printing, no clipping.' },
];

const FOR_BUSINESSES: readonly Feature[] = [
  { icon: 'store', title: 'Free to list', text: 'Create a business account and run your first deals at no cost. Upgrade only when you want more.' },
  { icon: 'ticket', title: 'You set the terms', text: 'Choose the price, the dates and how many coupons you offer. A deal is never oversold: when the coupons are gone, it shows Sold Out.' },
  { icon: 'star', title: 'Stand out when it counts', text: `Feature a deal at the top of the home page when you need a boost, from ${formatPrice(cheapest.price)} for ${cheapest.duration}.` },
  { icon: 'chart', title: 'Know what works', text: 'Your dashboard shows active deals, coupons claimed, revenue and featured deals, updated as customers claim.' },
  { icon: 'compass', title: 'Reach beyond our site', text: 'Partner websites can show Da Deal! deals with our widgets, so your offers travel further.' },
  { icon: 'users', title: 'Customers who walk in', text: 'Coupons are redeemed in person, so every claim is a real visit to your door.' },
];

const PROMISES = [
  ['Honest prices.', 'The saving shown is the saving you get, worked out from the business\'s own prices.'],
  ['Fair for everyone.', 'One coupon per person per deal, so regulars and first-timers get the same chance.'],
  ['Your data stays yours.', 'We never sell personal information.'],
  ['People who answer.', 'Write to us and hear back within 24 hours on business days.'],
] as const;

export default function WhyChooseUsPage() {
  usePageTitle('Why Choose Us');
  return (
    <div className="ct-page">
      <ContentHero
        eyebrow="Why Choose Us"
        title={'Why Choose Da\u00a0Deal!'}
        subtitle="Made on the island, for the island: real savings for locals and visitors, and real customers for local businesses."
        align="center"
      >
        <Link to={PATHS.userSignup} className="btn btn--sun btn--lg">Sign Up Free</Link>
        <Link to={PATHS.businessSignup} className="btn ct-btn-light btn--lg">List Your Business</Link>
      </ContentHero>

      <div className="container ct-body">
        <section className="ct-section" aria-labelledby="hunters-title">
          <SectionHead
            id="hunters-title"
            eyebrow="For deal hunters"
            title="Real Savings, Close to Home"
            lead="Eat out, stay over and try something new for less, at places you already love and places you have yet to find."
          />
          <FeatureCards items={FOR_HUNTERS} columns={3} />
        </section>

        <section className="ct-section" aria-labelledby="businesses-title">
          <SectionHead
            id="businesses-title"
            eyebrow="For businesses"
            title="Built for Local Businesses"
            lead="A simple way to fill quiet days, launch something new and turn first-time visitors into regulars."
          />
          <FeatureCards items={FOR_BUSINESSES} columns={3} tone="sun" />
        </section>

        <section className="ct-section" aria-labelledby="promise-title">
          <div className="ct-split">
            <div>
              <SectionHead id="promise-title" eyebrow="Our promise" title="A Marketplace You Can Trust" align="start" />
              <ul className="ct-checklist">
                {PROMISES.map(([title, text]) => (
                  <li key={title}><strong>{title}</strong> {text}</li>
                ))}
              </ul>
            </div>
            <div className="ct-panel">
              <h3>Questions before you join?</h3>
              <p>See <Link to={PATHS.howItWorks}>how it works</Link> step by step, compare our <Link to={PATHS.pricing}>plans</Link>, or read our <Link to={PATHS.privacyPolicy}>Privacy Policy</Link>.</p>
              <p>Still wondering? <Link to={PATHS.contactUs}>Get in touch</Link>: a real person will reply.</p>
            </div>
          </div>
        </section>

        <SignupCta />
      </div>
    </div>
  );
}
