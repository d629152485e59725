// The user dashboard as a person sees it: the stats, the three tabs, the saved deals, the coupon lists, the
// coupon dialog and the settings switches.
import type { Locator, Page } from 'playwright-core';
import { USER_DASHBOARD } from '../../src/routes/user-dashboard/texts.js';
import { settled } from '../harness.js';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type DashboardTab = 'Saved Deals' | 'My Coupons' | 'Settings';

export class UserDashboard {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/user-dashboard${query}`);
    await this.page.getByRole('tablist', { name: 'Dashboard sections' }).waitFor();
    await settled(this.page);
  }

  tab(name: DashboardTab): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** The panel showing now (the others are hidden). */
  get panel(): Locator {
    return this.page.getByRole('tabpanel');
  }

  async choose(name: DashboardTab) {
    await this.tab(name).click();
    await this.page.getByRole('tabpanel', { name }).waitFor();
  }

  /** Waits until a stats card shows `value` as read on screen ("2", "$233.00"). */
  async waitForStat(label: 'Saved Deals' | 'Active Coupons' | 'Total Savings', value: string) {
    const card = this.page.getByRole('list', { name: 'Your statistics' }).getByRole('listitem').filter({ hasText: label });
    await card.locator('.stats__value').filter({ hasText: new RegExp(`^${escapeRegExp(value)}$`) }).waitFor();
  }

  /** "Active" or "Expired / Used" in My Coupons. */
  couponList(which: 'active' | 'past'): Locator {
    const title = which === 'active' ? USER_DASHBOARD.activeCoupons : USER_DASHBOARD.pastCoupons;
    return this.page.getByRole('region', { name: new RegExp(`^${escapeRegExp(title)}\\b`) });
  }

  coupon(list: Locator, dealTitle: string): Locator {
    return list.getByRole('article', { name: dealTitle, exact: true });
  }

  async openCoupon(list: Locator, dealTitle: string): Promise<Locator> {
    await this.coupon(list, dealTitle).getByRole('button', { name: new RegExp(`^${USER_DASHBOARD.showCoupon}\\W+${escapeRegExp(dealTitle)}$`) }).click();
    const dialog = this.page.getByRole('dialog', { name: dealTitle });
    await dialog.waitFor();
    return dialog;
  }

  switchNamed(label: string): Locator {
    return this.page.getByRole('switch', { name: label, exact: true });
  }

  toast(text: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}
