// The routes of spec §2. Every screen is its own chunk (route-level code splitting): the home page's first
// load carries only the shell and the home screen. Declarative routing (`useRoutes` under a `<BrowserRouter>`, or a
// `<StaticRouter>` on the server), not the data router: no screen uses loaders, actions or fetchers, and
// createBrowserRouter's router (react-router's lib/router/router.js) alone was 15 KB gzip of the first load
// (docs/decisions/0106-fast-on-a-phone.md).
import { use, type ComponentType, type ReactElement } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { useEarlyInput } from './app/early-input.js';
import { wordsReady } from './app/i18n/i18n.js';
import { registerScreenOnDisplay } from './app/screen-on-display.js';
import { Layout } from './app/layout/Layout.js';
import { PATHS } from './app/paths.js';
// The home page is where most visits start: part of the first load, so it paints without a second round trip.
import HomePage from './routes/home/HomePage.js';

export type Screen = Promise<{ default: ComponentType }> & { status?: 'fulfilled'; value?: { default: ComponentType } };

function LazyScreen({ screen }: { screen: () => Screen }) {
  const { default: Component } = use<{ default: ComponentType }>(screen() as Promise<{ default: ComponentType }>);
  useEarlyInput(); // a screen hydrated after the shell: its fields the visitor changed before (early-input.ts)
  return <Component />;
}

// A screen renders once its module and its words in the active language are there (a screen's module names its groups
// of words as it loads: i18n.ts addEnglish), so a Spanish screen never shows English first. Not React.lazy: a screen
// loaded before the first render (preloadScreen) renders at once — `use()` reads a promise marked fulfilled without
// suspending — so a server-rendered page hydrates whole, with no boundary left to hydrate later (an update reaching
// one first, the session's right after hydration, would throw the server's HTML away and render it again).
const page = (load: () => Promise<{ default: ComponentType }>) => {
  let screen: Screen | undefined;
  // Marked fulfilled before it resolves, so a render after that reads it at once.
  const get = () => (screen ??= load().then(async (module) => (await wordsReady(), Object.assign(screen!, { status: 'fulfilled' as const, value: module }), module)));
  return <LazyScreen screen={get} />;
};

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: PATHS.home, element: <HomePage /> },
      { path: PATHS.userSignup, element: page(() => import('./routes/user-signup/UserSignupPage.js')) },
      { path: PATHS.businessSignup, element: page(() => import('./routes/business-signup/BusinessSignupPage.js')) },
      { path: PATHS.userDashboard, element: page(() => import('./routes/user-dashboard/UserDashboardPage.js')) },
      { path: PATHS.businessDashboard, element: page(() => import('./routes/business-dashboard/BusinessDashboardPage.js')) },
      { path: PATHS.counter, element: page(() => import('./routes/counter/CounterPage.js')) },
      { path: PATHS.partners, element: page(() => import('./routes/partners/PartnersPage.js')) },
      { path: PATHS.partnerDashboard, element: page(() => import('./routes/partner-dashboard/PartnerDashboardPage.js')) },
      { path: PATHS.emailVerification, element: page(() => import('./routes/email-verification/EmailVerificationPage.js')) },
      { path: PATHS.forgotPassword, element: page(() => import('./routes/forgot-password/ForgotPasswordPage.js')) },
      { path: PATHS.resetPassword, element: page(() => import('./routes/reset-password/ResetPasswordPage.js')) },
      { path: PATHS.unsubscribe, element: page(() => import('./routes/unsubscribe/UnsubscribePage.js')) },
      { path: PATHS.contactUs, element: page(() => import('./routes/contact-us/ContactUsPage.js')) },
      { path: PATHS.howItWorks, element: page(() => import('./routes/how-it-works/HowItWorksPage.js')) },
      { path: PATHS.pricing, element: page(() => import('./routes/pricing/PricingPage.js')) },
      { path: PATHS.whyChooseUs, element: page(() => import('./routes/why-choose-us/WhyChooseUsPage.js')) },
      { path: PATHS.termsOfService, element: page(() => import('./routes/terms-of-service/TermsOfServicePage.js')) },
      { path: PATHS.privacyPolicy, element: page(() => import('./routes/privacy-policy/PrivacyPolicyPage.js')) },
      { path: PATHS.checkout, element: page(() => import('./routes/checkout/CheckoutPage.js')) },
      { path: PATHS.purchaseSuccess, element: page(() => import('./routes/purchase-success/PurchaseSuccessPage.js')) },
      { path: PATHS.featureDeal, element: page(() => import('./routes/feature-deal/FeatureDealPage.js')) },
      { path: PATHS.featureDealPayment, element: page(() => import('./routes/feature-deal-payment/FeatureDealPaymentPage.js')) },
      { path: PATHS.featureDealSuccess, element: page(() => import('./routes/feature-deal-success/FeatureDealSuccessPage.js')) },
      { path: PATHS.paymentSuccess, element: page(() => import('./routes/payment-success/PaymentSuccessPage.js')) },
      { path: '*', element: page(() => import('./routes/not-found/NotFoundPage.js')) },
    ],
  },
];

/** The site's screens for the address the surrounding router holds. */
export function SiteRoutes() {
  return useRoutes(routes);
}

/**
 * Starts loading the screen on display (its module, and its words in the active language), or undefined when it is in
 * the first script (the home page) or on the server. A server-rendered page in another language waits for it before
 * hydrating (other-languages.ts), so the page hydrates whole in that language.
 */
function loadScreenOnDisplay(): Promise<unknown> | undefined {
  if (typeof window === 'undefined') return undefined; // the server renders with its own router
  const path = window.location.pathname.length > 1 ? window.location.pathname.replace(/\/+$/, '') : '/';
  const screens = routes[0].children!;
  const route = screens.find((r) => r.path === path) ?? screens.find((r) => r.path === '*');
  // The route's screen loader (LazyScreen's `screen`); one promise per screen, so a second call reads the same one.
  return (route?.element as ReactElement<{ screen?: () => Screen }> | undefined)?.props.screen?.().catch(() => undefined);
}

registerScreenOnDisplay(loadScreenOnDisplay);
