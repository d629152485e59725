import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES, type Coupon } from '@dadeal/core';
import type { ClaimClient } from '../client/claim-client.js';
import { ClaimError } from '../client/claim-client.js';
import { makeDeal, sampleImage } from '../test/deal-factory.js';
import { ClaimStep } from './ClaimStep.js';
import './ClaimStep.css';

const deal = makeDeal({ id: 42, imageUrl: sampleImage(20) });
const coupon: Coupon = {
  id: 901, couponCode: 'K7QF-3MZP-9XDA', dealId: 42, userId: 5, isUsed: false, usedAt: null, createdAt: '2026-11-25T10:00:00Z', state: 'active', deal,
};

/**
 * The API's answers in memory, so the step can be walked in the catalogue: any e-mail gets "123456"; makoa@hotel.example
 * has an account; another code is "not right".
 */
const storyClient: ClaimClient = {
  async requestCode() {},
  async verifyCode(email, code) {
    if (code !== '123456') throw new ClaimError(MESSAGES.claimCodeWrong, 400, [{ field: 'code', message: MESSAGES.claimCodeWrong }]);
    return { claimToken: 'story-token', expiresInSeconds: 600, account: email === 'makoa@hotel.example' ? { firstName: 'Makoa' } : null };
  },
  async claim(_token, input) {
    if (input.firstName !== undefined && !input.terms) {
      throw new ClaimError('You must agree to the terms and conditions', 400, [{ field: 'terms', message: 'You must agree to the terms and conditions' }]);
    }
    return { message: MESSAGES.dealClaimed, coupon };
  },
};

const meta = {
  title: 'Widgets/ClaimStep',
  component: ClaimStep,
  args: {
    deal, apiBase: 'https://dadeal.example', publicUrl: 'https://dadeal.example', partner: 'island-times',
    siteHref: 'https://dadeal.example/?deal=42&ref=island-times', client: storyClient, onCancel: () => {}, onClaimed: () => {},
  },
  render: (args) => <div style={{ maxWidth: 460 }}><ClaimStep {...args} /></div>,
} satisfies Meta<typeof ClaimStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first step: an e-mail. Type any e-mail, then 123456 (makoa@hotel.example is a returning user). */
export const EnterEmail: Story = {};
export const Dark: Story = { parameters: { theme: 'dark' } };
