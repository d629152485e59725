// The user dashboard's words (spec §2 "User dashboard", §6, §8 Settings and Coupon use), with the dashboard rather than
// in app/texts.ts, so every other page's first load does not carry them.
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
  // Issue 20, item 4: the coupon kept where deal hunters keep their tickets.
  addToCalendar: 'Add to calendar',
  addToWallet: 'Add to Apple Wallet',
  keepHint: 'Get a reminder before the deal ends, or carry the coupon in your phone\'s wallet.',
  downloadsFailed: 'The calendar and wallet links could not be loaded.',
  emailNotifications: 'Email notifications',
  dealAlerts: 'Deal alerts',
  lastMinuteAlerts: 'Last-minute alerts',
} as const;
