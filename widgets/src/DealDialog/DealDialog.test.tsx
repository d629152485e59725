import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Deal } from '@dadeal/core';
import { makeDeal, makePlace } from '../test/deal-factory.js';
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

  it("shows where the business is: each place's address, opening hours and a Directions link for the phone's maps app", async () => {
    const deal = makeDeal({ places: [makePlace(), makePlace({ name: 'Haleʻiwa', addressLine1: '66-250 Kamehameha Hwy', town: 'Haleʻiwa', postcode: '96712', latitude: 21.5936, longitude: -158.1031, openingHours: null })] });
    const { unmount } = render(<Harness deal={deal} />);
    const d = within(screen.getByRole('dialog'));
    const where = within(d.getByRole('region', { name: 'Where' }));
    expect(where.getByText('2335 Kalākaua Ave, Honolulu 96815')).toBeTruthy();
    expect(where.getByText('Daily 11 am – 10 pm')).toBeTruthy();
    const links = where.getAllByRole('link', { name: /^Directions to/ });
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Directions to Coconut Grove Café, 2335 Kalākaua Ave, Honolulu 96815',
      'Directions to Haleʻiwa, 66-250 Kamehameha Hwy, Haleʻiwa 96712',
    ]);
    // jsdom is no iPhone: Google Maps, in a new tab.
    expect(links[0].getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=21.2766,-157.827');
    expect(links[0].getAttribute('target')).toBe('_blank');
    unmount();
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' });
    render(<Harness deal={deal} />);
    const apple = within(screen.getByRole('dialog')).getAllByRole('link', { name: /^Directions to/ })[0];
    expect(apple.getAttribute('href')).toMatch(/^https:\/\/maps\.apple\.com\/\?daddr=21\.2766,-157\.827&q=/);
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
    // The field comes once the clipboard's refusal is in (a promise after the click).
    const field = (await screen.findByRole('textbox', { name: 'Copy this link to share the deal:' })) as HTMLInputElement;
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

describe('DealDialog hydrated from the server', () => {
  const methods = ['showModal', 'close'] as const;
  const saved = methods.map((name) => Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, name));
  afterEach(() => {
    methods.forEach((name, i) => (saved[i] ? Object.defineProperty(HTMLDialogElement.prototype, name, saved[i]) : delete (HTMLDialogElement.prototype as never)[name]));
    document.body.innerHTML = '';
  });

  it("makes the server's open dialog modal in a task after the hydration's commit, and one opened in the browser within its commit", async () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', { value: showModal, configurable: true });
    Object.defineProperty(HTMLDialogElement.prototype, 'close', { value: close, configurable: true });
    const { renderToString } = await import('react-dom/server');
    const deal = makeDeal({ id: 5 });
    const server = document.createElement('div');
    server.innerHTML = renderToString(<DealDialog deal={deal} onClose={() => {}} />);
    document.body.append(server);
    // The dialog's module as the site loads it: after the server's HTML, before hydrating (a React of its own).
    vi.resetModules();
    const [{ DealDialog: Loaded }, { hydrateRoot, createRoot }, { act }] = await Promise.all([
      import('./DealDialog.js'),
      import('react-dom/client'),
      import('react'),
    ]);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const hydrated = await act(async () => hydrateRoot(server, <Loaded deal={deal} onClose={() => {}} />));
    expect(showModal).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal.mock.contexts[0]).toBe(server.querySelector('dialog'));
    expect(errors.mock.calls.map((call) => String(call[0]).slice(0, 300))).toEqual([]);
    errors.mockRestore();
    act(() => hydrated.unmount());

    const client = document.createElement('div');
    document.body.append(client);
    const root = createRoot(client);
    act(() => root.render(<Loaded deal={deal} onClose={() => {}} />));
    expect(showModal).toHaveBeenCalledTimes(2);
    act(() => root.unmount());
  });
});
