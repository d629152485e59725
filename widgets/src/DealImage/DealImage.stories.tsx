import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeDeal, sampleImage, sampleLogo } from '../test/deal-factory.js';
import { DealImage } from './DealImage.js';

const meta = {
  title: 'Widgets/DealImage',
  component: DealImage,
  decorators: [(Story) => <div style={{ width: 320, aspectRatio: '16 / 10', borderRadius: 14, overflow: 'hidden' }}><Story /></div>],
  args: { deal: makeDeal({ imageUrl: sampleImage(190) }) },
} satisfies Meta<typeof DealImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {};
export const LogoFallback: Story = { args: { deal: makeDeal({ imageUrl: null, logoUrl: sampleLogo('CG', 160) }) } };
export const Placeholder: Story = { args: { deal: makeDeal({ imageUrl: null, logoUrl: null }) } };
export const BrokenImageFallsBack: Story = { args: { deal: makeDeal({ imageUrl: 'data:image/png;base64,broken', logoUrl: sampleLogo('CG', 160) }) } };
export const Dark: Story = { args: { deal: makeDeal({ imageUrl: null, logoUrl: null }) }, parameters: { theme: 'dark' } };
