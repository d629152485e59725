import type { Meta, StoryObj } from '@storybook/react-vite';
import { withState } from '../test/stateful.js';
import { CategorySelect } from './CategorySelect.js';

const Stateful = withState(CategorySelect);

const meta = {
  title: 'Widgets/CategorySelect',
  component: CategorySelect,
  decorators: [(Story) => <div style={{ maxWidth: 260 }}><Story /></div>],
  args: { value: 'all', onChange: () => {} },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CategorySelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllCategories: Story = {};
export const BeachActivities: Story = { args: { value: 'beach-activity' } };
export const Dark: Story = { parameters: { theme: 'dark' } };
