// Every route of the site (spec §2), written once: the router, links and the server's history fallback use these.
// Pure data (no React), so the server imports it to know which paths answer 200 and which the 404 page.

export const PATHS = {
  home: '/',
  businessSignup: '/business-signup',
  userSignup: '/user-signup',
  businessDashboard: '/business-dashboard',
  /** A business's staff: redeem coupons and the day's redemptions, nothing else. */
  counter: '/counter',
  userDashboard: '/user-dashboard',
  checkout: '/checkout/:dealId',
  purchaseSuccess: '/purchase-success',
  featureDeal: '/feature-deal/:dealId',
  featureDealPayment: '/feature-deal-payment',
  featureDealSuccess: '/feature-deal-success',
  paymentSuccess: '/payment-success',
  howItWorks: '/how-it-works',
  pricing: '/pricing',
  whyChooseUs: '/why-choose-us',
  contactUs: '/contact-us',
  termsOfService: '/terms-of-service',
  privacyPolicy: '/privacy-policy',
  emailVerification: '/email-verification',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Where the unsubscribe link of a reminder or alert mail lands: no sign-in, a signed token. */
  unsubscribe: '/unsubscribe',
  /** Partners: what they get and their sign-up; their dashboard, where a partner lands after signing in. */
  partners: '/partners',
  partnerDashboard: '/partner-dashboard',
} as const;

export type PathName = keyof typeof PATHS;

/** `/checkout/:dealId` + {dealId: 7} → `/checkout/7`. */
export function pathTo(name: PathName, params: Record<string, string | number> = {}): string {
  return PATHS[name].replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}

/** The home page opened on one deal's detail dialog: where widget claims and shared links land. */
export function dealLink(dealId: number, origin = ''): string {
  return `${origin}/?deal=${dealId}`;
}

// Built at the first call (the server's), not as the module loads: the browser never asks, and the list was code
// the home page's first script ran for nothing.
let patterns: RegExp[] | undefined;

/** True when the site has a screen for this path (the server answers 200, otherwise the 404 page with 404). */
export function isSitePath(pathname: string): boolean {
  patterns ??= Object.values(PATHS).map(
    (p) => new RegExp(`^${p.replace(/:[A-Za-z]+/g, '[^/]+').replace(/\//g, '\\/')}\\/?$`),
  );
  return patterns.some((re) => re.test(pathname));
}
