import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleDeals } from '../test/deal-factory.js';
import { FeaturedDeals } from './FeaturedDeals.js';

const featured = sampleDeals().map((d) => ({ ...d, isFeatured: true }));

const meta = {
  title: 'Widgets/FeaturedDeals',
  component: FeaturedDeals,
  args: { deals: featured },
} satisfies Meta<typeof FeaturedDeals>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { deals: null, loading: true } };
export const Empty: Story = { args: { deals: [] } };
export const Error: Story = { args: { deals: null, error: new globalThis.Error('500: Internal Server Error'), onRetry: () => {} } };
export const Dark: Story = { parameters: { theme: 'dark' } };
