// The page an unsubscribe link of a reminder or alert mail opens (no sign-in): what the link is for, one button.
import type { Locator, Page } from 'playwright-core';
import { UNSUBSCRIBE_TEXTS } from '../../src/routes/unsubscribe/UnsubscribePage.js';
import { settled } from '../harness.js';

export class UnsubscribePage {
  constructor(readonly page: Page) {}

  /** Opens the link as found in the mail (absolute, on the site's own origin). */
  async open(link: string) {
    const url = new URL(link);
    await this.page.goto(url.pathname + url.search);
    await settled(this.page);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  async unsubscribe() {
    await this.page.getByRole('button', { name: UNSUBSCRIBE_TEXTS.confirm, exact: true }).click();
    await this.page.getByRole('heading', { name: UNSUBSCRIBE_TEXTS.done }).waitFor();
  }
}
