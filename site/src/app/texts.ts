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
  forgotPassword: 'Forgot Password?',
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
  linkCopied: ['Link Copied', 'Deal link copied to clipboard!'],
  settingsUpdated: 'Settings Updated',
  emailNotificationsOn: 'Email notifications enabled',
  emailNotificationsOff: 'Email notifications disabled',
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

// --- Content pages: contact, legal, checkout, purchase success and 404 (spec §2 "Contact page", "Static pages",
// §8 Contact, §9 contact constants). Owned by the content pages; append other blocks below, not in here.
export const CONTACT = {
  title: 'Get in Touch',
  name: 'Full Name',
  email: 'Email',
  userType: 'I am a',
  chooseUserType: 'Select one',
  /** The "I am a" choices of spec §2, by the userType value they send. */
  userTypes: { user: 'Consumer/Deal Hunter', business: 'Business Owner' },
  subject: 'Subject',
  message: 'Message',
  submit: 'Send Message',
  submitting: 'Sending...',
  faqTitle: 'Frequently Asked Questions',
  /** The four FAQ items of spec §2 (response time, what to include, phone hours, office visits). */
  faq: [
    {
      question: 'How quickly will I hear back?',
      answer: 'We answer every message within 24 hours on business days (Monday to Friday). Messages sent over a weekend or a public holiday are answered on the next business day.',
    },
    {
      question: 'What should I include in my message?',
      answer: 'Please include the email address of your Da Deal! account and the details of your issue: the deal or coupon concerned, what you expected and what happened. The more we know, the faster we can help.',
    },
    {
      question: 'Do you offer phone support?',
      answer: 'Yes. Phone support is available Monday-Friday, 9:00 AM to 6:00 PM EST. Send us a message with your phone number and the best time to call, and we will ring you back.',
    },
    {
      question: 'Can I visit your office?',
      answer: 'Office visits are by appointment only. Send us a message with a few dates and times that suit you, and we will confirm a meeting.',
    },
  ],
} as const;

export const LEGAL = {
  termsUpdated: 'January 13, 2025',
  privacyUpdated: 'January 13, 2025',
} as const;

export const CONTENT = {
  notFound: '404 Page Not Found',
  dealNotFound: 'Deal Not Found',
  purchaseComplete: 'Purchase Complete',
} as const;

// --- User dashboard (spec §2 "User dashboard", §6, §8 Settings and Coupon use). Owned by the user dashboard;
// append other blocks below, not in here.
export const USER_DASHBOARD = {
  title: 'My Dashboard',
  tabs: { saved: 'Saved Deals', coupons: 'My Coupons', settings: 'Settings' },
  stats: { savedDeals: 'Saved Deals', activeCoupons: 'Active Coupons', totalSavings: 'Total Savings' },
  noSavedDeals: 'No saved deals yet',
  browseDeals: 'Browse deals',
  activeCoupons: 'Active',
  pastCoupons: 'Expired / Used',
  noActiveCoupons: 'No active coupons',
  noExpiredCoupons: 'No expired coupons',
  showCoupon: 'Show coupon',
  confirmUsage: 'Business: Confirm Usage',
  confirmingUsage: 'Confirming...',
  confirmUsageNote: 'Only the business should press this button, after verifying your identity. Once pressed, the coupon cannot be used again.',
  usedOn: (date: string) => `Used on ${date}`,
  emailNotifications: 'Email notifications',
  dealAlerts: 'Deal alerts',
  lastMinuteAlerts: 'Last-minute alerts',
} as const;

// --- Business side: dashboard, create/delete/feature deal, redeeming coupons, the funnel (spec §2 "Business
// dashboard", "Feature-deal screens", §6, §8 Deals, Feature payment, Coupon use). Owned by the business screens.
export const BUSINESS_DASHBOARD = {
  title: 'Business Dashboard',
  stats: { activeDeals: 'Active Deals', coupons: 'Coupons Claimed', revenue: 'Revenue', featured: 'Featured Deals' },
  yourDeals: 'Your Deals',
  noDeals: 'No deals created yet',
  createDeal: 'Create Deal',
  creating: 'Creating...',
  view: 'View',
  feature: 'Feature',
  featured: 'Featured',
  delete: 'Delete',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  deleteTitle: 'Delete Deal',
  deleteConfirm: 'Are you sure you want to delete this deal?',
  deleteNote: 'Its coupons and saves go with it. This cannot be undone.',
  createError: 'Failed to create deal',
  dealCreated: 'Deal Created',
  dealDeleted: 'Deal Deleted',
  deleteError: 'Failed to delete deal',
} as const;

export const CREATE_DEAL = {
  title: 'Create a New Deal',
  intro: 'Publish a time-limited offer. It goes live on the home page on its start date.',
  fields: {
    title: 'Title',
    description: 'Description',
    originalPrice: 'Original price ($)',
    dealPrice: 'Deal price ($)',
    category: 'Deal type',
    businessCategory: 'Business category',
    startDate: 'Start date',
    endDate: 'End date',
    totalCoupons: 'Number of coupons',
    termsConditions: 'Terms & conditions (optional)',
    image: 'Image (optional)',
  },
  imageHint: 'JPEG, PNG, WebP or GIF, up to 5 MB.',
  removeImage: 'Remove image',
  submit: 'Create Deal',
} as const;

export const FEATURE = {
  dialogTitle: 'Feature Your Deal',
  dialogIntro: (title: string) => `Put "${title}" in front of every visitor. Choose how long:`,
  mostPopular: 'Most popular',
  choose: 'Choose',
  alreadyTitle: 'Already Featured',
  alreadyText: 'This deal is already featured. It appears:',
  places: [
    'in Featured Deals at the top of the home page, with the Featured badge and a star',
    'first in its tab (Monthly, Weekly or Last-Minute Deals) and in search results',
    'in Featured Deals on partner websites that embed Da Deal! widgets',
  ],
  until: (date: string) => `Featured until ${date}.`,
  noEnd: 'Featured until an administrator ends it.',
  notLive: 'Only a live deal (active, started and not ended) can be featured.',
  previewTitle: 'Feature Deal Preview',
  previewIntro: 'This is how your deal appears in Featured Deals.',
  noRefunds: 'No refunds: featuring starts as soon as the payment goes through and cannot be refunded once started.',
  continueToPayment: 'Continue to Payment',
  changePlan: 'Choose another plan',
  backToDashboard: 'Back to Dashboard',
  paymentTitle: 'Complete Your Payment',
  testModeBadge: 'TEST MODE',
  testModeNote: 'Payments are in test mode: no money moves and no card is needed. The deal is featured exactly as after a real payment.',
  testPay: (amount: string) => `Pay ${amount} (test mode)`,
  paying: 'Processing payment...',
  paymentFailed: ['Payment Failed', 'There was an error processing your payment. Please try again.'],
  paypalError: 'There was an error with PayPal. Please try again.',
  successTitle: 'Your Deal Is Featured!',
  paymentSuccessTitle: 'Payment Successful',
  viewOnHome: 'See it on the home page',
} as const;

export const REDEEM = {
  title: 'Redeem a Coupon',
  intro: 'Type the code the customer shows you, or scan its QR code.',
  code: 'Coupon code',
  placeholder: 'K7QF-3MZP-9XDA',
  submit: 'Redeem',
  submitting: 'Checking...',
  scan: 'Scan QR code',
  stopScan: 'Stop scanning',
  scanning: 'Point the camera at the coupon\'s QR code.',
  cameraFailed: 'The camera could not be opened. Type the code instead.',
  redeemed: 'Coupon Redeemed',
  redeemedFor: (deal: string, name: string | null) => (name ? `${deal} — for ${name}.` : `${deal}.`),
  alreadyUsed: 'Already Used',
  usedOn: (date: string) => `This coupon was already used on ${date}.`,
  expired: 'Coupon Expired',
  otherBusiness: 'Not Your Coupon',
  unknown: 'Unknown Code',
} as const;

export const FUNNEL = {
  title: 'What Your Deals Bring',
  intro: 'Views of each deal\'s details, coupons claimed and coupons redeemed at your counter, over the last 30 days.',
  views: 'Views',
  claims: 'Claims',
  redemptions: 'Redemptions',
  viewToClaim: 'of views claimed',
  claimToRedeem: 'of claims redeemed',
  featuredDay: 'Featured',
  chartLabel: 'Views, claims and redemptions per day over the last 30 days; featured days shaded',
  perDeal: 'Per deal',
  noData: 'No activity in the last 30 days yet.',
} as const;
