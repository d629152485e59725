// The custom elements in jsdom with real React (the site's build): attributes → API calls, shadow DOM, events.
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatPrice, type Deal } from '@dadeal/core';
import { TEXTS } from '../texts/texts.js';
import { makeDeal, makePlace } from '../test/deal-factory.js';
import { mountElement } from '../test/mount-element.js';
import { defineDadealElements } from './define.js';
import { setClaimStepLoader } from './claim-step-loader.js';
import { CLAIM_TEXTS } from '../texts/claim-texts.js';

const weekly = makeDeal({ id: 11, title: 'Sunset dinner', category: 'Weekly' });
const featured = makeDeal({ id: 12, title: 'Spa day', isFeatured: true, imageUrl: '/uploads/spa.jpg' });
const reviewed = makeDeal({ id: 13, businessId: 7, title: 'Reef snorkel', rating: { average: 4.3, count: 3 } });
/** GET /api/businesses/7/reviews: what the API answers (newest first, first name and initial, the reply). */
const reviewsOf7 = {
  businessId: 7, companyName: 'Coconut Grove Café', rating: { average: 4.3, count: 3 },
  reviews: [
    { id: 31, rating: 5, text: 'Turtles!\nBring a towel.', reviewerName: 'Kai M.', redeemedAt: '2026-11-03T20:00:00.000Z', createdAt: '2026-11-04T10:00:00.000Z', updatedAt: '2026-11-04T10:00:00.000Z', dealTitle: 'Reef snorkel', reply: { text: 'Mahalo, Kai!', updatedAt: '2026-11-05T10:00:00.000Z' } },
    { id: 30, rating: 3, text: null, reviewerName: 'Lena K.', redeemedAt: '2026-10-30T20:00:00.000Z', createdAt: '2026-10-31T10:00:00.000Z', updatedAt: '2026-10-31T10:00:00.000Z', dealTitle: 'Reef snorkel', reply: null },
  ],
};
let requests: string[];

function answer(url: string): Deal[] | Deal | typeof reviewsOf7 | null {
  const { pathname, searchParams } = new URL(url);
  if (pathname === '/api/deals/13') return reviewed;
  if (pathname === '/api/businesses/7/reviews') return reviewsOf7;
  if (pathname === '/api/deals') return searchParams.get('isFeatured') === 'true' ? [featured] : [weekly];
  if (pathname === '/api/deals/12') return featured;
  return null;
}

beforeAll(() => defineDadealElements());
beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    const body = answer(url);
    return body ? new Response(JSON.stringify(body), { status: 200 }) : new Response('{"message":"Deal not found"}', { status: 404 });
  });
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const mount = mountElement;

describe('custom elements', () => {
  it('registers all four tags once, even when asked twice', () => {
    defineDadealElements();
    for (const tag of ['dadeal-browser', 'dadeal-deals', 'dadeal-featured', 'dadeal-deal']) expect(customElements.get(tag)).toBeTruthy();
  });

  it('<dadeal-deals> asks for its category, business category and limit and renders in its shadow root with its CSS', async () => {
    const { host, shadow } = await mount('<dadeal-deals api-base="https://dadeal.example/" category="weekly" business-category="Restaurants" limit="4"></dadeal-deals>');
    await shadow.findByRole('heading', { name: 'Sunset dinner' });
    expect(requests).toEqual(['https://dadeal.example/api/deals?category=Weekly&businessCategory=restaurant&limit=4']);
    expect(shadow.getByRole('heading', { level: 2 }).textContent).toBe('Weekly Deals');
    expect(host.shadowRoot!.querySelector('style')!.textContent).toContain('.dd-card');
    expect(document.querySelector('.dd-card')).toBeNull(); // nothing outside the shadow root
  });

  it('<dadeal-deals near="lat,lng"> asks for the deals near that point and says how far each is; a bad point is left out', async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      requests.push(url);
      const near = new URL(url).searchParams.get('near');
      const deals = near ? [makeDeal({ id: 21, title: 'Next door', distanceKm: 0.35, places: [makePlace({ town: 'Honolulu' })] })] : [weekly];
      return new Response(JSON.stringify(deals), { status: 200 });
    });
    const { shadow, host } = await mount('<dadeal-deals api-base="https://dadeal.example" near="21.2793,-157.8292" locale="en-GB"></dadeal-deals>');
    await shadow.findByRole('heading', { name: 'Next door' });
    expect(requests).toEqual(['https://dadeal.example/api/deals?near=21.2793%2C-157.8292']);
    expect(host.shadowRoot!.querySelector('.dd-town')!.textContent).toBe('Honolulu · 350 m away');
    document.body.innerHTML = '';
    requests = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = await mount('<dadeal-deals api-base="https://dadeal.example" near="0,0"></dadeal-deals>');
    await bad.shadow.findByRole('heading', { name: 'Sunset dinner' });
    expect(requests).toEqual(['https://dadeal.example/api/deals']);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('<dadeal-featured> asks for featured deals (6 by default) and resolves image URLs against api-base', async () => {
    const { shadow } = await mount('<dadeal-featured api-base="https://dadeal.example" theme="dark"></dadeal-featured>');
    const img = await shadow.findByRole('img', { name: 'Spa day' });
    expect(img.getAttribute('src')).toBe('https://dadeal.example/uploads/spa.jpg');
    expect(requests).toEqual(['https://dadeal.example/api/deals?isFeatured=true&limit=6']);
    expect(shadow.getByRole('heading', { level: 2 }).textContent).toBe('Featured Deals');
  });

  it('See Details opens the dialog and dispatches a bubbling, composed dadeal:select that reaches the document', async () => {
    const seen: Array<{ detail: unknown; composed: boolean }> = [];
    const listener = (e: Event) => seen.push({ detail: (e as CustomEvent).detail, composed: e.composed });
    document.addEventListener('dadeal:select', listener);
    try {
      const { shadow } = await mount('<dadeal-deal api-base="https://dadeal.example" public-url="https://www.dadeal.example" deal-id="12"></dadeal-deal>');
      await userEvent.click(await shadow.findByRole('button', { name: /See Details/ }));
      expect(seen).toEqual([{ detail: { dealId: 12 }, composed: true }]);
      const dialog = shadow.getByRole('dialog', { name: /Spa day/ });
      expect(within(dialog).getByRole('link', { name: 'Claim Deal' }).getAttribute('href')).toBe('https://www.dadeal.example/?deal=12');
    } finally {
      document.removeEventListener('dadeal:select', listener);
    }
  });

  it("the dialog lists the business's newest reviews as the site's does: verified visit and month, first name and initial, the reply", async () => {
    const { shadow } = await mount('<dadeal-deal api-base="https://dadeal.example/" deal-id="13"></dadeal-deal>');
    await userEvent.click(await shadow.findByRole('button', { name: /See Details/ }));
    const dialog = shadow.getByRole('dialog', { name: /Reef snorkel/ });
    const list = await within(dialog).findByRole('region', { name: TEXTS.reviewsHeading });
    expect(requests).toContain('https://dadeal.example/api/businesses/7/reviews');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.review__name')?.textContent)).toEqual(['Kai M.', 'Lena K.']);
    expect(items.map((li) => li.querySelector('.review__verified')?.textContent)).toEqual([TEXTS.verifiedVisit('Nov 2026'), TEXTS.verifiedVisit('Oct 2026')]);
    expect(within(items[0]).getByRole('img', { name: TEXTS.stars(5) })).toBeTruthy();
    expect(items[0].querySelector('.review__text')?.textContent).toBe('Turtles!\nBring a towel.'); // as written, never HTML
    expect(items[0].querySelector('.review__reply')?.textContent).toBe(`${TEXTS.replyFrom('Coconut Grove Café')}Mahalo, Kai!`);
    expect(items[1].querySelector('.review__reply')).toBeNull();
  });

  it('reads no reviews for a business that has none', async () => {
    const { shadow } = await mount('<dadeal-deal api-base="https://dadeal.example/" deal-id="12"></dadeal-deal>');
    await userEvent.click(await shadow.findByRole('button', { name: /See Details/ }));
    shadow.getByRole('dialog', { name: /Spa day/ });
    expect(requests.some((url) => url.includes('/reviews'))).toBe(false);
    expect(shadow.queryByRole('region', { name: TEXTS.reviewsHeading })).toBeNull();
  });

  it('opening a deal\'s dialog sends one view beacon to the api base per browser session, however often it opens', async () => {
    const beacons: string[] = [];
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: (url: string) => beacons.push(url) > 0 });
    sessionStorage.clear();
    const { shadow } = await mount('<dadeal-deal api-base="https://dadeal.example/" deal-id="12"></dadeal-deal>');
    for (let i = 0; i < 2; i++) {
      await userEvent.click(await shadow.findByRole('button', { name: /See Details/ }));
      const dialog = shadow.getByRole('dialog', { name: /Spa day/ });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(shadow.queryByRole('dialog')).toBeNull());
    }
    expect(beacons).toEqual(['https://dadeal.example/api/deals/12/view']);
    expect(requests.some((url) => url.includes('/view'))).toBe(false); // the beacon, not the fetch fallback
  });

  it('<dadeal-deal> says kindly that a deal which is not public is no longer available, never the raw 404', async () => {
    const errors: unknown[] = [];
    const listener = (e: Event) => errors.push((e as CustomEvent).detail);
    document.addEventListener('dadeal:error', listener);
    try {
      const { host, shadow } = await mount('<dadeal-deal api-base="https://dadeal.example" deal-id="99"></dadeal-deal>');
      const state = await shadow.findByRole('status');
      expect(state.textContent).toBe(TEXTS.dealGone);
      expect(host.shadowRoot!.textContent).not.toContain('404');
      expect(shadow.queryByRole('button', { name: TEXTS.retry })).toBeNull();
      expect(errors).toEqual([{ message: '404: {"message":"Deal not found"}', status: 404 }]);
    } finally {
      document.removeEventListener('dadeal:error', listener);
    }
  });

  it('shows a friendly message and a retry when a list cannot be read, and tells the page with dadeal:error', async () => {
    const errors: Array<{ detail: unknown; bubbles: boolean; composed: boolean }> = [];
    const listener = (e: Event) => errors.push({ detail: (e as CustomEvent).detail, bubbles: e.bubbles, composed: e.composed });
    document.addEventListener('dadeal:error', listener);
    vi.stubGlobal('fetch', async (url: string) => {
      requests.push(url);
      return new Response('{"message":"Something went wrong"}', { status: 500 });
    });
    try {
      const { host, shadow } = await mount('<dadeal-featured api-base="https://dadeal.example"></dadeal-featured>');
      const alert = await shadow.findByRole('alert');
      expect(alert.textContent).toContain(TEXTS.loadFailed);
      expect(alert.textContent).toContain(TEXTS.tryLater);
      expect(host.shadowRoot!.textContent).not.toContain('500');
      expect(shadow.getByRole('button', { name: TEXTS.retry })).toBeTruthy();
      expect(errors).toEqual([{ detail: { message: '500: {"message":"Something went wrong"}', status: 500 }, bubbles: true, composed: true }]);
    } finally {
      document.removeEventListener('dadeal:error', listener);
    }
  });

  it('asks to check the connection when the request never reached the API', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const { shadow } = await mount('<dadeal-deals api-base="https://dadeal.example"></dadeal-deals>');
    expect((await shadow.findByRole('alert')).textContent).toContain(TEXTS.checkConnection);
  });

  it('dispatches a bubbling, composed dadeal:load with the number of deals shown', async () => {
    const loads: Array<{ detail: unknown; bubbles: boolean; composed: boolean }> = [];
    const listener = (e: Event) => loads.push({ detail: (e as CustomEvent).detail, bubbles: e.bubbles, composed: e.composed });
    document.addEventListener('dadeal:load', listener);
    try {
      const { shadow } = await mount('<dadeal-deals api-base="https://dadeal.example" category="weekly"></dadeal-deals>');
      await shadow.findByRole('heading', { name: 'Sunset dinner' });
      await waitFor(() => expect(loads).toEqual([{ detail: { count: 1 }, bubbles: true, composed: true }]));
      document.body.insertAdjacentHTML('beforeend', '<dadeal-deal api-base="https://dadeal.example" deal-id="12"></dadeal-deal>');
      await waitFor(() => expect(loads.map((l) => l.detail)).toEqual([{ count: 1 }, { count: 1 }]));
    } finally {
      document.removeEventListener('dadeal:load', listener);
    }
  });

  it('carries the partner attribute on Claim Deal as ref, and dispatches dadeal:claim before the site opens', async () => {
    const claims: unknown[] = [];
    const listener = (e: Event) => claims.push((e as CustomEvent).detail);
    document.addEventListener('dadeal:claim', listener);
    try {
      const { shadow } = await mount('<dadeal-deal api-base="https://dadeal.example" partner="Island-Times" deal-id="12"></dadeal-deal>');
      await userEvent.click(await shadow.findByRole('button', { name: /See Details/ }));
      const link = within(shadow.getByRole('dialog', { name: /Spa day/ })).getByRole('link', { name: 'Claim Deal' });
      expect(link.getAttribute('href')).toBe('https://dadeal.example/?deal=12&ref=island-times');
      link.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot open a tab
      await userEvent.click(link);
      expect(claims).toEqual([{ dealId: 12 }]);
    } finally {
      document.removeEventListener('dadeal:claim', listener);
    }
  });

  it('with the claim step available, Claim Deal opens it in the dialog (dadeal:claim-start), "Open on Da Deal!" stays a link', async () => {
    setClaimStepLoader(() => import('../ClaimStep/claim-step-mount.js'));
    const starts: unknown[] = [];
    const listener = (e: Event) => starts.push({ detail: (e as CustomEvent).detail, composed: e.composed });
    document.addEventListener('dadeal:claim-start', listener);
    try {
      const { shadow } = await mount('<dadeal-deal api-base="https://dadeal.example" partner="island-times" deal-id="12"></dadeal-deal>');
      await userEvent.click(await shadow.findByRole('button', { name: /See Details/ }));
      const dialog = within(shadow.getByRole('dialog', { name: /Spa day/ }));
      expect(dialog.getByRole('link', { name: TEXTS.openOnSite }).getAttribute('href')).toBe('https://dadeal.example/?deal=12&ref=island-times');
      expect(dialog.queryByText(TEXTS.signInPrompt)).toBeNull();
      await userEvent.click(dialog.getByRole('button', { name: 'Claim Deal' }));
      expect(starts).toEqual([{ detail: { dealId: 12 }, composed: true }]);
      const email = await dialog.findByLabelText(CLAIM_TEXTS.emailLabel);
      await waitFor(() => expect(email.getRootNode()).toBe(shadow.getByRole('dialog').getRootNode())); // inside the shadow root
      expect(dialog.queryByRole('button', { name: 'Claim Deal' })).toBeNull();
      await userEvent.click(dialog.getByRole('button', { name: CLAIM_TEXTS.cancel }));
      expect(await dialog.findByRole('button', { name: 'Claim Deal' })).toBeTruthy();
    } finally {
      document.removeEventListener('dadeal:claim-start', listener);
      setClaimStepLoader(null);
    }
  });

  it('says so, and offers the site\'s link, when the claim step cannot load (a network or a policy refused it)', async () => {
    setClaimStepLoader(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    try {
      const { shadow } = await mount('<dadeal-deal api-base="https://dadeal.example" partner="island-times" deal-id="12"></dadeal-deal>');
      await userEvent.click(await shadow.findByRole('button', { name: /See Details/ }));
      const dialog = within(shadow.getByRole('dialog', { name: /Spa day/ }));
      await userEvent.click(dialog.getByRole('button', { name: 'Claim Deal' }));
      const alert = await dialog.findByRole('alert');
      expect(alert.textContent).toContain(TEXTS.claimStepFailed);
      expect(within(alert).getByRole('link', { name: TEXTS.openOnSite }).getAttribute('href')).toBe('https://dadeal.example/?deal=12&ref=island-times');
    } finally {
      setClaimStepLoader(null);
    }
  });

  it('leaves an invalid partner off the link and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { shadow } = await mount('<dadeal-deal api-base="https://dadeal.example" partner="not a slug!" deal-id="12"></dadeal-deal>');
      await userEvent.click(await shadow.findByRole('button', { name: /See Details/ }));
      const link = within(shadow.getByRole('dialog', { name: /Spa day/ })).getByRole('link', { name: 'Claim Deal' });
      expect(link.getAttribute('href')).toBe('https://dadeal.example/?deal=12');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toContain('partner="not a slug!"');
    } finally {
      warn.mockRestore();
    }
  });

  it('warns once per element about an unknown category or business category, naming the allowed values', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { host, shadow } = await mount('<dadeal-deals api-base="https://dadeal.example" category="yearly"></dadeal-deals>');
      await shadow.findByRole('heading', { name: 'Sunset dinner' });
      host.setAttribute('theme', 'dark'); // a re-render does not warn again
      await waitFor(() => expect(host.shadowRoot!.querySelector('.dd-root')!.getAttribute('data-theme')).toBe('dark'));
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toBe('<dadeal-deals>: unknown category="yearly", ignored. Allowed: monthly, weekly, lastminute.');
      document.body.insertAdjacentHTML('beforeend', '<dadeal-browser api-base="https://dadeal.example" business-category="bakery"></dadeal-browser>');
      await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
      expect(warn.mock.calls[1][0]).toBe(
        '<dadeal-browser>: unknown business-category="bakery", ignored. Allowed: restaurant, shopping, hotel, service, beach-activity, others.',
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('shows prices in the locale attribute, else the page language', async () => {
    document.documentElement.lang = 'de-DE';
    try {
      const { host, shadow } = await mount('<dadeal-deal api-base="https://dadeal.example" deal-id="12"></dadeal-deal>');
      await shadow.findByRole('heading', { name: 'Spa day' });
      const price = () => host.shadowRoot!.querySelector('.dd-price')!.textContent;
      expect(price()).toBe(formatPrice(featured.dealPrice, 'de-DE'));
      expect(price()).toMatch(/,\d\d\u00a0\$$/);
      host.setAttribute('locale', 'en-US');
      await waitFor(() => expect(price()).toBe(formatPrice(featured.dealPrice)));
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('follows theme changes, and goes back to light when the attribute is removed', async () => {
    const { host } = await mount('<dadeal-featured api-base="https://dadeal.example" theme="dark"></dadeal-featured>');
    const root = () => host.shadowRoot!.querySelector('.dd-root')!.getAttribute('data-theme');
    expect(root()).toBe('dark');
    host.setAttribute('theme', 'light');
    await waitFor(() => expect(root()).toBe('light'));
    host.setAttribute('theme', 'dark');
    await waitFor(() => expect(root()).toBe('dark'));
    host.removeAttribute('theme');
    await waitFor(() => expect(root()).toBe('light'));
  });

  it('<dadeal-browser> starts on the tab its category attribute names', async () => {
    const { shadow } = await mount('<dadeal-browser api-base="https://dadeal.example" category="lastminute"></dadeal-browser>');
    await shadow.findByRole('heading', { name: 'Sunset dinner' });
    expect(shadow.getByRole('tab', { name: 'Last-Minute' }).getAttribute('aria-selected')).toBe('true');
    expect(requests).toEqual(['https://dadeal.example/api/deals?category=Last-Minute']);
  });
});
