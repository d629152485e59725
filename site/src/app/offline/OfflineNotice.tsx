// My Coupons' "You're offline" notice: shown while the browser is offline, or when the list could not be
// fetched (no answer at all) and the coupons on screen are the ones kept from the last time online, with the time
// they were last updated.
import { useSyncExternalStore } from 'react';
import { ApiError } from '../api-client.js';
import { showDate, showTime } from '../dates.js';
import { OFFLINE_NOTICE } from './texts.js';
import './offline.css';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online (navigator.onLine, kept current by its events). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

export interface OfflineNoticeProps {
  /** When the list on screen was fetched (the query's dataUpdatedAt). */
  updatedAt: number;
  /** The list's last fetch error, if its last fetch failed. */
  error: Error | null;
}

export function OfflineNotice({ updatedAt, error }: OfflineNoticeProps) {
  const online = useOnline();
  const unreachable = error !== null && !(error instanceof ApiError);
  if (online && !unreachable) return null;
  const iso = new Date(updatedAt).toISOString();
  const when = `${showDate(iso)}, ${showTime(iso)}`;
  return (
    <div className="offline-notice" role="status">
      {online ? (
        <p>{OFFLINE_NOTICE.notUpdated} ({when})</p>
      ) : (
        <>
          <p className="offline-notice__title">{OFFLINE_NOTICE.offlineTitle}</p>
          <p>{OFFLINE_NOTICE.couponsAsOf(when)}</p>
        </>
      )}
    </div>
  );
}
