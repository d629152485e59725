import type { Meta, StoryObj } from '@storybook/react-vite';
import { withState } from '../test/stateful.js';
import { SearchBox } from './SearchBox.js';

const Stateful = withState(SearchBox);

const meta = {
  title: 'Widgets/SearchBox',
  component: SearchBox,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
  args: { value: '', onChange: () => {} },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithText: Story = { args: { value: 'surf' } };
export const Dark: Story = { parameters: { theme: 'dark' } };
