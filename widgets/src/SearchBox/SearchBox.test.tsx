import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchBox } from './SearchBox.js';

function Controlled({ seen }: { seen: string[] }) {
  const [value, setValue] = useState('');
  return <SearchBox value={value} onChange={(v) => { seen.push(v); setValue(v); }} />;
}

describe('SearchBox', () => {
  it('reads "Search deals..." and reports what is typed', async () => {
    const seen: string[] = [];
    render(<Controlled seen={seen} />);
    const box = screen.getByRole('searchbox', { name: 'Search deals' });
    expect(box.getAttribute('placeholder')).toBe('Search deals...');
    await userEvent.type(box, 'Spa');
    expect(seen.at(-1)).toBe('Spa');
    expect((box as HTMLInputElement).value).toBe('Spa');
  });
});
