// The search part's stand-ins, as the standalone script runs them (here on React, with a loader the test controls): the
// part is imported only once a search wants it (its suggestions, its empty result); should the import fail, an empty
// result still says so. Which deals a search finds is the API's answer, asked by the element, never the part's. (The
// browser test covers the real script: partner-page.e2e.test.ts, "filters the browser by tab, search and category".)
import { render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { setPartLoader } from '../elements/parts.js';
import * as part from './search-results.js';
import { SearchEmpty } from './search-results.on-demand.js';

describe('the search part in the standalone script', () => {
  afterAll(() => setPartLoader(null));

  // First the failure: a part once loaded stays loaded for the page (and for this file).
  it('says plainly that nothing matches when the part cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setPartLoader(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(<SearchEmpty onSearch={() => undefined} onPickCategory={() => undefined} />);
    expect((await screen.findByText('No deals match your search.')).className).toBe('dd-state');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  }, 20_000);

  it('is imported when its empty result is first shown, once for the page, and offers the categories', async () => {
    const loader = vi.fn(async (_name: string) => part);
    setPartLoader(loader);
    const { container } = render(<SearchEmpty onSearch={() => undefined} onPickCategory={() => undefined} />);
    expect(container.innerHTML).toBe(''); // nothing until the part is there
    expect(await screen.findByRole('button', { name: 'Restaurants' })).toBeTruthy();
    render(<SearchEmpty didYouMean="snorkel" onSearch={() => undefined} onPickCategory={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'snorkel' })).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('search');
  }, 20_000);
});
