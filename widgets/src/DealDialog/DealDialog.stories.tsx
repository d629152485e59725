import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Deal } from '@dadeal/core';
import { LONG_DEAL, makeDeal, sampleImage, sampleLogo } from '../test/deal-factory.js';
import { DealDialog, type DealDialogProps } from './DealDialog.js';

/** Opens on load; closing it leaves a button to open it again. */
function Reopenable(props: DealDialogProps) {
  const [deal, setDeal] = useState<Deal | null>(props.deal);
  return (
    <>
      <button type="button" className="dd-btn" onClick={() => setDeal(props.deal)}>Open the deal</button>
      <DealDialog {...props} deal={deal} onClose={() => setDeal(null)} />
    </>
  );
}

const deal = makeDeal({ imageUrl: sampleImage(20), isFeatured: true });

const meta = {
  title: 'Widgets/DealDialog',
  component: DealDialog,
  args: { deal, onClose: () => {}, viewer: 'guest', onSignIn: () => {}, shareUrl: 'https://dadeal.example/?deal=1' },
  render: (args) => <Reopenable {...args} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DealDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {};
export const SignedInUser: Story = { args: { viewer: 'user', onClaim: () => {}, onToggleFavorite: () => {}, isFavorite: true } };
export const Claiming: Story = { args: { viewer: 'user', onClaim: () => {}, claiming: true } };
export const BusinessAccount: Story = { args: { viewer: 'business' } };
export const SoldOut: Story = { args: { deal: makeDeal({ imageUrl: sampleImage(40), totalCoupons: 20, usedCoupons: 20 }), viewer: 'user' } };
export const Embedded: Story = { args: { claimHref: 'https://dadeal.example/?deal=1' } };
/** A partner's widget that claims in place: Claim Deal opens the claim step; the site stays a link. */
export const EmbeddedClaimInPlace: Story = { args: { onClaim: () => {}, siteHref: 'https://dadeal.example/?deal=1&ref=island-times' } };
export const LastMinute: Story = { args: { deal: makeDeal({ imageUrl: sampleImage(0), category: 'Last-Minute', totalCoupons: 10, usedCoupons: 9 }) } };
export const LogoFallback: Story = { args: { deal: makeDeal({ logoUrl: sampleLogo('CG', 160) }) } };
export const NoImage: Story = { args: { deal: makeDeal({ imageUrl: null, logoUrl: null, termsConditions: null }) } };
export const LongTexts: Story = { args: { deal: LONG_DEAL, viewer: 'user', onClaim: () => {} } };
export const Dark: Story = { args: { viewer: 'user', onClaim: () => {}, onToggleFavorite: () => {} }, parameters: { theme: 'dark' } };
