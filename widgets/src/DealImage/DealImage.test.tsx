import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDeal } from '../test/deal-factory.js';
import { DealImage } from './DealImage.js';

describe('DealImage', () => {
  it('shows the deal image', () => {
    render(<DealImage deal={makeDeal({ imageUrl: 'https://x.test/a.jpg', logoUrl: 'https://x.test/logo.png' })} />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('https://x.test/a.jpg');
  });

  it('falls back to the logo when there is no image', () => {
    render(<DealImage deal={makeDeal({ imageUrl: null, logoUrl: 'https://x.test/logo.png' })} />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('src')).toBe('https://x.test/logo.png');
    expect(img.className).toContain('dd-image--logo');
  });

  it('falls back to the logo, then to a drawn placeholder, when images fail to load', () => {
    render(<DealImage deal={makeDeal({ title: 'Kayak tour', imageUrl: 'https://x.test/broken.jpg', logoUrl: 'https://x.test/logo.png' })} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img').getAttribute('src')).toBe('https://x.test/logo.png');
    fireEvent.error(screen.getByRole('img'));
    const placeholder = screen.getByRole('img', { name: 'Kayak tour' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder.textContent).toBe('C'); // the company's initial
  });
});
