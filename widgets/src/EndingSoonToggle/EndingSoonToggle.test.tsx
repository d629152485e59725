import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EndingSoonToggle } from './EndingSoonToggle.js';

describe('EndingSoonToggle', () => {
  it('is a pressed/unpressed button that switches between the soonest-end and the usual order', () => {
    const onChange = vi.fn();
    const { rerender } = render(<EndingSoonToggle value="featured" onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Ending soon' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(onChange).toHaveBeenLastCalledWith('ending');
    rerender(<EndingSoonToggle value="ending" onChange={onChange} />);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    expect(onChange).toHaveBeenLastCalledWith('featured');
  });
});
