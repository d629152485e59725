// <dadeal-browser>'s search is the API's, as the home page's is (decision 0049): the text asked once typing paused goes
// to GET /api/deals as `search` and the grid shows the answer as it is (a typo, a deal past the first page), the
// suggestions are asked under the same tab and filters, and a new search keeps the last answer on screen meanwhile.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deal, DealSuggestions } from '@dadeal/core';
import { makeDeal } from '../test/deal-factory.js';
import { mountElement } from '../test/mount-element.js';
import { defineDadealElements } from './define.js';

const API = 'https://dadeal.example';
const dinner = makeDeal({ id: 21, title: 'Sunset dinner' });
const spa = makeDeal({ id: 22, title: 'Spa day' });
/** Past the tab's first page: never among the deals the element had loaded. */
const snorkel = makeDeal({ id: 23, title: 'Snorkel Tour at Turtle Bay', businessCategory: 'beach-activity' });
const noSuggestions = (q: string): DealSuggestions => ({ query: q, deals: [], businesses: [], categories: [], didYouMean: null });

let requests: string[];
/** Holds the answer to a listing's search until the test lets it go (null: answered at once). */
let held: Promise<void> | null;

function answer(url: URL): Deal[] | DealSuggestions {
  const q = url.searchParams.get('q');
  if (url.pathname === '/api/deals/suggest') {
    if (q === 'snorkle') return { ...noSuggestions(q), deals: [{ id: 23, title: snorkel.title, businessName: 'Saltwater' }], didYouMean: 'snorkel' };
    // Nothing in the tab: "Did you mean" a word that finds deals under the same filters.
    return q === 'helicoptr' ? { ...noSuggestions(q), didYouMean: 'helicopter' } : noSuggestions(q ?? '');
  }
  const search = url.searchParams.get('search');
  if (search === null) return [dinner, spa];
  // The API's search: typos through the known words, over every deal of the tab.
  return search === 'snorkle' || search === 'snorkel' ? [snorkel] : [];
}

beforeAll(() => defineDadealElements());
beforeEach(() => {
  requests = [];
  held = null;
  vi.stubGlobal('fetch', async (input: string) => {
    requests.push(input);
    const url = new URL(input);
    if (url.searchParams.has('search') && held) await held;
    return new Response(JSON.stringify(answer(url)), { status: 200 });
  });
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function mount(html: string) {
  const { host, shadow } = await mountElement(html);
  await shadow.findByRole('heading', { name: 'Sunset dinner' });
  const titles = () => [...host.shadowRoot!.querySelectorAll('article .dd-card__title')].map((h) => h.textContent);
  const type = (text: string) => fireEvent.input(shadow.getByRole('searchbox'), { target: { value: text } });
  return { host, shadow, titles, type };
}

const listings = () => requests.filter((url) => new URL(url).pathname === '/api/deals');

describe('<dadeal-browser> searching through the API', () => {
  it('asks the listing with the text typed once typing paused, and shows the API\'s answer: a typo finds the deal', async () => {
    const { shadow, titles, type } = await mount(`<dadeal-browser api-base="${API}" business-category="beach-activity"></dadeal-browser>`);
    expect(titles()).toEqual(['Sunset dinner', 'Spa day']);
    type('snork');
    type('snorkle');
    // One question, after the pause, for the last text: never a letter at a time.
    await waitFor(() => expect(titles()).toEqual(['Snorkel Tour at Turtle Bay']));
    expect(listings()).toEqual([
      `${API}/api/deals?category=Monthly&businessCategory=beach-activity`,
      `${API}/api/deals?category=Monthly&businessCategory=beach-activity&search=snorkle`,
    ]);
    // The suggestions are the same search under the same tab and filter.
    await waitFor(() => expect(requests).toContain(`${API}/api/deals/suggest?category=Monthly&businessCategory=beach-activity&q=snorkle`));
    expect(requests.filter((url) => url.includes('/suggest'))).toHaveLength(1);
    // Not core's substring matching on the client: "snorkle" is in none of the deals' words.
    expect(shadow.queryByText('No deals match your search.')).toBeNull();
  }, 20_000); // a loaded machine renders a whole element slowly

  it('keeps the last answer on screen while a new search of the same listing loads, not a skeleton', async () => {
    const { host, titles, type } = await mount(`<dadeal-browser api-base="${API}"></dadeal-browser>`);
    let release!: () => void;
    held = new Promise((resolve) => (release = resolve));
    type('snorkle');
    await waitFor(() => expect(listings()).toHaveLength(2));
    expect(titles()).toEqual(['Sunset dinner', 'Spa day']);
    expect(host.shadowRoot!.querySelector('[aria-busy="true"]')).toBeNull();
    release();
    await waitFor(() => expect(titles()).toEqual(['Snorkel Tour at Turtle Bay']));
    // Another tab is another listing: its skeleton, then its deals.
    held = null;
    fireEvent.click(within(host.shadowRoot as unknown as HTMLElement).getByRole('tab', { name: 'Weekly' }));
    expect(titles()).toEqual([]);
    await waitFor(() => expect(listings().at(-1)).toBe(`${API}/api/deals?category=Weekly&search=snorkle`));
    await waitFor(() => expect(titles()).toEqual(['Snorkel Tour at Turtle Bay']));
  }, 20_000); // a loaded machine renders a whole element slowly

  it('says when the API finds nothing, with the suggestions\' "Did you mean", and the box emptied lists the tab', async () => {
    const { shadow, titles, type } = await mount(`<dadeal-browser api-base="${API}"></dadeal-browser>`);
    type('helicoptr');
    await shadow.findByText('No deals match your search.');
    fireEvent.click(await shadow.findByRole('button', { name: 'helicopter' }));
    await waitFor(() => expect(listings().at(-1)).toBe(`${API}/api/deals?category=Monthly&search=helicopter`));
    type('');
    // At once, not after a pause: the tab's listing without a search.
    await waitFor(() => expect(listings().at(-1)).toBe(`${API}/api/deals?category=Monthly`));
    await waitFor(() => expect(titles()).toEqual(['Sunset dinner', 'Spa day']));
  }, 20_000); // a loaded machine renders a whole element slowly
});
