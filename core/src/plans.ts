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
}

export const FEATURING_PLANS: readonly FeaturingPlan[] = [
  {
    id: 'quick',
    name: 'Quick Boost',
    duration: '24 hours',
    durationHours: 24,
    price: '5.00',
    currency: 'USD',
    description: 'Put your deal in front of everyone for a day.',
    features: ['Homepage placement', 'Featured badge'],
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
  },
];

export type FeaturingPlanId = FeaturingPlan['id'];

export function findPlan(id: unknown): FeaturingPlan | undefined {
  return FEATURING_PLANS.find((p) => p.id === id);
}
