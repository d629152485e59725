// Deals for component tests and stories: a complete, valid Deal with what the case needs overridden.
import type { Deal } from '@dadeal/core';

let nextId = 1;

export function makeDeal(overrides: Partial<Deal> = {}): Deal {
  const id = overrides.id ?? nextId++;
  return {
    id,
    businessId: 7,
    business: { id: 7, companyName: 'Coconut Grove Café', user: { firstName: 'Malia', lastName: 'Kahale' } },
    title: 'Sunset dinner for two',
    description: 'Three courses by the water, with a glass of local wine each and a view of the sunset.',
    imageUrl: null,
    logoUrl: null,
    originalPrice: '80.00',
    dealPrice: '49.99',
    category: 'Monthly',
    businessCategory: 'restaurant',
    startDate: '2026-11-01T00:00:00.000Z',
    endDate: '2026-12-31T00:00:00.000Z',
    totalCoupons: 50,
    usedCoupons: 12,
    availableCount: 38,
    termsConditions: 'Valid Monday to Thursday. One coupon per table.',
    isActive: true,
    isFeatured: false,
    featuredUntil: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
