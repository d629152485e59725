import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDeal } from '../test/deal-factory.js';
import { FeaturedDeals } from './FeaturedDeals.js';

describe('FeaturedDeals', () => {
  it('shows 6 placeholders while loading under the Featured Deals title', () => {
    render(<FeaturedDeals deals={null} loading />);
    expect(screen.getByRole('heading', { name: 'Featured Deals' })).toBeTruthy();
    expect(screen.getAllByTestId('deal-skeleton')).toHaveLength(6);
  });

  it('shows the featured deals with their badge', () => {
    render(<FeaturedDeals deals={[makeDeal({ isFeatured: true, title: 'Spa day' })]} />);
    expect(screen.getByRole('heading', { name: 'Spa day' })).toBeTruthy();
    expect(screen.getByText(/Featured$/)).toBeTruthy();
  });
});
