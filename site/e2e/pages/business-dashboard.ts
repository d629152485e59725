// The business dashboard as the owner sees it: stats, the deals table and its actions, the create-deal, feature,
// delete and coupons dialogs, the counter's redeem box, the funnel and the counter staff.
import type { Locator, Page } from 'playwright-core';
import { settled } from '../harness.js';

export interface DealDetails {
  title: string;
  description: string;
  originalPrice: string;
  dealPrice: string;
  category?: 'Monthly' | 'Weekly' | 'Last-Minute';
  businessCategory?: string;
  totalCoupons: string;
  image?: { name: string; mimeType: string; buffer: Buffer };
}

export class BusinessDashboard {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/business-dashboard');
    await this.page.getByRole('heading', { level: 1, name: 'Business Dashboard' }).waitFor();
    await settled(this.page);
  }

  get table(): Locator {
    return this.page.getByRole('region', { name: 'Your Deals', exact: true });
  }

  row(title: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: new RegExp(title) }) });
  }

  get createDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Create a New Deal' });
  }

  async createDeal(details: DealDetails) {
    await this.page.getByRole('button', { name: 'Create Deal' }).first().click();
    const dialog = this.createDialog;
    await dialog.waitFor();
    await dialog.getByLabel('Title', { exact: true }).fill(details.title);
    await dialog.getByLabel('Description', { exact: true }).fill(details.description);
    await dialog.getByLabel('Original price ($)').fill(details.originalPrice);
    await dialog.getByLabel('Deal price ($)').fill(details.dealPrice);
    if (details.category) await dialog.getByLabel('Deal type').selectOption(details.category);
    if (details.businessCategory) await dialog.getByLabel('Business category').selectOption({ label: details.businessCategory });
    await dialog.getByLabel('Number of coupons').fill(details.totalCoupons);
    if (details.image) {
      await dialog.getByLabel('Image (optional)').setInputFiles(details.image);
      await dialog.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
    }
    await dialog.getByRole('button', { name: 'Create Deal' }).click();
  }

  action(name: 'View' | 'Coupons' | 'Feature' | 'Featured' | 'Delete', title: string): Locator {
    return this.table.getByRole('button', { name: `${name} ${title}`, exact: true });
  }

  get redeemBox(): Locator {
    return this.page.getByRole('region', { name: 'Redeem a Coupon' });
  }

  async redeem(code: string) {
    await this.redeemBox.getByRole('textbox', { name: 'Coupon code' }).fill(code);
    await this.redeemBox.getByRole('button', { name: 'Redeem' }).click();
  }

  get funnel(): Locator {
    return this.page.getByRole('region', { name: 'What Your Deals Bring' });
  }

  /** What Visitors Searched: the week's words that found the business's deals (the section; its table is a region too). */
  get searchWords(): Locator {
    return this.page.getByRole('region', { name: 'What Visitors Searched' }).first();
  }

  /** The funnel's total as [views, claims, redemptions]. */
  async funnelTotals(): Promise<number[]> {
    const values = await this.funnel.locator('.funnel__total .funnel__value').allTextContents();
    return values.map(Number);
  }

  /** The counter staff: the invite form and the members' table. */
  get staff(): Locator {
    return this.page.getByRole('region', { name: 'Counter Staff', exact: true });
  }

  async inviteStaff(member: { firstName: string; lastName: string; email: string }) {
    const form = this.staff.getByRole('form', { name: 'Invite staff' });
    await form.getByLabel('First name', { exact: true }).fill(member.firstName);
    await form.getByLabel('Last name', { exact: true }).fill(member.lastName);
    await form.getByLabel('Email', { exact: true }).fill(member.email);
    await form.getByRole('button', { name: 'Send Invitation' }).click();
  }

  staffRow(name: string): Locator {
    return this.staff.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: new RegExp(name) }) });
  }

  /** A deal's coupons dialog, opened with the deal's Coupons action. */
  couponsDialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: `Coupons of ${title}` });
  }

  toast(text: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}
