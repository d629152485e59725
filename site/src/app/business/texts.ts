// The business screens' words (spec §2 "Business dashboard", "Feature-deal screens", §6, §8 Deals, Feature payment,
// Coupon use), apart from src/app/texts.ts so that they load with the business screens, not with the home page.
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
  byPartner: 'Claims by partner',
  byPartnerIntro: 'Coupons claimed through partner sites that embed your deals, and directly on Da Deal!, over the same 30 days.',
  partner: 'Partner',
  direct: 'Direct',
} as const;

const REDEEMER_ROLES = { owner: 'owner', staff: 'staff', customer: 'customer, in the app' } as const;

/** Who redeemed a coupon (issue 20), as the business's lists show it. */
export const REDEEMED_BY = {
  label: 'Redeemed by',
  roles: REDEEMER_ROLES,
  describe: (by: { name: string; role: keyof typeof REDEEMER_ROLES } | null) => (by ? `${by.name} (${REDEEMER_ROLES[by.role]})` : 'Not recorded'),
} as const;

/** The business's staff on its dashboard (issue 20): invite by e-mail, list, revoke. */
export const STAFF = {
  title: 'Counter Staff',
  intro: 'Invite the people at your counter: they sign in with their own password and can redeem coupons and see today\'s redemptions — nothing else. No one needs your password.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  invite: 'Send Invitation',
  inviting: 'Sending...',
  invited: 'Invitation Sent',
  invitedText: (email: string) => `We mailed ${email} a link to choose a password. It works once, within 7 days.`,
  inviteFailed: 'Failed to send the invitation',
  none: 'No staff yet. Invite the first person at your counter above.',
  name: 'Name',
  status: 'Status',
  statuses: { invited: 'Invited', active: 'Active' },
  lastRedemption: 'Last redemption',
  never: 'None yet',
  revoke: 'Revoke',
  revoking: 'Revoking...',
  revokeTitle: 'Revoke Access',
  revokeConfirm: (name: string) => `Revoke ${name}'s access? They are signed out everywhere at once and can no longer redeem coupons.`,
  revokeNote: 'Their past redemptions keep their name. You can invite them again later.',
  revoked: 'Access Revoked',
  revokeFailed: 'Failed to revoke access',
  resend: 'Resend invitation',
} as const;

/** A deal's coupons, opened from the deals table (issue 20: "redeemed by"). */
export const DEAL_COUPONS = {
  action: 'Coupons',
  title: (deal: string) => `Coupons of ${deal}`,
  intro: 'Every coupon claimed for this deal, newest first, and who redeemed it.',
  code: 'Code',
  claimed: 'Claimed',
  state: 'State',
  states: { active: 'Active', used: 'Redeemed', expired: 'Expired' },
  redeemedAt: 'Redeemed',
  none: 'No coupons claimed yet.',
} as const;

/** The Counter page of a business's staff (issue 20): the redeem box and today's redemptions. */
export const COUNTER = {
  title: 'Counter',
  signedInAs: (name: string) => `Signed in as ${name}`,
  today: 'Today\'s Redemptions',
  todayIntro: 'Coupons redeemed at this business since midnight, newest first.',
  none: 'No coupons redeemed today yet.',
  time: 'Time',
  code: 'Code',
  deal: 'Deal',
  customer: 'Customer',
} as const;
