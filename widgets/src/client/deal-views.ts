// The business funnel's "views": a deal's detail dialog opened, told to the API. Apart from the deals' client, whose
// listing the first screen uses, so that it loads with the dialogs that send it.
import { trimBase } from './deals-client.js';

/** sessionStorage key holding the ids of the deals whose view was already sent in this browser session. */
export const VIEWED_KEY = 'dadeal:viewed';

/**
 * Tells the API a deal's detail dialog was opened (the business funnel's "views"): once per deal per browser
 * session, with `navigator.sendBeacon` (no body, never delays the page), or a keepalive fetch without
 * credentials when there is no beacon or it was refused. Fire and forget: never throws, never awaited. When
 * storage is unavailable (sandboxed iframes, privacy modes) the view is still sent, just not deduplicated. A partner's
 * widget adds its ref (`?ref=`, already normalised): the partner's own report counts the view too.
 */
export function recordDealView(apiBase: string, dealId: number, storage?: Storage | null, partner?: string | null): void {
  if (!Number.isInteger(dealId) || dealId < 1) return;
  const url = `${trimBase(apiBase)}/api/deals/${dealId}/view${partner ? `?ref=${encodeURIComponent(partner)}` : ''}`;
  try {
    const store = storage === undefined ? sessionStorage : storage;
    const seen = store?.getItem(VIEWED_KEY)?.split(',') ?? [];
    if (seen.includes(String(dealId))) return;
    store?.setItem(VIEWED_KEY, [...seen, dealId].join(','));
  } catch {
    // Touching sessionStorage can throw (SecurityError, quota): count the view anyway, without dedupe.
  }
  try {
    if (navigator.sendBeacon?.(url)) return;
    // A view lost on the network is not worth an error on a partner's page.
    fetch(url, { method: 'POST', keepalive: true, mode: 'cors', credentials: 'omit' }).catch(() => undefined);
  } catch {
    // No navigator or fetch at all (an old or locked-down browser): nothing to count with.
  }
}
