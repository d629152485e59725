// My Coupons' offline notice's words, with the dashboard that shows it, not the first script (the update prompt's are
// OFFLINE, app/texts.ts).
import { t } from '../i18n/i18n.js';
import { texts } from '../texts.js';

export const OFFLINE_NOTICE = texts(
  {
    offlineTitle: 'offline.offlineTitle',
    notUpdated: 'offline.notUpdated',
  },
  { couponsAsOf: (when: string) => t('offline.couponsAsOf', { when }) },
);
