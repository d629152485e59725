// The site's words that the spec fixes (spec §1, §2, §6, §8), by name, in the visitor's language: each name reads its
// key of core's catalogues (`site` namespace, core/src/i18n/site/) when read. Words the server also says live in
// @dadeal/core's MESSAGES (say() translates them); the widgets' words in their TEXTS.
import { SITE_NAME } from './brand.js';
import { t, type SiteKey } from './i18n/i18n.js';

/**
 * `{home: 'nav.home'}` → an object whose `home` reads `t('nav.home')` in the active language each time it is read
 * (i18n/i18n.ts): code keeps writing `NAV.home`; the words live in core's catalogues (`site` namespace), once.
 */
export function texts<T extends Record<string, SiteKey>, X extends object = object>(keys: T, more?: X): { readonly [K in keyof T]: string } & X {
  // `more`'s getters and functions kept as they are (a spread would read each getter once, in English).
  const out = Object.defineProperties({}, Object.getOwnPropertyDescriptors(more ?? {})) as { [K in keyof T]: string } & X;
  for (const [name, key] of Object.entries(keys)) Object.defineProperty(out, name, { get: () => t(key), enumerable: true });
  return out;
}

export const SITE = {
  name: SITE_NAME,
  get tagline() { return t('brand.tagline'); },
  get subtitle() { return t('brand.subtitle'); },
};

export const NAV = texts({
  home: 'nav.home',
  signIn: 'nav.signIn',
  businessSignUp: 'nav.businessSignUp',
  userSignUp: 'nav.userSignUp',
  businessDashboard: 'nav.businessDashboard',
  userDashboard: 'nav.userDashboard',
  /** A business's staff: their one page. */
  counter: 'nav.counter',
  /** A partner site: its report, embed and webhooks. */
  partnerDashboard: 'nav.partnerDashboard',
  logout: 'nav.logout',
  menu: 'nav.menu',
  main: 'nav.main',
  mobile: 'nav.mobile',
});

export const FOOTER = texts({
  forUsers: 'footer.forUsers',
  browseDeals: 'footer.browseDeals',
  signUp: 'footer.signUp',
  howItWorks: 'footer.howItWorks',
  forBusinesses: 'footer.forBusinesses',
  listYourBusiness: 'footer.listYourBusiness',
  pricing: 'footer.pricing',
  whyChooseUs: 'footer.whyChooseUs',
  partners: 'footer.partners',
  support: 'footer.support',
  contactUs: 'footer.contactUs',
  terms: 'footer.terms',
  privacy: 'footer.privacy',
  madeHere: 'brand.madeHere',
});

/** Toasts of spec §8: a title, or [title, description]. */
export const TOASTS = texts(
  {
    verificationRequired: 'toasts.verificationRequired',
    resendVerification: 'toasts.resendVerification',
    loginFailed: 'toasts.loginFailed',
    registrationSuccess: 'toasts.registrationSuccess',
    businessAccount: 'toasts.businessAccount',
    dealUnavailable: 'toasts.dealUnavailable',
    error: 'toasts.error',
    claimFailed: 'toasts.claimFailed',
    claimNetwork: 'toasts.claimNetwork',
    dealClaimed: 'toasts.dealClaimed',
    contactFailed: 'toasts.contactFailed',
    contactSent: 'toasts.contactSent',
    unexpected: 'toasts.unexpected',
    resetEmailFailed: 'toasts.resetEmailFailed',
  },
  {
    get loginError() { return [t('toasts.loginError'), t('toasts.unexpected')] as const; },
    loginSuccess: (name: string) => [t('toasts.loginSuccess'), t('toasts.welcomeBack', { name })] as const,
    get loginRequired() { return [t('toasts.loginRequired'), t('toasts.loginToClaim')] as const; },
    get favoritesLoginRequired() { return [t('toasts.loginRequired'), t('toasts.loginToSave')] as const; },
    get sendEmailFailed() { return [t('toasts.sendEmailFailed'), t('toasts.tryLater')] as const; },
    get resetFailed() { return [t('toasts.resetFailed'), t('toasts.resetFailedBody')] as const; },
    get emailVerified() { return [t('toasts.emailVerified'), t('toasts.emailVerifiedBody')] as const; },
  },
);

// The sign-in dialog's, the account and content pages' and the access screens' words are in screen-texts.ts; the
// contact page's (CONTACT) in routes/contact-us/texts.ts, the user dashboard's (USER_DASHBOARD, and its settings' and
// coupons' toasts, DASHBOARD_TOASTS) in routes/user-dashboard/texts.ts, a staff invitation's (INVITATION) in
// routes/reset-password/texts.ts, the business screens' in app/business/texts.ts: they load with those screens, not
// with every page (docs/decisions/0106-fast-on-a-phone.md).

/** The installable site: the update prompt (My Coupons offline: OFFLINE_NOTICE, app/offline/texts.ts). */
export const OFFLINE = texts({
  updateAvailable: 'offline.updateAvailable',
  reload: 'offline.reload',
});
