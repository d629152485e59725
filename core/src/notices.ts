// The mails the scheduled jobs send on their own (issue 20): which settings switch each one obeys, the words a
// person reads about it (settings tab, unsubscribe page) and the one-click unsubscribe answers. All of them need the
// account's emailNotifications switch on as well: it is the master switch.

/** A kind of notice mail, named in its unsubscribe link. */
export const NOTICE_LISTS = ['coupon-reminders', 'deal-alerts', 'last-minute-alerts'] as const;
export type NoticeList = (typeof NOTICE_LISTS)[number];

/** The profile switch each list obeys; unsubscribing from a list turns that switch off. */
export const NOTICE_SETTING = {
  'coupon-reminders': 'emailNotifications',
  'deal-alerts': 'dealAlerts',
  'last-minute-alerts': 'lastMinuteAlerts',
} as const satisfies Record<NoticeList, 'emailNotifications' | 'dealAlerts' | 'lastMinuteAlerts'>;

/** How a person calls each list ("You will no longer get …"). */
export const NOTICE_LABELS: Record<NoticeList, string> = {
  'coupon-reminders': 'coupon reminders and other e-mail notifications',
  'deal-alerts': 'deal alerts',
  'last-minute-alerts': 'last-minute alerts',
};

export const UNSUBSCRIBE_MESSAGES = {
  invalidLink: 'This unsubscribe link is not valid. Change your e-mail settings in your dashboard instead.',
  done: (list: NoticeList) => `You will no longer get ${NOTICE_LABELS[list]}. You can turn them back on in your dashboard settings.`,
};

/** How long before a deal's end the holder of an unused coupon is reminded. */
export const COUPON_REMINDER_HOURS = 24;
