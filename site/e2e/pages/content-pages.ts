// The content pages as a person sees them: the page's one h1, the contact form and its FAQ, the footer.
import type { Locator, Page } from 'playwright-core';

/** Text as read on screen: non-breaking and repeated spaces count as one space. */
export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

export async function h1Texts(page: Page): Promise<string[]> {
  return (await page.getByRole('heading', { level: 1 }).allTextContents()).map(squash);
}

export interface ContactDetails {
  name?: string;
  email?: string;
  userType?: 'Consumer/Deal Hunter' | 'Business Owner';
  subject?: string;
  message?: string;
}

export class ContactPage {
  constructor(readonly page: Page) {}

  /** Opens the page (`?lang=` in `path` for another language) and waits for React to own the form. */
  async open(path = '/contact-us') {
    await this.page.goto(path);
    await this.hydrated();
  }

  /**
   * Waits until the form on screen is React's: the server-rendered page is hydrated or rendered afresh once its screen's
   * module is there, and a form typed into before that would lose what was typed.
   */
  async hydrated() {
    await this.page.waitForFunction(() => {
      const form = document.querySelector('form[aria-labelledby="contact-form-title"]');
      return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps'));
    });
  }

  get form(): Locator {
    return this.page.getByRole('form', { name: 'Send us a message' });
  }

  field(label: 'Full Name' | 'Email' | 'I am a' | 'Subject' | 'Message'): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  /** The submit button, whatever it reads ("Send Message", or "Sending..." while pending). */
  get submitButton(): Locator {
    return this.form.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });
  }

  async fill(details: ContactDetails) {
    if (details.name !== undefined) await this.field('Full Name').fill(details.name);
    if (details.email !== undefined) await this.field('Email').fill(details.email);
    if (details.userType !== undefined) await this.field('I am a').selectOption({ label: details.userType });
    if (details.subject !== undefined) await this.field('Subject').fill(details.subject);
    if (details.message !== undefined) await this.field('Message').fill(details.message);
  }

  async submit() {
    await this.form.getByRole('button', { name: 'Send Message' }).click();
  }

  /** The error shown under one field (its accessible description). */
  error(text: string): Locator {
    return this.form.locator('.field__error').filter({ hasText: text });
  }

  /** The values the form holds now, in field order. */
  async values(): Promise<string[]> {
    return Promise.all((['Full Name', 'Email', 'I am a', 'Subject', 'Message'] as const).map((label) => this.field(label).inputValue()));
  }
}

export function footer(page: Page): Locator {
  return page.getByRole('contentinfo');
}

/** The toast showing now (one at a time, spec §9). */
export function toast(page: Page, title: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}
