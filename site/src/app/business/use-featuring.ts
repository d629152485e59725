// The featuring plans as the server sells them (GET /api/featuring/plans): the one source of every price the
// business sees on the feature dialog, the preview, payment and success pages. Never a price written in the site.
import type { FeaturingPlan } from '@dadeal/core';
import { KEYS, useApiQuery } from '../query-client.js';

export function useFeaturingPlans() {
  return useApiQuery(KEYS.plans);
}

/** The plan of that id among the server's plans (the extended plan included), or undefined. */
export function planById(plans: readonly FeaturingPlan[] | undefined, id: string | null): FeaturingPlan | undefined {
  return id ? plans?.find((plan) => plan.id === id) : undefined;
}

/** One of the business's own deals (GET /api/business/deals, also ones not public yet), or null when it has none. */
export function useOwnDeal(dealId: number | null, enabled: boolean) {
  const deals = useApiQuery(KEYS.businessDeals, { enabled: enabled && dealId !== null });
  return { ...deals, deal: deals.data?.find((d) => d.id === dealId) ?? null };
}

/** A route or query parameter that must be a deal id. */
export function parseId(value: string | null | undefined): number | null {
  return value && /^\d{1,12}$/.test(value) ? Number(value) : null;
}
