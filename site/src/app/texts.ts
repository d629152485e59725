// The site's words that the spec fixes (spec §1, §2, §6, §8), written once and used by code and tests.
// Words the server also says live in @dadeal/core's MESSAGES; the widgets' words in their TEXTS.
export const SITE = {
  name: 'Da Deal!',
  tagline: 'Find Da Deal!',
  subtitle: 'Discover amazing deals on restaurants, shops, services, and hotels',
} as const;

export const NAV = {
  home: 'Home',
  signIn: 'Sign In',
  businessSignUp: 'Business Sign Up',
  userSignUp: 'User Sign Up',
  businessDashboard: 'Business Dashboard',
  userDashboard: 'User Dashboard',
  /** A business's staff (issue 20): their one page. */
  counter: 'Counter',
  /** A partner site (issue 23): its report, embed and webhooks. */
  partnerDashboard: 'Partner Dashboard',
  logout: 'Logout',
  menu: 'Menu',
} as const;

export const FOOTER = {
  forUsers: 'For Users',
  browseDeals: 'Browse Deals',
  signUp: 'Sign Up',
  howItWorks: 'How It Works',
  forBusinesses: 'For Businesses',
  listYourBusiness: 'List Your Business',
  pricing: 'Pricing',
  whyChooseUs: 'Why Choose Us',
  partners: 'Partner Program',
  support: 'Support',
  contactUs: 'Contact Us',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
} as const;

export const LOGIN = {
  title: 'Sign In to Da Deal!',
  email: 'Email',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  forgotPassword: 'Forgot Password',
  submit: 'Sign In',
  submitting: 'Signing In...',
  noAccount: "Don't have an account?",
  userSignUp: 'Sign up as a deal hunter',
  businessSignUp: 'Sign up as a business',
} as const;

/** Toasts of spec §8: [title, description]. */
export const TOASTS = {
  verificationRequired: 'Email Verification Required',
  resendVerification: 'Resend email',
  loginFailed: 'Login Failed',
  loginError: ['Login Error', 'An unexpected error occurred. Please try again.'],
  loginSuccess: (name: string) => ['Login Successful', `Welcome back, ${name}!`] as const,
  registrationSuccess: 'Registration Successful!',
  loginRequired: ['Login Required', 'Please log in to claim this deal.'],
  businessAccount: 'Business Account',
  dealUnavailable: 'Deal Unavailable',
  error: 'Error',
  claimFailed: 'Failed to claim deal.',
  claimNetwork: 'Failed to claim deal. Please try again.',
  dealClaimed: 'Deal Claimed!',
  favoritesLoginRequired: ['Login Required', 'Please login to save deals'],
  settingsUpdated: 'Settings Updated',
  emailNotificationsOn: 'Email notifications enabled',
  emailNotificationsOff: 'Email notifications disabled',
  dealAlertsOn: 'Deal alerts enabled',
  dealAlertsOff: 'Deal alerts disabled',
  lastMinuteAlertsOn: 'Last-minute alerts enabled',
  lastMinuteAlertsOff: 'Last-minute alerts disabled',
  couponUsed: 'Coupon Used',
  couponUseFailed: 'Failed to use coupon',
  contactFailed: 'Failed to send message. Please try again.',
  contactSent: 'Message Sent Successfully!',
  sendEmailFailed: ['Failed to Send Email', 'Please try again later.'],
  unexpected: 'An unexpected error occurred. Please try again.',
  resetEmailFailed: 'Failed to send reset email',
  resetFailed: ['Reset Failed', 'Failed to reset password'],
  emailVerified: ['Email Verified', 'Your email address is verified. Sign in to start claiming deals.'],
} as const;

// --- Accounts: sign-up, e-mail verification and password recovery screens (spec §2 "Sign-up screens",
// "Account recovery screens", §8). Owned by the accounts screens; append other blocks below, not in here.
export const ACCOUNT = {
  alreadyHaveAccount: 'Already have an account?',
  signIn: 'Sign In',
  emailSent: 'Email Sent Successfully',
  returnHome: 'Return to Home',
  checkEmail: 'Check Your Email',
  backToLogin: 'Back to Login',
  tryDifferentEmail: 'Try Different Email',
  invalidResetLink: 'Invalid Reset Link',
  resetComplete: 'Password Reset Complete',
  goToLogin: 'Go to Login',
} as const;

/** The reset-password page opened from a business's staff invitation (`&invite=1`, issue 20). */
export const INVITATION = {
  title: 'Choose Your Password',
  intro: 'A business invited you to redeem coupons at its counter. Choose your password: you will sign in with your e-mail and this password.',
  submit: 'Set Password',
  submitting: 'Saving...',
  done: 'Password Set',
  doneText: 'Your password is set. Sign in to open the Counter.',
  deadLink: 'Invitation links work once, within 7 days: ask the business to send a new invitation.',
} as const;

// --- Content pages: contact, legal, checkout, purchase success and 404 (spec §2 "Contact page", "Static pages",
// §8 Contact, §9 contact constants). Owned by the content pages; append other blocks below, not in here.
export const LEGAL = {
  termsUpdated: 'January 13, 2025',
  privacyUpdated: 'January 13, 2025',
} as const;

export const CONTENT = {
  notFound: '404 Page Not Found',
  dealNotFound: 'Deal Not Found',
  purchaseComplete: 'Purchase Complete',
} as const;

// The contact page's words (CONTACT) are in routes/contact-us/texts.ts, the user dashboard's (USER_DASHBOARD) in
// routes/user-dashboard/texts.ts: they load with those screens, not with every page (site/README.md, "Performance").

/** The installable site (issue 19, item 3): the update prompt and My Coupons offline. */
export const OFFLINE = {
  updateAvailable: 'New version available',
  reload: 'Reload',
  offlineTitle: "You're offline",
  couponsAsOf: (when: string) => `Your coupons as last updated ${when}. Codes and QR codes work without a connection.`,
  notUpdated: 'Your coupons could not be updated just now; these are the ones last loaded.',
} as const;
