// The featuring plans in the visitor's language. Their words are core's plans.ts (FEATURING_PLANS, which the server
// sells and answers in English); the catalogue's `plans` group holds the same English texts, each under a key of its
// own, and the other languages beside them. A plan's text is found by its English (a text the group lacks stays as it
// is): plan-words.test.ts checks that every text of core's plans has its key.
import type { FeaturingPlan } from '@dadeal/core';
import { site as planEnglish } from '@dadeal/core/i18n/generated/en.site.plans.js';
import { addEnglish, t, type SiteKey } from '../i18n/i18n.js';

addEnglish(planEnglish);

const keyOf = new Map<string, SiteKey>(
  Object.entries(planEnglish).flatMap(([key, english]) => (typeof english === 'string' ? [[english, key as SiteKey] as const] : [])),
);

/** One of core's plan texts (a name, a duration, a description, a feature) in the active language. */
export function planText(english: string): string {
  const key = keyOf.get(english);
  return key ? t(key) : english;
}

/** Whether the catalogue has this English plan text. */
export function hasPlanText(english: string): boolean {
  return keyOf.has(english);
}

export interface PlanWords {
  name: string;
  duration: string;
  description: string;
  features: string[];
}

/** A plan's words as the visitor reads them (the price stays the plan's, written with price()). */
export function planWords(plan: Pick<FeaturingPlan, 'name' | 'duration' | 'description' | 'features'>): PlanWords {
  return { name: planText(plan.name), duration: planText(plan.duration), description: planText(plan.description), features: plan.features.map(planText) };
}
