// Keep the coupon where deal hunters keep their tickets: Add to calendar (an .ics at the deal's end,
// with reminders before it) and, when the server has a pass certificate, Add to Apple Wallet (a signed .pkpass). Both
// are plain links a phone's browser opens (Safari hands the pass to Wallet), signed by the API for this coupon and its
// holder for 15 minutes; they are fetched again before that while the dialog stays open.
import { KEYS, useApiQuery } from '../../app/query-client.js';
import { USER_DASHBOARD } from './texts.js';

const REFRESH_MS = 10 * 60_000;

export function CouponKeep({ couponId }: { couponId: number }) {
  const links = useApiQuery(KEYS.couponDownloads(couponId), {
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
    gcTime: 0,
  });
  return (
    <div className="udash-keep">
      <p className="udash-keep__hint">{links.isError ? USER_DASHBOARD.downloadsFailed : USER_DASHBOARD.keepHint}</p>
      <div className="udash-keep__actions" aria-busy={links.isPending}>
        {links.data ? (
          <>
            <a className="btn btn--outline udash-keep__link" href={links.data.calendarUrl} download>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" /><path d="M3.5 10h17M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
              </svg>
              {USER_DASHBOARD.addToCalendar}
            </a>
            {links.data.walletPassUrl && (
              <a className="btn udash-keep__link udash-keep__wallet" href={links.data.walletPassUrl}>
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  <rect x="3" y="5" width="18" height="14" rx="3" /><path d="M3 9.5h18M15 14h3" />
                </svg>
                {USER_DASHBOARD.addToWallet}
              </a>
            )}
          </>
        ) : (
          !links.isError && <span className="btn btn--outline udash-keep__link udash-keep__placeholder" aria-hidden="true" />
        )}
      </div>
    </div>
  );
}
