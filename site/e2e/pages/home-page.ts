// The home page as a person sees it: tabs, search, category filter, grids, the deal dialog and toasts.
import type { Locator, Page } from 'playwright-core';
import { settled } from '../harness.js';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class HomePage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/${query}`);
    await this.page.getByRole('heading', { level: 1, name: 'Find Da Deal!' }).waitFor();
    await settled(this.page);
  }

  tab(name: 'Monthly' | 'Weekly' | 'Last-Minute'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  grid(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  cardTitles(region: Locator): Promise<string[]> {
    return region.locator('article h3').allTextContents();
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search deals' }).fill(text);
  }

  /** One of the suggestions the search box offers while it has focus (a deal, a business or a category). */
  suggestion(name: string | RegExp): Locator {
    return this.page.getByRole('list', { name: 'Suggestions' }).getByRole('button', { name });
  }

  /** The "Ending soon" toggle: soonest end first. */
  endingSoon(): Locator {
    return this.page.getByRole('button', { name: 'Ending soon' });
  }

  async chooseCategory(label: string) {
    await this.page.getByRole('combobox', { name: 'Category' }).selectOption({ label });
  }

  async openDeal(title: string) {
    await this.page.getByRole('button', { name: new RegExp(`^See Details\\W+${escapeRegExp(title)}$`) }).first().click();
    return this.dialog(title);
  }

  dialog(title?: string): Locator {
    return title ? this.page.getByRole('dialog', { name: title }) : this.page.getByRole('dialog');
  }

  /** The toast showing now (sonner renders one at a time here). */
  toast(text: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}
