import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CategorySelect, type CategoryChoice } from './CategorySelect.js';

function Stateful({ initial }: { initial: CategoryChoice }) {
  const [value, setValue] = useState(initial);
  return <CategorySelect value={value} onChange={setValue} />;
}

const meta = {
  title: 'Widgets/CategorySelect',
  component: CategorySelect,
  decorators: [(Story) => <div style={{ maxWidth: 260 }}><Story /></div>],
  args: { value: 'all', onChange: () => {} },
  render: (args) => <Stateful initial={args.value} />,
} satisfies Meta<typeof CategorySelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllCategories: Story = {};
export const BeachActivities: Story = { args: { value: 'beach-activity' } };
export const Dark: Story = { parameters: { theme: 'dark' } };
