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
});
