import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { matchesSearch, type Deal, type DealCategory, type DealSuggestions } from '@dadeal/core';
import { makeDeal } from '../test/deal-factory.js';
import type { CategoryChoice } from '../CategorySelect/CategorySelect.js';
import { DealBrowser } from './DealBrowser.js';

const deals: Deal[] = [
  makeDeal({ title: 'Sunset dinner', description: 'Three courses', business: { id: 1, companyName: 'Grove Café', user: { firstName: 'A', lastName: 'B' } } }),
  makeDeal({ title: 'Surf lesson', description: 'Board included', business: { id: 2, companyName: 'North Shore School', user: { firstName: 'C', lastName: 'D' } } }),
  makeDeal({ title: 'Spa day', description: 'Massage and SAUNA', business: { id: 3, companyName: 'Lagoon Spa', user: { firstName: 'E', lastName: 'F' } } }),
];

/** What the owner lists for a search (the element asks the API: browser-search.test.tsx); here core's words match. */
const substring = (search: string) => deals.filter((deal) => matchesSearch(deal, search));

function Browser({ onCategory = () => {}, onBusiness = () => {}, suggestions = null, onPickDeal, answer = substring }: {
  onCategory?: (c: DealCategory) => void; onBusiness?: (c: CategoryChoice) => void; suggestions?: DealSuggestions | null; onPickDeal?: (id: number) => void;
  answer?: (search: string) => Deal[];
}) {
  const [category, setCategory] = useState<DealCategory>('Monthly');
  const [business, setBusiness] = useState<CategoryChoice>('all');
  const [search, setSearch] = useState('');
  return (
    <DealBrowser
      deals={search.trim() ? answer(search) : deals}
      category={category}
      onCategoryChange={(c) => { onCategory(c); setCategory(c); }}
      businessCategory={business}
      onBusinessCategoryChange={(c) => { onBusiness(c); setBusiness(c); }}
      search={search}
      onSearchChange={setSearch}
      suggestions={suggestions?.query === search.trim() ? suggestions : null}
      onPickDeal={onPickDeal}
    />
  );
}

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('DealBrowser', () => {
  it('shows the deals its owner lists for the search as they are: it filters nothing itself', () => {
    // The API's answer to a typo, which no substring of the deals matches.
    render(<Browser answer={(search) => (search === 'snorkle' ? [deals[1]!] : [])} />);
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'snorkle' } });
    expect(titles()).toEqual(['Surf lesson']);
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'surf' } });
    expect(titles()).toEqual([]);
    expect(screen.getByText('No deals match your search.')).toBeTruthy();
  }, 20_000);

  it('finds accents and words in any order; offers suggestions, "Did you mean" and the categories when nothing matches', async () => {
    const onBusiness = vi.fn();
    const onPickDeal = vi.fn();
    const suggestions: DealSuggestions = {
      query: 'surff', deals: [{ id: 7, title: 'Surf lesson', businessName: 'North Shore School' }], businesses: [], categories: [], didYouMean: 'surf',
    };
    render(<Browser onBusiness={onBusiness} suggestions={suggestions} onPickDeal={onPickDeal} />);
    const box = screen.getByPlaceholderText('Search deals...');
    fireEvent.input(box, { target: { value: 'cafe sunset' } });
    expect(titles()).toEqual(['Sunset dinner']);
    fireEvent.input(box, { target: { value: 'surff' } });
    fireEvent.focus(box);
    expect(screen.getByText('No deals match your search.')).toBeTruthy();
    fireEvent.click(screen.getByText('Surf lesson', { selector: '.dd-suggest button' }));
    expect(onPickDeal).toHaveBeenCalledWith(7);
    fireEvent.click(screen.getByText('surf', { selector: 'button' })); // Did you mean
    expect(titles()).toEqual(['Surf lesson']);
    fireEvent.input(box, { target: { value: 'zzz' } });
    fireEvent.click(screen.getByText('Hotels', { selector: '.dd-search-empty button' })); // a category replaces the search
    expect(onBusiness).toHaveBeenCalledWith('hotel');
    expect((box as HTMLInputElement).value).toBe('');
  }, 20_000); // role queries over a whole grid are slow on a loaded machine

  it('titles the grid after the chosen tab', async () => {
    const onCategory = vi.fn();
    render(<Browser onCategory={onCategory} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Monthly Deals');
    await userEvent.click(screen.getByRole('tab', { name: 'Last-Minute' }));
    expect(onCategory).toHaveBeenCalledWith('Last-Minute');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Last-Minute Deals');
  });

  it('searches as its owner answers (here title, description and company name, ignoring case)', async () => {
    render(<Browser />);
    const box = screen.getByRole('searchbox');
    await userEvent.type(box, 'SURF');
    expect(titles()).toEqual(['Surf lesson']);
    await userEvent.clear(box);
    await userEvent.type(box, 'sauna');
    expect(titles()).toEqual(['Spa day']);
    await userEvent.clear(box);
    await userEvent.type(box, 'grove');
    expect(titles()).toEqual(['Sunset dinner']);
    await userEvent.clear(box);
    expect(titles()).toHaveLength(3);
  }, 20_000); // typing letter by letter over a whole grid is slow on a loaded machine

  it('says when nothing matches the search', async () => {
    render(<Browser />);
    await userEvent.type(screen.getByRole('searchbox'), 'helicopter');
    expect(titles()).toEqual([]);
    expect(screen.getByText('No deals match your search.')).toBeTruthy();
  });

  it('hands the chosen business category to its owner', async () => {
    const onBusiness = vi.fn();
    render(<Browser onBusiness={onBusiness} />);
    await userEvent.selectOptions(screen.getByRole('combobox'), 'Hotels');
    expect(onBusiness).toHaveBeenCalledWith('hotel');
  });
});
