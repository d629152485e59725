import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Deal } from '@dadeal/core';
import { makeDeal } from '../test/deal-factory.js';
import { DealDialog, type DealDialogProps } from './DealDialog.js';

function Harness({ deal, ...rest }: Partial<DealDialogProps> & { deal: Deal }) {
  const [open, setOpen] = useState<Deal | null>(deal);
  return (
    <>
      <button type="button" onClick={() => setOpen(deal)}>Open</button>
      <DealDialog {...rest} deal={open} onClose={() => setOpen(null)} />
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('DealDialog', () => {
  it('shows everything the spec lists: title with star, description, prices, savings, percent, business, badges, remaining', () => {
    render(<Harness deal={makeDeal({ isFeatured: true, originalPrice: '80.00', dealPrice: '49.99', totalCoupons: 50, usedCoupons: 12, category: 'Weekly', businessCategory: 'beach-activity' })} />);
    const dialog = screen.getByRole('dialog', { name: /Sunset dinner for two/ });
    const d = within(dialog);
    expect(d.getByRole('img', { name: 'Featured' }).textContent).toBe('★');
    expect(d.getByText(/Three courses by the water/)).toBeTruthy();
    expect(d.getByText('$49.99')).toBeTruthy();
    expect(d.getByText('$80.00').closest('s')).toBeTruthy();
    expect(d.getByText('You save $30.01!')).toBeTruthy();
    expect(d.getByText('38% OFF')).toBeTruthy();
    expect(d.getByText('Coconut Grove Café')).toBeTruthy();
    expect(d.getByText('Malia Kahale')).toBeTruthy();
    expect(d.getByText('Weekly')).toBeTruthy();
    expect(d.getByText('Beach Activity')).toBeTruthy();
    expect(d.getByText('38 of 50 deals remaining')).toBeTruthy();
    expect(d.getByRole('button', { name: 'Claim Deal' })).toBeTruthy();
  });

  it('shows savings with two decimals', () => {
    render(<Harness deal={makeDeal({ originalPrice: '10', dealPrice: '7.5' })} />);
    expect(screen.getByText('You save $2.50!')).toBeTruthy();
    expect(screen.getByText('25% OFF')).toBeTruthy();
  });

  it('shows a sold-out deal as Sold Out / Deal Unavailable with nothing to claim', () => {
    const onClaim = vi.fn();
    render(<Harness deal={makeDeal({ totalCoupons: 5, usedCoupons: 5 })} onClaim={onClaim} viewer="user" />);
    expect(screen.getByText('No deals remaining')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Deal Unavailable' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getAllByText(/Sold Out/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Claim Deal' })).toBeNull();
  });

  it('claims for a signed-in user and shows Claiming... while busy', async () => {
    const deal = makeDeal();
    const onClaim = vi.fn();
    const { rerender } = render(<DealDialog deal={deal} onClose={() => {}} viewer="user" onClaim={onClaim} />);
    await userEvent.click(screen.getByRole('button', { name: 'Claim Deal' }));
    expect(onClaim).toHaveBeenCalledWith(deal);
    rerender(<DealDialog deal={deal} onClose={() => {}} viewer="user" onClaim={onClaim} claiming />);
    expect((screen.getByRole('button', { name: 'Claiming...' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells business accounts they cannot claim', () => {
    render(<Harness deal={makeDeal()} viewer="business" />);
    expect((screen.getByRole('button', { name: 'Business Account' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Business accounts cannot claim deals/)).toBeTruthy();
  });

  it('prompts signed-out visitors to sign in and hides the favourite button from them', async () => {
    const onSignIn = vi.fn();
    const { unmount } = render(<Harness deal={makeDeal()} viewer="guest" onSignIn={onSignIn} onToggleFavorite={() => {}} />);
    expect(screen.queryByRole('button', { name: /favorites/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    unmount();
    const onToggle = vi.fn();
    render(<Harness deal={makeDeal()} viewer="user" onToggleFavorite={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save to favorites' }));
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('makes Claim Deal a link to the site in a new tab when given claimHref (the embeds)', () => {
    render(<Harness deal={makeDeal({ id: 42 })} claimHref="https://dadeal.example/?deal=42" />);
    const link = screen.getByRole('link', { name: 'Claim Deal' });
    expect(link.getAttribute('href')).toBe('https://dadeal.example/?deal=42');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('closes on Escape and on the close button, returning focus to the opener', async () => {
    render(<Harness deal={makeDeal()} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.activeElement).not.toBe(opener); // focus moved into the dialog
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('copies the deal link and says "Link Copied" where the device cannot share', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    render(<Harness deal={makeDeal({ id: 9 })} shareUrl="https://dadeal.example/?deal=9" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith('https://dadeal.example/?deal=9');
    expect(screen.getByRole('status').textContent).toBe('Link Copied Deal link copied to clipboard!');
  });

  it('leaves "Link Copied" to the host when it announces copies itself (the site\'s toast)', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } });
    const onLinkCopied = vi.fn();
    const deal = makeDeal({ id: 9 });
    render(<Harness deal={deal} shareUrl="https://dadeal.example/?deal=9" onLinkCopied={onLinkCopied} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(onLinkCopied).toHaveBeenCalledWith(deal);
    expect(screen.queryByText('Link Copied')).toBeNull();
  });

  it('shows the link, selected, to copy by hand when the clipboard refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    const onLinkCopied = vi.fn();
    render(<Harness deal={makeDeal({ id: 9 })} shareUrl="https://dadeal.example/?deal=9" onLinkCopied={onLinkCopied} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    const field = screen.getByRole('textbox', { name: 'Copy this link to share the deal:' }) as HTMLInputElement;
    expect(field.value).toBe('https://dadeal.example/?deal=9');
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    expect(onLinkCopied).not.toHaveBeenCalled();
    expect(screen.queryByText('Link Copied')).toBeNull();
  });

  it('uses the device share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText: vi.fn() } });
    render(<Harness deal={makeDeal({ id: 9, title: 'Kayak' })} shareUrl="https://dadeal.example/?deal=9" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Kayak', url: 'https://dadeal.example/?deal=9' });
    expect(screen.queryByText('Link Copied')).toBeNull();
  });
});
