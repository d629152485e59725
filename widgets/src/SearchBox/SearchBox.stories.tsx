import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SearchBox } from './SearchBox.js';

function Stateful({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <SearchBox value={value} onChange={setValue} />;
}

const meta = {
  title: 'Widgets/SearchBox',
  component: SearchBox,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
  args: { value: '', onChange: () => {} },
  render: (args) => <Stateful initial={args.value} />,
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithText: Story = { args: { value: 'surf' } };
export const Dark: Story = { parameters: { theme: 'dark' } };
