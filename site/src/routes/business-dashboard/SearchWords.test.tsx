import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SEARCH_WORDS } from '../../app/business/texts.js';
import { SearchWordsPanel } from './SearchWords.js';

/** The table's rows as [word, visitors] text, in order. */
const rows = (html: string) =>
  [...html.matchAll(/<tr><th scope="row">([^<]*)<\/th><td>([^<]*)<\/td><\/tr>/g)].map((m) => [m[1], m[2]]);

const week = { from: '2026-11-21', to: '2026-11-27', minVisitors: 3 };

describe('What Visitors Searched', () => {
  it('lists each word with its visitors, in the order the API gives, and says the floor', () => {
    const html = renderToStaticMarkup(
      <SearchWordsPanel data={{ ...week, words: [{ word: 'snorkel', visitors: 1204 }, { word: 'playa', visitors: 5 }, { word: 'reef', visitors: 3 }] }} />,
    );
    expect(html).toContain(SEARCH_WORDS.intro(3));
    expect(SEARCH_WORDS.intro(3)).toMatch(/\b3 different visitors\b/);
    expect(html).toContain(`<th scope="col">${SEARCH_WORDS.word}</th><th scope="col">${SEARCH_WORDS.visitors}</th>`);
    expect(rows(html)).toEqual([['snorkel', '1,204'], ['playa', '5'], ['reef', '3']]);
  });

  it('says no word reached the floor yet instead of an empty table', () => {
    const html = renderToStaticMarkup(<SearchWordsPanel data={{ ...week, words: [] }} />);
    expect(html).toContain(`<p class="empty">${SEARCH_WORDS.empty(3)}</p>`);
    expect(SEARCH_WORDS.empty(3)).toContain('3 visitors');
    expect(html).not.toContain('<table');
  });
});
