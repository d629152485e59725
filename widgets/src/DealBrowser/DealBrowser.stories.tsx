import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { matchesSearch, type Deal } from '@dadeal/core';
import { sampleDeals } from '../test/deal-factory.js';
import { ALL_CATEGORIES } from '../CategorySelect/CategorySelect.js';
import { DealDialog } from '../DealDialog/DealDialog.js';
import { DealBrowser, type DealBrowserProps } from './DealBrowser.js';
import { useDealBrowserState } from './use-deal-browser-state.js';

const catalogue = sampleDeals();

/**
 * The browser with its state, filtering the sample catalogue as the API would (the search by core's words, standing in
 * for the API's search: the browser shows what its owner lists), and the dialog wired.
 */
function Stateful(props: DealBrowserProps) {
  const { query, controls } = useDealBrowserState(props);
  const [selected, setSelected] = useState<Deal | null>(null);
  const deals = props.deals?.filter(
    (d) => (query.category === 'Monthly' || d.id % 2 === 0) && (!query.businessCategory || d.businessCategory === query.businessCategory) &&
      (!controls.search.trim() || matchesSearch(d, controls.search)),
  ) ?? null;
  return (
    <>
      <DealBrowser {...props} {...controls} deals={deals} onSelect={setSelected} />
      <DealDialog deal={selected} onClose={() => setSelected(null)} claimHref={selected ? `https://dadeal.example/?deal=${selected.id}` : undefined} />
    </>
  );
}

const meta = {
  title: 'Widgets/DealBrowser',
  component: DealBrowser,
  args: {
    deals: catalogue,
    category: 'Monthly',
    onCategoryChange: () => {},
    businessCategory: ALL_CATEGORIES,
    onBusinessCategoryChange: () => {},
    search: '',
    onSearchChange: () => {},
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof DealBrowser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Interactive: Story = {};
export const Loading: Story = { args: { deals: null, loading: true } };
export const Empty: Story = { args: { deals: [] } };
export const NoMatches: Story = { args: { search: 'helicopter' } };
export const Error: Story = { args: { deals: null, error: new globalThis.Error('502: Bad Gateway'), onRetry: () => {} } };
export const LastMinuteTab: Story = { args: { category: 'Last-Minute', deals: catalogue.map((d) => ({ ...d, category: 'Last-Minute' as const })) } };
export const Dark: Story = { parameters: { theme: 'dark' } };
