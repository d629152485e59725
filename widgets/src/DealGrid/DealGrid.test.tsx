import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeDeal } from '../test/deal-factory.js';
import { DealGrid } from './DealGrid.js';

describe('DealGrid', () => {
  it('shows 8 skeleton cards and its title while loading', () => {
    render(<DealGrid title="Weekly Deals" deals={null} loading />);
    expect(screen.getByRole('heading', { name: 'Weekly Deals' })).toBeTruthy();
    expect(screen.getAllByTestId('deal-skeleton')).toHaveLength(8);
  });

  it('shows skeletons, not busy, for deals it is to draw later, then the cards', () => {
    const deals = [makeDeal({ title: 'A' }), makeDeal({ title: 'B' })];
    const { rerender } = render(<DealGrid title="Monthly Deals" deals={deals} later />);
    expect(screen.getAllByTestId('deal-skeleton')).toHaveLength(8);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Monthly Deals' }).getAttribute('aria-busy')).toBe('false');
    rerender(<DealGrid title="Monthly Deals" deals={deals} />);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows a card per deal', () => {
    render(<DealGrid title="Monthly Deals" deals={[makeDeal({ title: 'A' }), makeDeal({ title: 'B' })]} />);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByTestId('deal-skeleton')).toBeNull();
  });

  it('shows the error with a retry that calls back', async () => {
    const onRetry = vi.fn();
    render(<DealGrid deals={null} error={new Error('500: boom')} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('500: boom');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('loads the first pictures at once, the very first at high priority, and the rest lazily', () => {
    const deals = [1, 2, 3, 4].map((id) => makeDeal({ id, title: `Deal ${id}`, imageUrl: `/uploads/${id}.png` }));
    render(<DealGrid deals={deals} eagerImages={2} />);
    const loading = screen.getAllByRole('img').map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
    expect(loading).toEqual([['eager', 'high'], ['eager', null], ['lazy', null], ['lazy', null]]);
  });

  it('says so when there are no deals', () => {
    render(<DealGrid deals={[]} emptyText="Nothing here" />);
    expect(screen.getByText('Nothing here')).toBeTruthy();
  });

  it("renders a card again only when its own deal, heart or handlers change, not with the page's other state", () => {
    // A card's render reads its deal's title (a few times): a getter counts the reads, with no stand-in for a component.
    const renders = new Map<number, number>();
    const counted = (id: number) => {
      const deal = makeDeal({ id, title: `Deal ${id}` });
      const title = deal.title;
      Object.defineProperty(deal, 'title', { get: () => { renders.set(id, (renders.get(id) ?? 0) + 1); return title; } });
      return deal;
    };
    const deals = [counted(1), counted(2), counted(3)];
    const onSelect = vi.fn();
    const onToggleFavorite = vi.fn();
    const grid = (favoriteIds: ReadonlySet<number>, title: string) => (
      <DealGrid title={title} deals={deals} onSelect={onSelect} onToggleFavorite={onToggleFavorite} favoriteIds={favoriteIds} />
    );
    const { rerender } = render(grid(new Set(), 'Weekly Deals'));
    const first = new Map(renders);
    // The page around the grid renders again (a dialog opened, the session became known): no card does.
    rerender(grid(new Set(), 'Monthly Deals'));
    expect(renders).toEqual(first);
    // One deal became a favourite: that card alone, rendered once more (as many reads as its first render).
    rerender(grid(new Set([2]), 'Monthly Deals'));
    expect([1, 2, 3].map((id) => renders.get(id)! - first.get(id)!)).toEqual([0, first.get(2), 0]);
  });
});
