import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { DealCategory } from '@dadeal/core';
import { DealTabs } from './DealTabs.js';

function Stateful({ initial }: { initial: DealCategory }) {
  const [value, setValue] = useState(initial);
  return <DealTabs value={value} onChange={setValue} />;
}

const meta = {
  title: 'Widgets/DealTabs',
  component: DealTabs,
  args: { value: 'Monthly', onChange: () => {} },
  render: (args) => <Stateful initial={args.value} />,
} satisfies Meta<typeof DealTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Monthly: Story = {};
export const LastMinute: Story = { args: { value: 'Last-Minute' } };
export const Dark: Story = { parameters: { theme: 'dark' } };
