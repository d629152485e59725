// /admin-login as a person sees it: email, password, "Access Dashboard", the notice, the toasts.
import type { Locator, Page } from 'playwright-core';
import { ADMIN_PATHS, LOGIN_PAGE } from '../../src/texts.js';

export class LoginPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto(ADMIN_PATHS.login);
    await this.heading().waitFor();
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  email(): Locator {
    return this.page.getByRole('textbox', { name: LOGIN_PAGE.email });
  }

  password(): Locator {
    return this.page.getByLabel(LOGIN_PAGE.password, { exact: true });
  }

  submit(): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^(${LOGIN_PAGE.submit}|${LOGIN_PAGE.pending})$`) });
  }

  notice(): Locator {
    return this.page.getByText(LOGIN_PAGE.notice);
  }

  async fill(email: string, password: string) {
    await this.email().fill(email);
    await this.password().fill(password);
  }

  /** Waits until the browser shows /admin-login. */
  async waitUntilShown() {
    await this.page.waitForURL((url) => url.pathname === ADMIN_PATHS.login);
    await this.heading().waitFor();
  }
}
