// The browser part's stand-in, as the standalone script runs it (here on React, with a loader the test controls):
// nothing until the part is there, then the part's bar and grid with its rules; should the import fail, the chosen
// tab's deals without the bar. (The browser test covers the real script: partner-page.e2e.test.ts.)
import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Deal } from '@dadeal/core';
import { setPartLoader } from '../elements/parts.js';
import * as part from '../elements/browser-part.js';
import { makeDeal } from '../test/deal-factory.js';
import { DealBrowser } from './DealBrowser.on-demand.js';

const deals: Deal[] = [makeDeal({ id: 1, title: 'Sunset dinner' }), makeDeal({ id: 2, title: 'Surf lesson' })];
const props = {
  deals, category: 'Weekly' as const, onCategoryChange: () => undefined, businessCategory: 'all' as const, onBusinessCategoryChange: () => undefined,
  search: '', onSearchChange: () => undefined, sort: 'featured' as const, onSortChange: () => undefined,
};
const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('the browser part in the standalone script', () => {
  afterAll(() => setPartLoader(null));

  // First the failure: a part once loaded stays loaded for the page (and for this file).
  it('shows the chosen tab\'s deals without the bar when the part cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setPartLoader(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { container } = render(<DealBrowser {...props} />);
    expect(container.innerHTML).toBe(''); // nothing while it is on its way
    await screen.findByRole('heading', { level: 2, name: 'Weekly Deals' });
    expect(titles()).toEqual(['Sunset dinner', 'Surf lesson']);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('renders the part\'s bar and grid once it is there, with the bar\'s rules', async () => {
    const loader = vi.fn(async (_name: string) => part);
    setPartLoader(loader);
    const { container } = render(<DealBrowser {...props} />);
    expect(container.innerHTML).toBe('');
    const tab = await screen.findByRole('tab', { name: 'Weekly' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('searchbox')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ending soon' })).toBeTruthy();
    expect(titles()).toEqual(['Sunset dinner', 'Surf lesson']);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('browser');
    // jsdom adopts no stylesheet: the part's rules come as a <style> beside it.
    expect([...container.querySelectorAll('style')].some((style) => style.textContent === part.css)).toBe(true);
    expect(part.css).toContain('.dd-tabs__tab');
  });
});
