import { act, render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDeal } from '../test/deal-factory.js';
import { DealCard } from '../DealCard/DealCard.js';
import { DealDialog } from '../DealDialog/DealDialog.js';
import { PriceLocaleContext } from '../WidgetRoot/price-locale.js';
import { DealEnds } from './DealEnds.js';
import { clockRunning } from './clock.js';
import { dealEndsText, endsView } from './deal-ends.js';

// Local times, so that dates read the same whatever the machine's time zone.
const END = new Date(2026, 2, 3, 18, 0).toISOString();
const at = (day: number, hour: number, minute = 0, second = 0) => new Date(2026, 2, day, hour, minute, second).getTime();
const text = (now: number) => dealEndsText(END, endsView(END, now))?.text;

afterEach(() => vi.useRealTimers());

describe('DealEnds', () => {
  it('says the date, counts down in the last 24 hours, and says "Ended" after', () => {
    expect(text(at(1, 9))).toBe('Ends Mar 3, 2026');
    expect(text(at(2, 17, 59, 59))).toBe('Ends Mar 3, 2026'); // 24 h and 1 s left
    expect(text(at(2, 18))).toBe('Ends in 24h 00m 00s');
    expect(text(at(3, 12, 50, 57))).toBe('Ends in 5h 09m 03s');
    expect(text(at(3, 17, 50, 30))).toBe('Ends in 9m 30s');
    expect(text(at(3, 18))).toBe('Ended Mar 3, 2026');
    expect(dealEndsText('not a date', endsView('not a date', at(1, 9)))).toBeNull();
    expect(dealEndsText(END, endsView(END, at(3, 9)))).toMatchObject({ phase: 'countdown', full: 'Ends Mar 3, 2026 at 6:00 PM' });
  });

  it('writes the date in the widget locale, as a <time> with the ISO date', () => {
    const { container } = render(
      <PriceLocaleContext.Provider value="de-DE"><DealEnds endDate={END} now={at(1, 9)} /></PriceLocaleContext.Provider>,
    );
    expect(screen.getByText('Ends 3. März 2026')).toBeTruthy();
    expect(container.querySelector('time')!.getAttribute('dateTime')).toBe(END);
  });

  it('ticks every second on one shared timer, and stops it when the last countdown is unmounted', () => {
    vi.useFakeTimers({ now: at(3, 12, 50, 57) });
    const card = render(<DealCard deal={makeDeal({ endDate: END })} />);
    const dialog = render(<DealDialog deal={makeDeal({ endDate: END })} onClose={() => {}} />);
    expect(clockRunning()).toBe(true);
    expect(screen.getAllByRole('timer').map((t) => t.textContent)).toEqual(['Ends in 5h 09m 03s', 'Ends in 5h 09m 03s']);
    expect(screen.getAllByRole('timer')[0].title).toBe('Ends Mar 3, 2026 at 6:00 PM');
    // The shared clock ticks just after each whole second (5 ms): the first tick is 1005 ms away.
    act(() => void vi.advanceTimersByTime(999));
    expect(screen.getAllByRole('timer')[0].textContent).toBe('Ends in 5h 09m 03s');
    act(() => void vi.advanceTimersByTime(6));
    expect(screen.getAllByRole('timer').map((t) => t.textContent)).toEqual(['Ends in 5h 09m 02s', 'Ends in 5h 09m 02s']);
    act(() => void vi.advanceTimersByTime(62_000));
    expect(screen.getAllByRole('timer')[0].textContent).toBe('Ends in 5h 08m 00s');
    card.unmount();
    expect(clockRunning()).toBe(true); // the dialog still counts
    dialog.unmount();
    expect(clockRunning()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts counting when the last 24 hours begin, and says "Ended" at the end', () => {
    vi.useFakeTimers({ now: at(2, 17, 59, 58) });
    const { container } = render(<DealEnds endDate={END} />);
    const line = () => container.querySelector('.dd-ends')!;
    expect(line().textContent).toBe('Ends Mar 3, 2026');
    expect(line().className).toContain('is-later');
    act(() => void vi.advanceTimersByTime(2005));
    expect(line().textContent).toBe('Ends in 24h 00m 00s');
    expect(line().className).toContain('is-countdown');
    act(() => void vi.advanceTimersByTime(24 * 3600_000));
    expect(line().textContent).toBe('Ended Mar 3, 2026');
    expect(line().getAttribute('role')).toBeNull();
  });

  it('renders the same on the server and at hydration (the date), then counts down', () => {
    vi.useFakeTimers({ now: at(3, 12, 50, 57) });
    const html = renderToString(<DealEnds endDate={END} />);
    expect(html).toContain('Ends Mar 3, 2026');
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => void (root = hydrateRoot(host, <DealEnds endDate={END} />, { onRecoverableError: recoverable })));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(host.textContent).toBe('Ends in 5h 09m 03s');
    act(() => root!.unmount());
    host.remove();
    expect(clockRunning()).toBe(false);
  });

  it("rendered in the browser, counts down from its first commit (the server's UTC line is for hydration only)", () => {
    vi.useFakeTimers({ now: at(3, 12, 50, 57) });
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    // The commit alone, before any effect runs: what the visitor sees first.
    flushSync(() => root.render(<DealEnds endDate={END} />));
    expect(host.textContent).toBe('Ends in 5h 09m 03s');
    act(() => root.unmount());
    host.remove();
  });

  it("writes the server's line in UTC, so a server and a visitor in other time zones agree, then the visitor's own date", () => {
    const zone = process.env.TZ;
    // 05:00 UTC on Mar 4 is still Mar 3 in Honolulu (UTC-10): the server (UTC) and the browser (Honolulu) would differ.
    const end = '2026-03-04T05:00:00.000Z';
    vi.useFakeTimers({ now: Date.parse('2026-02-20T12:00:00Z') });
    try {
      const html = renderToString(<DealEnds endDate={end} />);
      expect(html).toContain('Ends Mar 4, 2026');
      process.env.TZ = 'Pacific/Honolulu';
      const host = document.createElement('div');
      host.innerHTML = html;
      document.body.append(host);
      const recoverable = vi.fn();
      let root: ReturnType<typeof hydrateRoot> | undefined;
      act(() => void (root = hydrateRoot(host, <DealEnds endDate={end} />, { onRecoverableError: recoverable })));
      expect(recoverable).not.toHaveBeenCalled();
      expect(host.textContent).toBe('Ends Mar 3, 2026');
      act(() => root!.unmount());
      host.remove();
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('shows on the deal card and in the deal dialog', () => {
    render(<DealCard deal={makeDeal({ endDate: END })} now={at(3, 9)} />);
    expect(screen.getByRole('timer').textContent).toBe('Ends in 9h 00m 00s');
    expect(screen.getByRole('timer').className).toContain('dd-card__ends');
    const far = makeDeal({ endDate: new Date(Date.now() + 40 * 86_400_000).toISOString() });
    render(<DealDialog deal={far} onClose={() => {}} />);
    expect(screen.getByRole('dialog').textContent).toMatch(/Ends [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  });
});
