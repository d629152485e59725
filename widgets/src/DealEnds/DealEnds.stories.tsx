import type { Meta, StoryObj } from '@storybook/react-vite';
import { DealEnds } from './DealEnds.js';

// A fixed "now" (local time), so each story shows its case on any day; Live follows the real clock.
const NOW = new Date(2026, 2, 3, 9, 0).getTime();
const local = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute).toISOString();

const meta = {
  title: 'Widgets/DealEnds',
  component: DealEnds,
  args: { endDate: local(20, 23, 59), now: NOW },
} satisfies Meta<typeof DealEnds>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Later: Story = {};
/** The last 24 hours: a countdown (frozen here at 9:00 on the last day). */
export const Countdown: Story = { args: { endDate: local(3, 18) } };
export const Ended: Story = { args: { endDate: local(2, 23, 59) } };
export const Dark: Story = { args: { endDate: local(3, 18) }, parameters: { theme: 'dark' } };
/** No `now`: counts down live on the page's shared clock, 2 h 5 min from when the story loaded. */
export const Live: Story = { args: { endDate: new Date(Date.now() + (2 * 60 + 5) * 60_000).toISOString(), now: undefined } };
