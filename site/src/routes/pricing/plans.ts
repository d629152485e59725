// The pricing page's plans (spec §9 "Pricing page marketing text only"), written once as data: their words are the
// catalogue's `pricing` group (read when shown, in the visitor's language), their prices figures written as the spec
// writes them ("$5.00", "$25": `decimals`). Nothing charges for them yet, so they live with the page that shows them;
// the featuring plans the server really charges come from @dadeal/core's FEATURING_PLANS instead.
import { activeLocale, price, t, type SiteKey } from '../../app/i18n/i18n.js';

export interface MarketingPlan {
  id: string;
  name: SiteKey;
  /** US dollars a month; null for a free plan. */
  amount: number | null;
  /** The decimals the spec writes the price with: "$5.00" 2, "$25" 0. */
  decimals?: 0 | 2;
  summary: SiteKey;
  features: readonly SiteKey[];
  cta: SiteKey;
  highlighted?: boolean;
}

export const FREE_TRIAL_DAYS = 14;
export const MONEY_BACK_DAYS = 30;

export const USER_PLANS: readonly MarketingPlan[] = [
  {
    id: 'user-basic',
    name: 'pricing.basic',
    amount: null,
    summary: 'pricing.userBasicSummary',
    features: ['pricing.userBasic1', 'pricing.userBasic2', 'pricing.userBasic3', 'pricing.userBasic4'],
    cta: 'marketing.signUpFree',
  },
  {
    id: 'user-premium',
    name: 'pricing.premium',
    amount: 5,
    decimals: 2,
    summary: 'pricing.userPremiumSummary',
    features: ['pricing.userPremium1', 'pricing.everythingInBasic', 'pricing.userPremium3', 'pricing.prioritySupport'],
    cta: 'pricing.startTrial',
    highlighted: true,
  },
];

export const BUSINESS_PLANS: readonly MarketingPlan[] = [
  {
    id: 'business-basic',
    name: 'pricing.basic',
    amount: null,
    summary: 'pricing.businessBasicSummary',
    features: ['pricing.businessBasic1', 'pricing.businessBasic2', 'pricing.businessBasic3'],
    cta: 'marketing.listYourBusiness',
  },
  {
    id: 'business-starter',
    name: 'pricing.starter',
    amount: 25,
    decimals: 0,
    summary: 'pricing.starterSummary',
    features: ['pricing.starter1', 'pricing.starter2', 'pricing.everythingInBasic', 'pricing.starter4'],
    cta: 'pricing.startTrial',
    highlighted: true,
  },
  {
    id: 'business-professional',
    name: 'pricing.professional',
    amount: 45,
    decimals: 0,
    summary: 'pricing.professionalSummary',
    features: ['pricing.professional1', 'pricing.everythingInStarter', 'pricing.professional3'],
    cta: 'pricing.startTrial',
  },
];

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A plan's monthly price in the visitor's language: "Free", "$5.00", "25 $" (de), "$25" (en, as the spec writes it).
 * English is written by core's price (`price`: no formatter built, decision 0023; a whole amount's ".00" left out where
 * the plan says so): a currency formatter per plan was the pricing page's largest task on a phone (257 ms of CPU at
 * 4× slowdown). Other languages build one formatter per locale and decimals, once.
 */
export function planPrice(plan: Pick<MarketingPlan, 'amount' | 'decimals'>): string {
  if (plan.amount === null) return t('pricing.free');
  const decimals = plan.decimals ?? 2;
  const locale = activeLocale();
  if (locale === 'en-US') {
    const text = price(decimals === 0 ? Math.round(plan.amount) : plan.amount);
    return decimals === 0 ? text.replace(/\.00$/, '') : text;
  }
  const key = `${locale}:${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formats.set(key, format);
  }
  return format.format(plan.amount);
}

/** What a plan card shows, in the visitor's language. */
export function planCard(plan: MarketingPlan) {
  return {
    id: plan.id,
    name: t(plan.name),
    price: planPrice(plan),
    period: plan.amount === null ? undefined : t('pricing.perMonth'),
    summary: t(plan.summary),
    features: plan.features.map((key) => t(key)),
    cta: t(plan.cta),
    highlighted: plan.highlighted,
  };
}
