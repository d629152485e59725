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
