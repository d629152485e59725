import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DealTabs } from './DealTabs.js';

describe('DealTabs', () => {
  it('offers Monthly, Weekly and Last-Minute with the chosen one selected', () => {
    render(<DealTabs value="Monthly" onChange={() => {}} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Monthly', 'Weekly', 'Last-Minute']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect(tabs[1].getAttribute('aria-selected')).toBe('false');
  });

  it('changes tab on click and with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<DealTabs value="Monthly" onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Last-Minute' }));
    expect(onChange).toHaveBeenLastCalledWith('Last-Minute');
    screen.getByRole('tab', { name: 'Monthly' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('Last-Minute');
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('Weekly');
  });
});
