// The search part's stand-ins, as the standalone script runs them (here on React, with a loader the test controls): the
// part is imported only once a search wants it; until then the grid has no matcher (it shows its skeleton); should the
// import fail, the search still filters by plain text and an empty result still says so. (The browser test covers the
// real script: partner-page.e2e.test.ts, "filters the browser by tab, search and category".)
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { setPartLoader } from '../elements/parts.js';
import * as part from './search-results.js';
import { SearchEmpty, useSearchMatcher } from './search-results.on-demand.js';

const deal = { title: 'Sunset dinner for two', description: 'Three courses.', business: { companyName: 'Coconut Grove Café' } };

describe('the search part in the standalone script', () => {
  afterAll(() => setPartLoader(null));

  // First the failure: a part once loaded stays loaded for the page (and for this file).
  it('falls back to plain text matching and a plain "no matches" when the part cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setPartLoader(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { result } = renderHook(() => useSearchMatcher(true));
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current!(deal, 'SUNSET dinner')).toBe(true);
    expect(result.current!(deal, 'tacos')).toBe(false);
    render(<SearchEmpty onSearch={() => undefined} onPickCategory={() => undefined} />);
    expect((await screen.findByText('No deals match your search.')).className).toBe('dd-state');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('is not imported before a search wants it, then matches as core does (folded accents, any word order)', async () => {
    const loader = vi.fn(async (_name: string) => part);
    setPartLoader(loader);
    const { result, rerender } = renderHook(({ wanted }) => useSearchMatcher(wanted), { initialProps: { wanted: false } });
    expect(result.current).toBeNull(); // no matcher yet: the grid holds its skeleton
    expect(loader).not.toHaveBeenCalled();
    rerender({ wanted: true });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('search');
    expect(result.current!(deal, 'cafe coconut')).toBe(true); // "Café", folded; the words in any order
    expect(result.current!(deal, 'tacos')).toBe(false);
    // Its empty result, once there: the categories to browse instead.
    render(<SearchEmpty onSearch={() => undefined} onPickCategory={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Restaurants' })).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1); // imported once for the page
  });
});
