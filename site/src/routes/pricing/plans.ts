// The pricing page's plans (spec §9 "Pricing page marketing text only"), written once as data. Nothing charges
// for them yet, so they live with the page that shows them; the featuring plans the server really charges come
// from @dadeal/core's FEATURING_PLANS instead.

export interface MarketingPlan {
  id: string;
  name: string;
  /** As the spec writes it: "Free", "$5.00", "$25". */
  price: string;
  /** Shown after a paid price ("per month"). */
  period?: string;
  summary: string;
  features: readonly string[];
  cta: string;
  highlighted?: boolean;
}

export const FREE_TRIAL_DAYS = 14;
export const MONEY_BACK_DAYS = 30;

export const USER_PLANS: readonly MarketingPlan[] = [
  {
    id: 'user-basic',
    name: 'Basic',
    price: 'Free',
    summary: 'Everything you need to start saving.',
    features: ['Claim up to 3 deals per month', 'Save unlimited favourites', 'Coupons ready on your phone', 'Email deal notifications'],
    cta: 'Sign Up Free',
  },
  {
    id: 'user-premium',
    name: 'Premium',
    price: '$5.00',
    period: 'per month',
    summary: 'For regulars who never miss a bargain.',
    features: ['Claim as many deals as you like', 'Everything in Basic', 'Last-minute deal alerts', 'Priority support'],
    cta: 'Start Free Trial',
    highlighted: true,
  },
];

export const BUSINESS_PLANS: readonly MarketingPlan[] = [
  {
    id: 'business-basic',
    name: 'Basic',
    price: 'Free',
    summary: 'Try Da Deal! with your first offers.',
    features: ['3 active deals', 'Coupon codes for every customer', 'Dashboard with live statistics'],
    cta: 'List Your Business',
  },
  {
    id: 'business-starter',
    name: 'Starter',
    price: '$25',
    period: 'per month',
    summary: 'For businesses with something new every week.',
    features: ['20 active deals', '5 featured placements', 'Everything in Basic', 'Email support'],
    cta: 'Start Free Trial',
    highlighted: true,
  },
  {
    id: 'business-professional',
    name: 'Professional',
    price: '$45',
    period: 'per month',
    summary: 'For busy venues and multi-activity operators.',
    features: ['Unlimited active deals', 'Everything in Starter', 'Priority phone support'],
    cta: 'Start Free Trial',
  },
];
