// Featuring plans (spec §9), the one definition the API, site and admin share. Prices in USD cents avoid float maths.

export interface FeaturingPlan {
  id: 'quick' | 'basic' | 'premium' | 'extended';
  name: string;
  /** Human duration, e.g. "24 hours". */
  duration: string;
  durationHours: number;
  /** Decimal string with two decimals, e.g. "25.00". */
  price: string;
  currency: 'USD';
  description: string;
  features: string[];
  mostPopular?: boolean;
  /**
   * Sold in the feature dialog, the preview and the payment page (spec §9: quick, basic, premium). The extended plan
   * is not: only the payment-success page knows it (spec §9), so it stays here for that page and for the records of
   * payments made for it, and the API refuses new orders for it.
   */
  offered: boolean;
}

export const FEATURING_PLANS: readonly FeaturingPlan[] = [
  {
    id: 'quick',
    name: 'Quick',
    duration: '24 hours',
    durationHours: 24,
    price: '5.00',
    currency: 'USD',
    description: 'Put your deal in front of everyone for a day.',
    features: ['Homepage placement', 'Featured badge'],
    offered: true,
  },
  {
    id: 'basic',
    name: 'Basic',
    duration: '7 days',
    durationHours: 7 * 24,
    price: '10.00',
    currency: 'USD',
    description: 'A full week in the Featured Deals.',
    features: ['Homepage placement', 'Featured badge', 'Email newsletter inclusion'],
    offered: true,
  },
  {
    id: 'premium',
    name: 'Premium',
    duration: '30 days',
    durationHours: 30 * 24,
    price: '25.00',
    currency: 'USD',
    description: 'A month of premium placement.',
    features: ['Premium placement', 'Homepage placement', 'Featured badge', 'Email newsletter inclusion'],
    mostPopular: true,
    offered: true,
  },
  {
    id: 'extended',
    name: 'Extended',
    duration: '60 days',
    durationHours: 60 * 24,
    price: '45.00',
    currency: 'USD',
    description: 'Two months of premium placement for a whole season.',
    features: ['Premium placement', 'Homepage placement', 'Featured badge', 'Email newsletter inclusion'],
    offered: false,
  },
];

export type FeaturingPlanId = FeaturingPlan['id'];

export function findPlan(id: unknown): FeaturingPlan | undefined {
  return FEATURING_PLANS.find((p) => p.id === id);
}

/** The plans a business can buy (the feature dialog's three, spec §9), of any list of plans (core's, or the server's). */
export function offeredPlans<P extends Pick<FeaturingPlan, 'offered'>>(plans: readonly P[]): P[] {
  return plans.filter((plan) => plan.offered);
}

/** The plan of that id when a business can buy it. */
export function findOfferedPlan(id: unknown): FeaturingPlan | undefined {
  const plan = findPlan(id);
  return plan?.offered ? plan : undefined;
}
