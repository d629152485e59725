import type { Meta, StoryObj } from '@storybook/react-vite';
import { LONG_DEAL, makeDeal, sampleImage, sampleLogo } from '../test/deal-factory.js';
import { createTranslator } from '@dadeal/core';
import * as japanese from '@dadeal/core/i18n/generated/ja.js';
import { widgetTexts } from '../texts/texts.js';
import { WidgetLanguageContext } from '../texts/use-texts.js';
import { PriceLocaleContext } from '../WidgetRoot/price-locale.js';
import { DealCard } from './DealCard.js';

/** The card as a Japanese page's widget shows it: its words and dates in Japanese, its price in dollars. */
const ja = createTranslator('ja', japanese);
const inJapanese = { texts: widgetTexts(ja), translator: ja };

const meta = {
  title: 'Widgets/DealCard',
  component: DealCard,
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
  args: { deal: makeDeal({ imageUrl: sampleImage(20) }) },
} satisfies Meta<typeof DealCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Featured: Story = { args: { deal: makeDeal({ imageUrl: sampleImage(200), isFeatured: true }) } };
// Its last day: the end shows its time too (a fixed "now", so the story shows it on any day).
export const LastMinute: Story = {
  args: {
    deal: makeDeal({ imageUrl: sampleImage(0), category: 'Last-Minute', title: 'Tonight: moonlight paddle', endDate: new Date(2026, 2, 3, 21, 30).toISOString() }),
    now: new Date(2026, 2, 3, 9, 0).getTime(),
  },
};
export const SoldOut: Story = { args: { deal: makeDeal({ imageUrl: sampleImage(40), totalCoupons: 20, usedCoupons: 20 }) } };
export const LogoFallback: Story = { args: { deal: makeDeal({ imageUrl: null, logoUrl: sampleLogo('CG', 160) }) } };
export const NoImage: Story = { args: { deal: makeDeal({ imageUrl: null, logoUrl: null }) } };
export const LongTexts: Story = { args: { deal: LONG_DEAL } };
export const WithFavorite: Story = { args: { isFavorite: true, onToggleFavorite: () => {} } };
export const HtmlInTitle: Story = { args: { deal: makeDeal({ title: '<img src=x onerror=alert(1)> shown as text' }) } };
export const Dark: Story = { args: { deal: makeDeal({ imageUrl: sampleImage(250), isFeatured: true }), onToggleFavorite: () => {} }, parameters: { theme: 'dark' } };
export const Japanese: Story = {
  args: { deal: makeDeal({ imageUrl: sampleImage(120), isFeatured: true, totalCoupons: 1500, usedCoupons: 12 }) },
  decorators: [(Story) => (
    <WidgetLanguageContext.Provider value={inJapanese}>
      <PriceLocaleContext.Provider value="ja-JP"><Story /></PriceLocaleContext.Provider>
    </WidgetLanguageContext.Provider>
  )],
};
