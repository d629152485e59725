// The Counter as a business's staff member sees it: the redeem box and today's redemptions.
import type { Locator, Page } from 'playwright-core';
import { settled } from '../harness.js';

export class CounterPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/counter');
    await this.heading.waitFor();
    await settled(this.page);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Counter' });
  }

  get redeemBox(): Locator {
    return this.page.getByRole('region', { name: 'Redeem a Coupon' });
  }

  async redeem(code: string) {
    await this.redeemBox.getByRole('textbox', { name: 'Coupon code' }).fill(code);
    await this.redeemBox.getByRole('button', { name: 'Redeem' }).click();
  }

  /** The row of today's redemptions holding this coupon code. */
  todayRow(code: string): Locator {
    return this.page.getByRole('region', { name: 'Today\'s Redemptions', exact: true }).getByRole('row').filter({ hasText: code });
  }
}
