// The site's words that only screens loaded on demand say (the sign-in dialog, the account and content pages, a
// dashboard's "not for this account"), by name, as texts.ts' groups are: apart from texts.ts so they load with those
// screens, not in every page's first script (docs/decisions/0027-loaded-when-the-visitor-asks.md).
import { texts } from './texts.js';

export const LOGIN = texts({
  title: 'login.title',
  email: 'login.email',
  password: 'login.password',
  showPassword: 'login.showPassword',
  hidePassword: 'login.hidePassword',
  forgotPassword: 'login.forgotPassword',
  submit: 'login.submit',
  submitting: 'login.submitting',
  noAccount: 'login.noAccount',
  userSignUp: 'login.userSignUp',
  businessSignUp: 'login.businessSignUp',
  resendVerification: 'login.resendVerification',
  sending: 'login.sending',
});

// --- Accounts: sign-up, e-mail verification and password recovery screens (spec §2 "Sign-up screens",
// "Account recovery screens", §8). Owned by the accounts screens; append other blocks below, not in here.
export const ACCOUNT = texts({
  alreadyHaveAccount: 'account.alreadyHaveAccount',
  signIn: 'account.signIn',
  emailSent: 'account.emailSent',
  returnHome: 'account.returnHome',
  checkEmail: 'account.checkEmail',
  backToLogin: 'account.backToLogin',
  tryDifferentEmail: 'account.tryDifferentEmail',
  invalidResetLink: 'account.invalidResetLink',
  resetComplete: 'account.resetComplete',
  goToLogin: 'account.goToLogin',
});

/** What a screen says to the wrong kind of account, besides the spec's own words (layout/AccessDenied.tsx). */
export const ACCESS = texts({
  denied: 'access.denied',
  asStaff: 'access.asStaff',
  otherKind: 'access.otherKind',
  signInFirst: 'access.signInFirst',
  browseDeals: 'access.browseDeals',
});

// --- Content pages: contact, legal, checkout, purchase success and 404 (spec §2 "Contact page", "Static pages",
// §8 Contact, §9 contact constants). Owned by the content pages; append other blocks below, not in here.
export const LEGAL = {
  termsUpdated: 'January 13, 2025',
  privacyUpdated: 'January 13, 2025',
} as const;

export const CONTENT = texts({
  notFound: 'content.notFound',
  dealNotFound: 'content.dealNotFound',
  purchaseComplete: 'content.purchaseComplete',
});
