import type { Meta, StoryObj } from '@storybook/react-vite';
import { withState } from '../test/stateful.js';
import { DealTabs } from './DealTabs.js';

const Stateful = withState(DealTabs);

const meta = {
  title: 'Widgets/DealTabs',
  component: DealTabs,
  args: { value: 'Monthly', onChange: () => {} },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof DealTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Monthly: Story = {};
export const LastMinute: Story = { args: { value: 'Last-Minute' } };
export const Dark: Story = { parameters: { theme: 'dark' } };
