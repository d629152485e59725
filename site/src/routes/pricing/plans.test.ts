// The pricing page's plans in the visitor's language: spec §9's English figures as the spec writes them ("Free",
// "$5.00", "$25"), another language's through its locale with the same decimals.
import { afterAll, describe, expect, it } from 'vitest';
import { activate } from '../../app/i18n/i18n.js';
import { BUSINESS_PLANS, USER_PLANS, planCard, planPrice } from './plans.js';
// The page adds its English group as it loads; so does this test.
import './PricingPage.js';

describe('the pricing page’s plans', () => {
  afterAll(() => activate('en'));

  it('says spec §9’s plans in English as the spec writes them', () => {
    expect(USER_PLANS.map(planPrice)).toEqual(['Free', '$5.00']);
    expect(BUSINESS_PLANS.map(planPrice)).toEqual(['Free', '$25', '$45']);
    expect(planCard(BUSINESS_PLANS[1]!)).toMatchObject({
      name: 'Starter', price: '$25', period: 'per month', features: ['20 active deals', '5 featured placements', 'Everything in Basic', 'Email support'],
    });
    expect(planCard(USER_PLANS[0]!)).toMatchObject({ name: 'Basic', price: 'Free', period: undefined, cta: 'Sign Up Free' });
  });

  it('writes the prices in the language’s locale with the same decimals, and its words', async () => {
    await activate('de');
    expect(USER_PLANS.map(planPrice)).toEqual(['Kostenlos', '5,00\u00a0$']);
    expect(planCard(BUSINESS_PLANS[1]!)).toMatchObject({ price: '25\u00a0$', period: 'pro Monat', features: expect.arrayContaining(['5 Hervorhebungen']) });
    await activate('ja');
    expect(BUSINESS_PLANS.map(planPrice)).toEqual(['無料', '$25', '$45']);
    expect(planCard(USER_PLANS[1]!).name).toBe('プレミアム');
  });
});
