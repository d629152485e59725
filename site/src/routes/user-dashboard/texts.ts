// The user dashboard's words (spec §2 "User dashboard", §6, §8 Settings and Coupon use), by name: each reads its key of
// core's catalogues (`site.userDashboard.*`) in the visitor's language when read.
import { addEnglish, t } from '../../app/i18n/i18n.js';
import { texts } from '../../app/texts.js';
import { site as userDashboardWords } from '@dadeal/core/i18n/generated/en.site.userDashboard.js';

addEnglish(userDashboardWords); // this screen's own English words (the page's first script does not carry them)

/** The dashboard's toasts of spec §8 (a setting saved, a coupon used), with this screen, not the first script. */
export const DASHBOARD_TOASTS = texts({
  settingsUpdated: 'toasts.settingsUpdated',
  emailNotificationsOn: 'toasts.emailNotificationsOn',
  emailNotificationsOff: 'toasts.emailNotificationsOff',
  dealAlertsOn: 'toasts.dealAlertsOn',
  dealAlertsOff: 'toasts.dealAlertsOff',
  lastMinuteAlertsOn: 'toasts.lastMinuteAlertsOn',
  lastMinuteAlertsOff: 'toasts.lastMinuteAlertsOff',
  couponUsed: 'toasts.couponUsed',
  couponUseFailed: 'toasts.couponUseFailed',
  checkConnection: 'toasts.checkConnection',
  settingNotSaved: 'toasts.settingNotSaved',
});

export const USER_DASHBOARD = {
  get title() { return t('userDashboard.title'); },
  welcome: (firstName: string) => t('userDashboard.welcome', { firstName }),
  get subtitle() { return t('userDashboard.subtitle'); },
  get sectionsLabel() { return t('userDashboard.sectionsLabel'); },
  get statsLabel() { return t('userDashboard.statsLabel'); },
  get loading() { return t('userDashboard.loading'); },
  get tabs() { return { saved: t('userDashboard.tabSaved'), coupons: t('userDashboard.tabCoupons'), settings: t('userDashboard.tabSettings') }; },
  get stats() {
    return { savedDeals: t('userDashboard.statSavedDeals'), activeCoupons: t('userDashboard.statActiveCoupons'), totalSavings: t('userDashboard.statTotalSavings') };
  },
  get hints() {
    return { savedDeals: t('userDashboard.hintSavedDeals'), activeCoupons: t('userDashboard.hintActiveCoupons'), totalSavings: t('userDashboard.hintTotalSavings') };
  },
  get states() { return { active: t('userDashboard.stateActive'), used: t('userDashboard.stateUsed'), expired: t('userDashboard.stateExpired') }; },
  get noSavedDeals() { return t('userDashboard.noSavedDeals'); },
  get savedIntro() { return t('userDashboard.savedIntro'); },
  get savedEmpty() { return t('userDashboard.savedEmpty'); },
  get couponsFailed() { return t('userDashboard.couponsFailed'); },
  get tryAgain() { return t('userDashboard.tryAgain'); },
  get loadingCoupons() { return t('userDashboard.loadingCoupons'); },
  get couponsEmpty() { return t('userDashboard.couponsEmpty'); },
  get browseDeals() { return t('userDashboard.browseDeals'); },
  get activeCoupons() { return t('userDashboard.activeCoupons'); },
  get pastCoupons() { return t('userDashboard.pastCoupons'); },
  get noActiveCoupons() { return t('userDashboard.noActiveCoupons'); },
  get noExpiredCoupons() { return t('userDashboard.noExpiredCoupons'); },
  get showCoupon() { return t('userDashboard.showCoupon'); },
  showAtCounter: (company: string) => t('userDashboard.showAtCounter', { company }),
  get couponUsed() { return t('userDashboard.couponUsed'); },
  get couponExpired() { return t('userDashboard.couponExpired'); },
  get couponCode() { return t('userDashboard.couponCode'); },
  get couponsClaimed() { return t('userDashboard.couponsClaimed'); },
  usedOfTotal: (used: number, total: number) => t('userDashboard.usedOfTotal', { used, total }),
  progressText: (progress: number) => t('userDashboard.progressText', { progress }),
  get business() { return t('userDashboard.business'); },
  get price() { return t('userDashboard.price'); },
  qrLabel: (code: string) => t('userDashboard.qrLabel', { code }),
  get theBusiness() { return t('userDashboard.theBusiness'); },
  get originalPrice() { return t('userDashboard.originalPrice'); },
  get ended() { return t('userDashboard.ended'); },
  get validUntil() { return t('userDashboard.validUntil'); },
  get forTheBusiness() { return t('userDashboard.forTheBusiness'); },
  get confirmUsage() { return t('userDashboard.confirmUsage'); },
  get confirmingUsage() { return t('userDashboard.confirmingUsage'); },
  get confirmUsageNote() { return t('userDashboard.confirmUsageNote'); },
  usedOn: (date: string) => t('userDashboard.usedOn', { date }),
  // The coupon kept where deal hunters keep their tickets.
  get addToCalendar() { return t('userDashboard.addToCalendar'); },
  get addToWallet() { return t('userDashboard.addToWallet'); },
  get keepHint() { return t('userDashboard.keepHint'); },
  get downloadsFailed() { return t('userDashboard.downloadsFailed'); },
  get emailNotifications() { return t('userDashboard.emailNotifications'); },
  get dealAlerts() { return t('userDashboard.dealAlerts'); },
  get lastMinuteAlerts() { return t('userDashboard.lastMinuteAlerts'); },
  get settingHints() {
    return {
      emailNotifications: t('userDashboard.emailNotificationsHint'),
      dealAlerts: t('userDashboard.dealAlertsHint'),
      lastMinuteAlerts: t('userDashboard.lastMinuteAlertsHint'),
      paused: t('userDashboard.paused'),
    };
  },
};
