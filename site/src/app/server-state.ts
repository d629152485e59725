// The query cache a server-rendered page was rendered from, handed to the browser as data: a
// `<script type="application/json">` that no browser runs (the strict CSP allows no inline script) and that main.tsx
// reads before hydrating, so the first render in the browser has the same deals and fetches nothing again.
import type { DehydratedState } from '@tanstack/react-query';

export const SERVER_STATE_ID = 'dadeal-state';

/**
 * The address a page is rendered for: its path, and the only parts of the query its first render reads (the home page's
 * open deal and order, and the verification mail's `verified=1`, whose sign-in dialog the grid waits for). The server
 * renders (and keeps) a page per rendered URL; the browser hydrates a page only when its own address has the same one —
 * the service worker may show a kept page at another address (offline: the home page's HTML for a screen never opened,
 * `/` kept for `/?deal=7`), which is then rendered afresh, not hydrated.
 */
export function renderedUrl(pathname: string, params: URLSearchParams): string {
  if (pathname !== '/') return pathname;
  const query = new URLSearchParams();
  const deal = params.get('deal');
  if (deal && /^\d{1,12}$/.test(deal)) query.set('deal', deal);
  if (params.get('sort') === 'ending') query.set('sort', 'ending');
  if (params.get('verified') === '1') query.set('verified', '1');
  const search = query.toString();
  return search ? `/?${search}` : '/';
}

/**
 * The element carrying `state`, rendered for `url`; `<` is written \u003c, so no text in a deal can close the element or
 * open a comment.
 */
export function serverStateElement(state: DehydratedState, url: string): string {
  const attribute = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<script type="application/json" id="${SERVER_STATE_ID}" data-url="${attribute}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The state the server rendered this page from, when it was rendered for this address (`location`); null for a page
 * the browser renders alone (the static shell, or a page kept for another address).
 */
export function readServerState(doc: Document = document, location: Pick<Location, 'pathname' | 'search'> = window.location): DehydratedState | null {
  const element = doc.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  if (element.dataset.url !== renderedUrl(location.pathname, new URLSearchParams(location.search))) return null;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return null;
  }
}
