import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDeal } from '../test/deal-factory.js';
import { DealCard } from '../DealCard/DealCard.js';
import { DealDialog } from '../DealDialog/DealDialog.js';
import { PriceLocaleContext } from '../WidgetRoot/price-locale.js';
import { DealEnds } from './DealEnds.js';
import { dealEndsText } from './deal-ends.js';

// Local times, so the "last day" is the viewer's own day whatever the machine's time zone.
const END = new Date(2026, 2, 3, 18, 0).toISOString();
const at = (day: number, hour: number) => new Date(2026, 2, day, hour, 0).getTime();

describe('DealEnds', () => {
  it('says the end date, with the time only on its last day, and "Ended" after', () => {
    expect(dealEndsText(END, at(1, 9))).toEqual({ text: 'Ends Mar 3, 2026', lastDay: false, ended: false });
    expect(dealEndsText(END, at(3, 0))).toEqual({ text: 'Ends Mar 3, 2026 at 6:00 PM', lastDay: true, ended: false });
    expect(dealEndsText(END, at(3, 18))).toEqual({ text: 'Ended Mar 3, 2026', lastDay: false, ended: true });
    expect(dealEndsText('not a date', at(1, 9))).toBeNull();
  });

  it('writes the date in the widget locale, as a <time> with the ISO date', () => {
    const { container } = render(
      <PriceLocaleContext.Provider value="de-DE"><DealEnds endDate={END} now={at(1, 9)} /></PriceLocaleContext.Provider>,
    );
    expect(screen.getByText('Ends 3. März 2026')).toBeTruthy();
    expect(container.querySelector('time')!.getAttribute('dateTime')).toBe(END);
  });

  it('shows on the deal card and in the deal dialog', () => {
    const deal = makeDeal({ endDate: END });
    render(<DealCard deal={deal} now={at(3, 9)} />);
    expect(screen.getByText('Ends Mar 3, 2026 at 6:00 PM').closest('p')!.className).toContain('is-last-day');
    const far = makeDeal({ endDate: new Date(Date.now() + 40 * 86_400_000).toISOString() });
    render(<DealDialog deal={far} onClose={() => {}} />);
    expect(screen.getByRole('dialog').textContent).toMatch(/Ends [A-Z][a-z]{2} \d{1,2}, \d{4}(?! at)/);
  });
});
