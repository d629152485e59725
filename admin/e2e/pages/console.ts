// The console's shell (header, menu, toasts, confirm dialogs) and its react-admin screens: dashboard counters and
// tabs, lists (search, filters, sort, export, row actions), forms and detail pages.
import type { Locator, Page } from 'playwright-core';
import { ADMIN_PATHS, CHANGE_PASSWORD, DASHBOARD, HEADER } from '../../src/texts.js';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The filter a list applies, as its URL says (`filter=`): the values, not the filters shown (`displayedFilters`). */
const listFilter = (url: URL) => JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;

export class ConsolePage {
  constructor(readonly page: Page) {}

  async openDashboard() {
    await this.page.goto(ADMIN_PATHS.dashboard);
    await this.counter(DASHBOARD.activeDeals).waitFor();
  }

  /** The toast showing the text (react-admin's snackbar). */
  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** Waits for a toast, then dismisses it so the next one is not confused with it. */
  async expectToast(text: string) {
    const toast = this.toast(text);
    await toast.waitFor();
    const content = await toast.innerText();
    await this.page.keyboard.press('Escape');
    await toast.waitFor({ state: 'detached' }).catch(() => undefined);
    return content;
  }

  header(): Locator {
    return this.page.getByRole('banner');
  }

  /** The page's title in the header (react-admin's title portal). */
  title(): Locator {
    return this.header().locator('#react-admin-title');
  }

  /** The signed-in administrator's name and role in the header. */
  identity(): Locator {
    return this.header().getByRole('group', { name: HEADER.signedIn });
  }

  /** Whether the element is shown whole: not cut by its own box (scrollWidth ≤ clientWidth) nor by the window. */
  async isWhole(element: Locator): Promise<boolean> {
    return element.evaluate((e) => e.scrollWidth <= e.clientWidth && e.getBoundingClientRect().right <= window.innerWidth);
  }

  logoutButton(): Locator {
    return this.header().getByRole('button', { name: HEADER.logout });
  }

  /** The header's user menu (react-admin's UserMenu): the administrator's name, or on a phone an icon. */
  accountMenu(): Locator {
    return this.header().getByRole('button', { name: new RegExp(HEADER.accountMenu) });
  }

  /** Change Password through the user menu, as a person reaches it; waits for the form. */
  async openChangePassword() {
    await this.accountMenu().click();
    await this.page.getByRole('menuitem', { name: HEADER.changePassword }).click();
    await this.page.waitForURL((url) => url.pathname === `${ADMIN_PATHS.dashboard}${CHANGE_PASSWORD.path}`);
    await this.passwordField('currentPassword').waitFor();
  }

  passwordField(field: 'currentPassword' | 'newPassword' | 'confirmPassword'): Locator {
    return this.page.getByLabel(CHANGE_PASSWORD[field], { exact: true });
  }

  async changePassword(current: string, next: string, confirmation = next) {
    await this.passwordField('currentPassword').fill(current);
    await this.passwordField('newPassword').fill(next);
    await this.passwordField('confirmPassword').fill(confirmation);
    await this.page.getByRole('button', { name: CHANGE_PASSWORD.submit, exact: true }).click();
  }

  counter(label: string): Locator {
    return this.page.getByRole('region', { name: label, exact: true });
  }

  async counterValue(label: string): Promise<number> {
    return Number((await this.counter(label).locator('p').innerText()).trim());
  }

  tab(name: RegExp): Locator {
    return this.page.getByRole('tab', { name });
  }

  async goTo(menuItem: string) {
    const item = this.page.getByRole('menuitem', { name: menuItem, exact: true });
    // On a phone the menu is a drawer (a modal one), which the last navigation closed: once its closing is over (its
    // items are on screen, sliding away, for a moment), the header's menu button opens it again.
    const phone = (this.page.viewportSize()?.width ?? 1280) < 600;
    if (phone) {
      await this.page.locator('.MuiDrawer-modal').waitFor({ state: 'detached' });
      await this.header().getByRole('button', { name: /open menu/i }).click();
    }
    // The list is the new one once the address is the item's (the last list's table stays on screen meanwhile).
    const href = await item.getAttribute('href');
    await item.click();
    if (href) await this.page.waitForURL((url) => url.pathname === new URL(href, url).pathname);
    await this.waitForList();
  }

  /** Whether the page scrolls sideways (the document wider than its window): no screen of the console may on a phone. */
  async scrollsSideways(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  }

  /** Scrolls to the element as a person would, and tells whether it is then whole inside the window. */
  async isInWindowOnceScrolledTo(element: Locator): Promise<boolean> {
    await element.scrollIntoViewIfNeeded();
    return element.evaluate((e) => {
      const r = e.getBoundingClientRect();
      return r.left >= 0 && r.right <= window.innerWidth && r.top >= 0 && r.bottom <= window.innerHeight;
    });
  }

  /** Whether the table in `within` is wider than its card and scrolls sideways inside it, the card inside the window. */
  async tableScrollsInItsCard(within: Locator): Promise<boolean> {
    return within.locator('table').first().evaluate((table) => {
      let box = table.parentElement;
      while (box && getComputedStyle(box).overflowX !== 'auto') box = box.parentElement;
      return Boolean(box) && box!.scrollWidth > box!.clientWidth && box!.getBoundingClientRect().right <= window.innerWidth;
    });
  }

  async waitForList() {
    await this.page.locator('.RaList-main table, .RaList-main .RaList-noResults, .RaList-main .RaEmpty-message').first().waitFor();
    await this.settled();
  }

  /** No progress bar or spinner left. */
  async settled() {
    await this.page.waitForFunction(() => !document.querySelector('[role="progressbar"], [aria-busy="true"]'));
  }

  /** Types into the list's search box and waits until every row shown matches it. */
  async search(text: string) {
    const box = this.page.getByRole('textbox', { name: /search/i }).first();
    await box.fill(text);
    await this.everyRowShows(text);
  }

  /** Waits until the list shows rows that all contain the text (case-insensitive), or says there are none. */
  async everyRowShows(text: string) {
    await this.page.waitForFunction((term) => {
      const rows = [...document.querySelectorAll('.RaList-main tbody tr')];
      const empty = document.querySelector('.RaList-main .RaList-noResults, .RaEmpty-message');
      return (rows.length > 0 && rows.every((r) => r.textContent!.toLowerCase().includes(term))) || Boolean(empty);
    }, text.toLowerCase());
    await this.settled();
  }

  async chooseFilter(label: string, option: string) {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await this.settled();
  }

  async addFilter(label: string) {
    await this.page.getByRole('button', { name: /add filter/i }).click();
    await this.page.getByRole('menuitemcheckbox', { name: label }).or(this.page.getByRole('menuitem', { name: label })).first().click();
  }

  /**
   * Types a day (YYYY-MM-DD) into a date filter already shown, and waits until the list's URL holds it (`source`, the
   * filter's field): react-admin applies a typed filter half a second later, with the filters shown *then*, so a
   * filter added before that moment would be dropped again (a user who waits for the list to follow sees no harm).
   */
  async fillDateFilter(label: string, day: string, source: string) {
    const input = this.page.getByLabel(label, { exact: true });
    await input.fill(day);
    await input.press('Tab');
    await this.page.waitForURL((url) => source in listFilter(url));
    await this.settled();
  }

  rows(): Locator {
    return this.page.locator('.RaList-main tbody tr');
  }

  row(text: string): Locator {
    return this.rows().filter({ hasText: text });
  }

  async columnTexts(index: number): Promise<string[]> {
    return this.rows().locator(`td:nth-child(${index})`).allInnerTexts();
  }

  async sortBy(column: string) {
    // The header's button is named by its tooltip ("Sort by Price ascending").
    await this.page.locator('.RaList-main thead').getByRole('button', { name: new RegExp(`\\b${escapeRegExp(column)}\\b`, "i") }).click();
    await this.settled();
  }

  button(name: string | RegExp, within: Locator | Page = this.page): Locator {
    return within.getByRole('button', { name: typeof name === 'string' ? new RegExp(`^${escapeRegExp(name)}$`, 'i') : name });
  }

  link(name: string | RegExp, within: Locator | Page = this.page): Locator {
    return within.getByRole('link', { name: typeof name === 'string' ? new RegExp(`^${escapeRegExp(name)}$`, 'i') : name });
  }

  field(label: string): Locator {
    // Required inputs carry react-admin's " *" after their label.
    return this.page.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`));
  }

  async fillFields(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  /** The list's Create button, then the empty form. */
  async openCreate() {
    await this.link('Create').click();
    await this.page.waitForURL((url) => url.pathname.endsWith('/create'));
    await this.button('Save').waitFor();
  }

  /** The view or edit dialog open over a list (its title, e.g. "User details"). */
  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** A row's name link: its view dialog over the list, at `…/:id/show`. */
  async openView(text: string, title: string) {
    await this.link(text, this.row(text)).first().click();
    await this.page.waitForURL((url) => /\/\d+\/show$/.test(url.pathname));
    await this.dialog(title).waitFor();
    await this.settled();
    return this.dialog(title);
  }

  /** A row's Edit button: its edit dialog over the list, at `…/:id`, with the record's form. */
  async openEditRow(text: string, title: string) {
    await this.link('Edit', this.row(text)).click();
    return this.waitForEditDialog(title);
  }

  async waitForEditDialog(title: string) {
    await this.page.waitForURL((url) => /\/\d+$/.test(url.pathname));
    const dialog = this.dialog(title);
    await this.button('Save', dialog).waitFor();
    await this.settled();
    return dialog;
  }

  async save() {
    await this.button('Save').click();
  }

  /** Deletes from a row's Delete button, confirming in the dialog. */
  async deleteRow(text: string) {
    await this.button('Delete', this.row(text)).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    await this.button('Confirm', dialog).click();
  }

  /** The value shown for a label on a detail page (react-admin's labelled fields). */
  detail(label: string): Locator {
    return this.page.locator('.RaSimpleShowLayout-stack .ra-field').filter({ has: this.page.getByText(label, { exact: true }) }).first();
  }
}
