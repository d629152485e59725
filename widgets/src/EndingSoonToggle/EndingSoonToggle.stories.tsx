import type { Meta, StoryObj } from '@storybook/react-vite';
import { withState } from '../test/stateful.js';
import { EndingSoonToggle } from './EndingSoonToggle.js';

const Stateful = withState(EndingSoonToggle);

const meta = {
  title: 'Widgets/EndingSoonToggle',
  component: EndingSoonToggle,
  args: { value: 'featured', onChange: () => {} },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof EndingSoonToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { value: 'ending' } };
export const Dark: Story = { args: { value: 'ending' }, parameters: { theme: 'dark' } };
