// The search of <dadeal-browser>'s and the home page's grid is the API's, asked for the same text and filters as the
// search box's suggestions (decision 0049): what the grid lists, its "Did you mean" and the box's offers come from one
// ranking. (The element asking it: elements/browser-search.test.tsx.)
import { describe, expect, it } from 'vitest';
import { sameBesidesSearch, searchedListing } from './use-deal-browser-state.js';

const monthly = { category: 'Monthly', businessCategory: 'restaurant' };

describe('the browser\'s grid under a search', () => {
  it('asks the listing with the text the suggestions are asked for, once typing paused', () => {
    expect(searchedListing(monthly, { typed: 'dinner', asked: 'dinner' })).toEqual({ query: { ...monthly, search: 'dinner' }, refused: false });
    // Still typing: the text asked before the pause (the suggestions' too), not each letter.
    expect(searchedListing(monthly, { typed: 'dinne', asked: 'din' }).query).toEqual({ ...monthly, search: 'din' });
    expect(searchedListing(monthly, { typed: 'd', asked: '' }).query).toEqual(monthly);
  });

  it('shows the tab at once when the box is emptied, and nothing for a text the API refuses', () => {
    expect(searchedListing(monthly, { typed: '', asked: 'dinner' })).toEqual({ query: monthly, refused: false });
    expect(searchedListing(monthly, { typed: 'x'.repeat(101), asked: 'x'.repeat(101) })).toEqual({ query: monthly, refused: true });
    expect(searchedListing(monthly, { typed: 'a\u0007', asked: 'a\u0007' }).refused).toBe(true);
  });

  it('keeps the last answer on screen only while the search alone changes', () => {
    expect(sameBesidesSearch({ ...monthly, search: 'din' }, { ...monthly, search: 'dinner' })).toBe(true);
    expect(sameBesidesSearch(monthly, { ...monthly, search: 'dinner' })).toBe(true);
    expect(sameBesidesSearch({ ...monthly, search: 'dinner' }, { category: 'Weekly', businessCategory: 'restaurant', search: 'dinner' })).toBe(false);
    expect(sameBesidesSearch(monthly, { ...monthly, near: '21.3,-157.8' })).toBe(false);
  });
});
