import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { DealCard } from '../DealCard/DealCard.js';
import { makeDeal, sampleImage } from '../test/deal-factory.js';
import { WidgetRoot } from './WidgetRoot.js';

const deal = makeDeal({ imageUrl: sampleImage(190), isFeatured: true });

/** Partners theme the widgets with three CSS custom properties on the element (or any ancestor). */
const meta = {
  title: 'Widgets/WidgetRoot (theming)',
  component: WidgetRoot,
  args: { theme: 'light' },
  render: (args) => (
    <div style={args.className === 'brand' ? ({ '--dadeal-primary': '#7c3aed', '--dadeal-radius': '4px', '--dadeal-font': 'Georgia, serif' } as CSSProperties) : undefined}>
      <WidgetRoot theme={args.theme}>
        <div style={{ maxWidth: 320 }}><DealCard deal={deal} onToggleFavorite={() => {}} /></div>
      </WidgetRoot>
    </div>
  ),
} satisfies Meta<typeof WidgetRoot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { args: { theme: 'dark' }, parameters: { theme: 'dark' } };
export const CustomProperties: Story = { args: { className: 'brand' } };
