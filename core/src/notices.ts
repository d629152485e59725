// The mails the scheduled jobs send on their own: which settings switch each one obeys, the words a
// person reads about it (settings tab, unsubscribe page) and the one-click unsubscribe answers. All of them need the
// account's emailNotifications switch on as well: it is the master switch.
import { notices } from './i18n/en.js';
import { fill } from './i18n/fill.js';

/** A kind of notice mail, named in its unsubscribe link. */
export const NOTICE_LISTS = ['coupon-reminders', 'deal-alerts', 'last-minute-alerts', 'review-requests', 'review-digest'] as const;
export type NoticeList = (typeof NOTICE_LISTS)[number];

/** The profile switch each list obeys; unsubscribing from a list turns that switch off. */
export const NOTICE_SETTING = {
  'coupon-reminders': 'emailNotifications',
  'deal-alerts': 'dealAlerts',
  'last-minute-alerts': 'lastMinuteAlerts',
  // Verified reviews: a request to rate a redeemed coupon's visit, and the owner's digest of new reviews.
  'review-requests': 'emailNotifications',
  'review-digest': 'emailNotifications',
} as const satisfies Record<NoticeList, 'emailNotifications' | 'dealAlerts' | 'lastMinuteAlerts'>;

/** How a person calls each list ("You will no longer get …"). */
export const NOTICE_LABELS: Record<NoticeList, string> = {
  'coupon-reminders': notices['label.coupon-reminders'],
  'deal-alerts': notices['label.deal-alerts'],
  'last-minute-alerts': notices['label.last-minute-alerts'],
  'review-requests': notices['label.review-requests'],
  'review-digest': notices['label.review-digest'],
};

/** The English answers; other languages: the catalogue's `notices` namespace (i18n/). */
export const UNSUBSCRIBE_MESSAGES = {
  invalidLink: notices.invalidLink,
  done: (list: NoticeList) => fill(notices.done, { list: NOTICE_LABELS[list] }),
};

/** How long before a deal's end the holder of an unused coupon is reminded. */
export const COUPON_REMINDER_HOURS = 24;
