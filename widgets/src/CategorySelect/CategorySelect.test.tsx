import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CategorySelect } from './CategorySelect.js';

describe('CategorySelect', () => {
  it('offers the 7 options of the home page, All Categories first', () => {
    render(<CategorySelect value="all" onChange={() => {}} />);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['All Categories', 'Restaurants', 'Shopping', 'Hotels', 'Services', 'Beach Activities', 'Others']);
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('all');
  });

  it('reports the stored value of the chosen category', async () => {
    const onChange = vi.fn();
    render(<CategorySelect value="all" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Beach Activities');
    expect(onChange).toHaveBeenCalledWith('beach-activity');
  });
});
