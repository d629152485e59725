// The account screens as a person sees them: the sign-up forms, the "Sign In to Da Deal!" dialog, the navigation
// bar's account part and the toasts.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface SignupDetails {
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  password?: string;
  confirmPassword?: string;
  companyName?: string;
  contactNumber?: string;
  websiteUrl?: string;
  terms?: boolean;
  newsletter?: boolean;
}

export class SignupPage {
  constructor(readonly page: Page, readonly kind: 'user' | 'business' | 'partner' = 'user') {}

  async open() {
    await this.page.goto({ user: '/user-signup', business: '/business-signup', partner: '/partners' }[this.kind]);
    await this.form.waitFor();
  }

  get form(): Locator {
    return this.page.getByRole('region', { name: { user: 'Sign-up form', business: 'Business sign-up form', partner: 'Partner sign-up form' }[this.kind] });
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  async fill(details: SignupDetails) {
    const text: Array<[keyof SignupDetails, string]> = [
      ['companyName', 'Company Name'], ['contactNumber', 'Contact Number'], ['websiteUrl', 'Website URL (optional)'],
      ['firstName', 'First Name'], ['lastName', 'Last Name'], ['email', 'Email'], ['phoneNumber', 'Phone Number'],
      ['password', 'Password'], ['confirmPassword', 'Confirm Password'],
    ];
    for (const [key, label] of text) {
      const value = details[key];
      if (typeof value === 'string') await this.field(label).fill(value);
    }
    if (details.terms !== undefined) await this.form.getByRole('checkbox', { name: /^I agree to the Terms of Service/ }).setChecked(details.terms);
    if (details.newsletter !== undefined) await this.form.getByRole('checkbox', { name: /newsletter/ }).setChecked(details.newsletter);
  }

  async submit() {
    await this.form.getByRole('button', { name: { user: 'Create Account', business: 'Create Business Account', partner: 'Create Partner Account' }[this.kind] }).click();
  }

  /** The red box of spec §2. */
  alert(text: string): Locator {
    return this.form.locator('.form-alert').filter({ hasText: text });
  }
}

export class LoginDialog {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByRole('dialog', { name: 'Sign In to Da Deal!' });
  }

  get email(): Locator {
    return this.root.getByLabel('Email', { exact: true });
  }

  get password(): Locator {
    return this.root.getByLabel('Password', { exact: true });
  }

  get submitButton(): Locator {
    return this.root.getByRole('button', { name: /^(Sign In|Signing In\.\.\.)$/ });
  }

  async signIn(email: string | null, password: string) {
    await this.root.waitFor();
    if (email !== null) await this.email.fill(email);
    await this.password.fill(password);
    await this.submitButton.click();
  }

  /**
   * Signs in, sees the "Login Successful" toast with `greeting`, then waits for the reload 0.5 s later that takes it
   * away (spec §2) to be done, so the next navigation is not cut short by it.
   */
  async signInGreeted(email: string | null, password: string, greeting: string) {
    const shown = await recordToasts(this.page);
    await this.page.evaluate(() => Object.assign(window, { beforeSignInReload: true }));
    await this.signIn(email, password);
    await toastShown(shown, 'Login Successful', greeting);
    await this.page.waitForFunction(() => !('beforeSignInReload' in window));
    await this.page.waitForLoadState();
  }
}

const SHOWN_TOASTS = 'e2e:shown-toasts';

/**
 * Keeps the text of every toast the current document shows, in sessionStorage (it outlives a reload): the sign-in
 * toast is on screen 0.5 s before the page reloads (spec §2), too short for polling on a busy machine to be sure to
 * see it. Returns a reader of what has been shown so far.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate((key) => {
    const seen: string[] = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('[data-sonner-toast]')) {
        const text = element.textContent ?? '';
        if (text && !seen.includes(text)) {
          seen.push(text);
          sessionStorage.setItem(key, JSON.stringify(seen));
        }
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, SHOWN_TOASTS);
  // While the page reloads there is no document to ask: nothing more to read yet.
  return () => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], SHOWN_TOASTS).catch(() => []);
}

/** Waits until a recorded toast showed `title` and `text` together (a state, however briefly it was on screen). */
export async function toastShown(shown: () => Promise<string[]>, title: string, text: string) {
  await expect.poll(async () => (await shown()).some((toast) => toast.includes(title) && toast.includes(text)), { timeout: 30_000 }).toBe(true);
}

/** The desktop navigation bar's account part (spec §2). */
export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The toast showing now (one at a time, spec §9). */
export function toast(page: Page, title: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}
