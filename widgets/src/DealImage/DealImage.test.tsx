import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARD_PICTURE_SIZES } from '@dadeal/core';
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

  it('offers a stored picture\'s WebP copies as a srcset sized for its box, the original as src', () => {
    render(<DealImage deal={makeDeal({ imageUrl: '/uploads/demo-01.v1.png' })} />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('src')).toBe('/uploads/demo-01.v1.png');
    expect(img.getAttribute('srcset')).toBe('/uploads/demo-01.v1.w320.webp 320w, /uploads/demo-01.v1.w640.webp 640w');
    expect(img.getAttribute('sizes')).toBe(CARD_PICTURE_SIZES);
  });

  it('shows an older picture, a GIF and an outside address as they are (no srcset)', () => {
    for (const imageUrl of ['/uploads/0123456789abcdef0123456789abcdef.png', '/uploads/0123456789abcdef0123456789abcdef.gif', 'https://x.test/a.jpg']) {
      const { unmount } = render(<DealImage deal={makeDeal({ imageUrl })} />);
      expect(screen.getByRole('img').getAttribute('src')).toBe(imageUrl);
      expect(screen.getByRole('img').hasAttribute('srcset')).toBe(false);
      unmount();
    }
  });
});
