import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeDeal, makePlace } from '../test/deal-factory.js';
import { PriceLocaleContext } from '../WidgetRoot/price-locale.js';
import { DealCard } from './DealCard.js';

describe('DealCard', () => {
  it('shows the title, company, description, prices and number left', () => {
    render(<DealCard deal={makeDeal({ originalPrice: '80.00', dealPrice: '49.99', totalCoupons: 50, usedCoupons: 12 })} />);
    expect(screen.getByRole('heading', { name: 'Sunset dinner for two' })).toBeTruthy();
    expect(screen.getByText('Coconut Grove Café')).toBeTruthy();
    expect(screen.getByText(/Three courses by the water/)).toBeTruthy();
    expect(screen.getByText('$49.99')).toBeTruthy();
    const was = screen.getByText('$80.00');
    expect(was.closest('s')).toBeTruthy();
    expect(screen.getByText('38 left')).toBeTruthy();
  });

  it('says the town, and how far in km or (en-US) miles when the listing measured it', () => {
    const { rerender, container } = render(<DealCard deal={makeDeal()} />);
    expect(container.querySelector('.dd-town')).toBeNull();
    rerender(<DealCard deal={makeDeal({ places: [makePlace({ town: 'Kailua' })] })} />);
    expect(container.querySelector('.dd-town')!.textContent).toBe('Kailua');
    rerender(<DealCard deal={makeDeal({ places: [makePlace({ town: 'Kailua' })], distanceKm: 3.2187 })} />);
    expect(container.querySelector('.dd-town')!.textContent).toBe('Kailua · 2 mi away');
    rerender(<PriceLocaleContext.Provider value="fr-FR"><DealCard deal={makeDeal({ places: [makePlace({ town: 'Kailua' })], distanceKm: 3.2187 })} /></PriceLocaleContext.Provider>);
    expect(container.querySelector('.dd-town')!.textContent).toBe('Kailua · 3,2 km away');
  });

  it('rounds the percent-off badge (spec §9)', () => {
    render(<DealCard deal={makeDeal({ originalPrice: '80.00', dealPrice: '49.99' })} />);
    // (80 − 49.99) / 80 = 37.51 % → 38
    expect(screen.getByText('38% OFF')).toBeTruthy();
  });

  it('shows no percent badge when nothing is saved', () => {
    render(<DealCard deal={makeDeal({ originalPrice: '20.00', dealPrice: '20.00' })} />);
    expect(screen.queryByText(/% OFF/)).toBeNull();
  });

  it('marks featured deals and gives last-minute cards the red border class', () => {
    const { container } = render(<DealCard deal={makeDeal({ isFeatured: true, category: 'Last-Minute' })} />);
    expect(screen.getByText(/Featured/)).toBeTruthy();
    expect(container.querySelector('article')!.className).toContain('dd-card--lastminute');
  });

  it('says Sold Out when no coupon is left', () => {
    render(<DealCard deal={makeDeal({ totalCoupons: 10, usedCoupons: 10 })} />);
    expect(screen.getAllByText('Sold Out').length).toBeGreaterThan(0);
    expect(screen.queryByText(/ left$/)).toBeNull();
  });

  it('calls onSelect with the deal when See Details is pressed', async () => {
    const deal = makeDeal();
    const onSelect = vi.fn();
    render(<DealCard deal={deal} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: /See Details/ }));
    expect(onSelect).toHaveBeenCalledWith(deal);
  });

  it('shows the favourite heart only when it can be toggled, with its pressed state', async () => {
    const deal = makeDeal();
    const { rerender } = render(<DealCard deal={deal} />);
    expect(screen.queryByRole('button', { name: /favorites/ })).toBeNull();
    const onToggle = vi.fn();
    rerender(<DealCard deal={deal} onToggleFavorite={onToggle} isFavorite />);
    const heart = screen.getByRole('button', { name: 'Remove from favorites' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(heart);
    expect(onToggle).toHaveBeenCalledWith(deal);
  });

  it('shows a title written as HTML as text', () => {
    const { container } = render(<DealCard deal={makeDeal({ title: '<img src=x onerror="window.pwned=1">' })} />);
    expect(screen.getByRole('heading').textContent).toBe('<img src=x onerror="window.pwned=1">');
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});
