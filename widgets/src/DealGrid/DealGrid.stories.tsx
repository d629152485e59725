import type { Meta, StoryObj } from '@storybook/react-vite';
import { LONG_DEAL, makeDeal, sampleDeals } from '../test/deal-factory.js';
import { DealGrid } from './DealGrid.js';

const meta = {
  title: 'Widgets/DealGrid',
  component: DealGrid,
  args: { title: 'Monthly Deals', deals: sampleDeals() },
} satisfies Meta<typeof DealGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { deals: null, loading: true } };
export const Empty: Story = { args: { deals: [] } };
export const Error: Story = { args: { deals: null, error: new globalThis.Error('503: Service Unavailable'), onRetry: () => {} } };
export const LastMinute: Story = {
  args: {
    title: 'Last-Minute Deals',
    deals: sampleDeals().slice(0, 3).map((d) => ({ ...d, category: 'Last-Minute' as const })),
  },
};
export const LongTexts: Story = { args: { deals: [LONG_DEAL, makeDeal({ id: 998 }), makeDeal({ id: 999, imageUrl: null })] } };
export const WithFavorites: Story = { args: { favoriteIds: new Set([101, 103]), onToggleFavorite: () => {} } };
export const Dark: Story = { parameters: { theme: 'dark' } };
export const DarkLoading: Story = { args: { deals: null, loading: true }, parameters: { theme: 'dark' } };
/** The home page's first grid: the first three pictures load at once (they are the page's largest paint). */
export const AboveTheFold: Story = { args: { title: 'Featured Deals', eagerImages: 3 } };
