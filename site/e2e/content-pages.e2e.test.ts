// The content pages end to end (spec §2 "Contact page", "Static pages", §5 Contact, §8 Contact toasts, §9): each
// page's own heading, words and document title; the legal pages' sections; the pricing figures and featuring plans;
// the contact form with core's messages, "Sending...", the toast, the reset form and the mail that really arrives;
// checkout and purchase success; the 404 page and status; footer links; axe at 1280 px and on phones; the pages in
// Japanese, German, French and Spanish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FEATURING_PLANS, MESSAGES, createTranslator, formatPrice, type CompiledCatalogue, type Deal } from '@dadeal/core';
import { seriousAxeViolations, settled, startSite, type SiteHarness } from './harness.js';
import { ContactPage, footer, h1Texts, squash, toast } from './pages/content-pages.js';

let site: SiteHarness;
let desktop: Page;
let phone: Page;
let deals: Deal[];

beforeAll(async () => {
  site = await startSite();
  [desktop, phone] = await Promise.all([site.newPage(), site.newPage({ width: 390 })]);
  deals = (await site.api<Deal[]>('GET', '/api/deals?limit=100')).body;
});
afterAll(async () => {
  await site?.close();
});

/** Opens a path on a page and waits for its one h1 and for nothing left loading. */
async function open(page: Page, path: string, h1: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).filter({ hasText: new RegExp(`^${h1.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')}$`) }).waitFor();
  await settled(page);
}

const main = (page: Page) => page.getByRole('main');

interface PageCase {
  path: string;
  h1: string;
  title: string;
  /** Words only this page says. */
  says: string[];
  /** Marketing pages call to both sign-ups (spec §2). */
  ctas?: boolean;
  /** Contact and payment pages carry an ad slot (spec §2). */
  ad?: boolean;
}

const PAGES: PageCase[] = [
  { path: '/how-it-works', h1: 'How Da Deal! Works', title: 'How It Works', says: ['Save in Three Easy Steps', 'Show your code', 'Bring In Customers in Four Steps', 'Redeem'], ctas: true },
  { path: '/pricing', h1: 'Simple, Honest Pricing', title: 'Pricing', says: ['Plans for Deal Hunters', 'Plans for Businesses', 'Feature a Deal'], ctas: true },
  { path: '/why-choose-us', h1: 'Why Choose Da Deal!', title: 'Why Choose Us', says: ['Real Savings, Close to Home', 'Built for Local Businesses'], ctas: true },
  { path: '/terms-of-service', h1: 'Terms of Service', title: 'Terms of Service', says: ['Last updated: January 13, 2025', 'The rules for browsing, claiming and listing deals on Da Deal!, written to be read.'] },
  { path: '/privacy-policy', h1: 'Privacy Policy', title: 'Privacy Policy', says: ['What we collect when you use Da Deal!, why we collect it, and the choices you have.'] },
  { path: '/contact-us', h1: 'Get in Touch', title: 'Contact Us', says: ['Send us a message', 'Frequently Asked Questions'], ad: true },
  { path: '/purchase-success', h1: 'Purchase Complete', title: 'Purchase Complete', says: ['Your deal is ready'], ad: true },
];

describe('every content page', () => {
  it('renders its own h1, words and document title, calls to sign up where it sells, and passes axe at 1280 px', async () => {
    for (const { path, h1, title, says, ctas, ad = false } of PAGES) {
      await open(desktop, path, h1);
      expect(await h1Texts(desktop), path).toEqual([h1]);
      expect(await desktop.title(), path).toBe(`${title} · Da Deal!`);
      for (const text of says) await main(desktop).getByText(text, { exact: true }).first().waitFor();
      if (ctas) {
        const hrefs = await main(desktop).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        expect(hrefs, path).toContain('/user-signup');
        expect(hrefs, path).toContain('/business-signup');
      }
      expect(await main(desktop).getByRole('complementary', { name: 'Advertisement' }).count(), path).toBe(ad ? 1 : 0);
      expect(await seriousAxeViolations(desktop), path).toEqual([]);
    }
  });

  it('passes axe on a phone too (contact, pricing, terms)', async () => {
    for (const [path, h1] of [['/contact-us', 'Get in Touch'], ['/pricing', 'Simple, Honest Pricing'], ['/terms-of-service', 'Terms of Service']]) {
      await open(phone, path, h1);
      expect(await seriousAxeViolations(phone), path).toEqual([]);
      // Nothing wider than the screen.
      expect(await phone.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });
});

describe('server-rendered', () => {
  /** The sign-up pages are server-rendered too: their heading, the form's fields and the pitch. */
  const SIGNUPS = [
    { path: '/user-signup', h1: 'Create Your Account', says: ['Why join Da Deal!'] },
    { path: '/partners', h1: 'Become a Da Deal! Partner', says: ['Company Name', 'Website'] },
  ];

  it('reads the same without JavaScript, and hydrates with no console error or hydration warning', async () => {
    const { path, h1, says } = PAGES.find((p) => p.path === '/pricing')!;
    const context = await site.browser.newContext({ javaScriptEnabled: false, baseURL: site.url, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      expect((await page.goto(path))?.status()).toBe(200);
      expect(await h1Texts(page)).toEqual([h1]);
      for (const text of says) await main(page).getByText(text, { exact: true }).first().waitFor();
      // Every featuring plan with the price the server charges.
      for (const plan of FEATURING_PLANS) await main(page).getByText(formatPrice(plan.price)).first().waitFor();
      for (const signup of SIGNUPS) {
        expect((await page.goto(signup.path))?.status()).toBe(200);
        expect(await h1Texts(page)).toEqual([signup.h1]);
        for (const text of signup.says) await main(page).getByText(text, { exact: true }).first().waitFor();
        // The form as the app shows it, styled from the first paint (its stylesheet is in the page's head).
        await main(page).getByLabel('Email').waitFor();
        expect(await main(page).locator('form').evaluate((form) => getComputedStyle(form.closest('.card')!).borderRadius)).not.toBe('0px');
      }
    } finally {
      await context.close();
    }

    for (const visit of [path, ...SIGNUPS.map((signup) => signup.path)]) {
      const page = await site.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning' || /hydrat/i.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      const stylesheets: string[] = [];
      page.on('request', (request) => void (request.resourceType() === 'stylesheet' && stylesheets.push(new URL(request.url()).pathname)));
      await page.goto(visit);
      await page.waitForLoadState('load');
      // Hydrated: the server's Sign In button opens the sign-in dialog (the page's own handler runs).
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByRole('dialog', { name: 'Sign In to Da Deal!' }).waitFor();
      expect(problems, visit).toEqual([]);
      // The screen's stylesheets came in the page's head, each named: hydrating its chunk fetched none of them again.
      const inPage = await page.locator('style[data-href]').evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
      expect(inPage.length, visit).toBeGreaterThan(2); // the first script's two, and the screen's own
      expect(stylesheets.filter((sheet) => inPage.includes(sheet)), visit).toEqual([]);
      await page.close();
    }
  });

  it('keeps the server\'s HTML when it hydrates a screen of its own chunk (the contact form keeps the server\'s field ids)', async () => {
    // A screen still loading when the page hydrated was a boundary the session's first update reached first: React
    // threw the server's HTML away and drew the page again (ids from useId then differ from the server's `_R_…`
    // ones, and what was typed meanwhile was lost). English and another language alike.
    for (const path of ['/contact-us', '/contact-us?lang=de']) {
      const page = await site.newPage();
      const contact = new ContactPage(page);
      await contact.open(path);
      const served = await (await page.request.get(path)).text();
      const id = await page.locator('form[aria-labelledby="contact-form-title"] input').first().getAttribute('id');
      expect(id).toBeTruthy();
      expect(served).toContain(`id="${id}"`);
      await page.close();
    }
  });
});

describe('the legal pages', () => {
  it('Terms of Service: January 13, 2025 and ten numbered sections, each reachable from the contents', async () => {
    await open(desktop, '/terms-of-service', 'Terms of Service');
    const article = desktop.getByRole('article');
    const sections = (await article.getByRole('heading', { level: 2 }).allTextContents()).map(squash);
    expect(sections).toEqual([
      '1. Agreement to Terms', '2. Use License', '3. User Accounts', '4. Deals and Purchases', '5. Business Listings',
      '6. Prohibited Uses', '7. Disclaimer', '8. Limitations of Liability', '9. Governing Law', '10. Changes to These Terms',
    ]);
    await article.getByText(/laws of the United States/).waitFor();
    await article.getByText(/at least 30 days' notice/).waitFor();

    const contents = desktop.getByRole('navigation', { name: 'On this page' });
    expect(await contents.getByRole('link').count()).toBe(10);
    await contents.getByRole('link', { name: /Governing Law/ }).click();
    await desktop.waitForURL('**/terms-of-service#governing-law');
    await desktop.waitForFunction(() => {
      const top = document.getElementById('governing-law')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    });
  });

  it('Privacy Policy: eleven sections with the rights, cookies, children and international users', async () => {
    await open(desktop, '/privacy-policy', 'Privacy Policy');
    const article = desktop.getByRole('article');
    const sections = (await article.getByRole('heading', { level: 2 }).allTextContents()).map(squash);
    expect(sections).toEqual([
      '1. Information We Collect', '2. How We Use Your Information', '3. Information Sharing', '4. Data Security',
      '5. Data Retention', '6. Your Rights', '7. Cookies', '8. Third-Party Services', "9. Children's Privacy",
      '10. International Users', '11. Changes to This Policy',
    ]);
    const rights = await article.locator('#your-rights li strong').allTextContents();
    expect(rights).toEqual(['Access', 'Update', 'Delete', 'Opt out', 'Portability']);
    const cookies = await article.locator('#cookies li strong').allTextContents();
    expect(cookies).toEqual(['Essential', 'Analytics', 'Advertising', 'Preference']);
    await article.getByText(/not directed to children under 13/).waitFor();
    await article.getByText(/stored and processed there/).waitFor();
    await article.getByText(/by email to the address on your account or by a notice on the site/).waitFor();
  });
});

describe('the pricing page', () => {
  it("shows spec §9's plans, the trial and guarantee, and every featuring plan as the server charges it", async () => {
    await open(desktop, '/pricing', 'Simple, Honest Pricing');
    const plans = async (section: string) => {
      const region = desktop.getByRole('region', { name: section });
      return (await region.locator('.plan').allInnerTexts()).map(squash);
    };
    const hunters = await plans('Plans for Deal Hunters');
    expect(hunters).toHaveLength(2);
    expect(hunters[0]).toMatch(/^Basic Free .*Claim up to 3 deals per month/);
    expect(hunters[1]).toMatch(/Premium \$5\.00 per month/);

    const businesses = await plans('Plans for Businesses');
    expect(businesses).toHaveLength(3);
    expect(businesses[0]).toMatch(/^Basic Free .*3 active deals/);
    expect(businesses[1]).toMatch(/Starter \$25 per month .*20 active deals 5 featured placements/);
    expect(businesses[2]).toMatch(/Professional \$45 per month .*Unlimited active deals/);

    await main(desktop).getByRole('heading', { name: '14-day free trial' }).waitFor();
    await main(desktop).getByRole('heading', { name: '30-day money-back guarantee' }).waitFor();

    const featuring = await plans('Feature a Deal');
    expect(featuring).toHaveLength(FEATURING_PLANS.length);
    FEATURING_PLANS.forEach((plan, i) => {
      expect(featuring[i]).toContain(`${plan.name} ${formatPrice(plan.price)} for ${plan.duration}`);
      for (const feature of plan.features) expect(featuring[i]).toContain(feature);
      expect(featuring[i].startsWith('Most Popular')).toBe(plan.mostPopular === true);
    });
  });
});

describe('checkout and purchase success', () => {
  it('reviews a deal, says nothing is paid online, and claims it on its deal dialog', async () => {
    const deal = deals.find((d) => d.totalCoupons > d.usedCoupons) as Deal;
    await open(desktop, `/checkout/${deal.id}`, 'Checkout');
    expect(await desktop.title()).toBe(`Checkout: ${deal.title} · Da Deal!`);
    await main(desktop).getByRole('heading', { level: 2, name: deal.title }).waitFor();
    const pay = desktop.getByRole('region', { name: 'Nothing to pay online' });
    expect(squash(await pay.locator('dl').innerText())).toContain(`Due now $0.00 Pay at ${deal.business.companyName} ${formatPrice(deal.dealPrice)}`);
    await main(desktop).getByRole('complementary', { name: 'Advertisement' }).waitFor();
    expect(await seriousAxeViolations(desktop)).toEqual([]);

    await pay.getByRole('link', { name: 'Claim This Deal' }).click();
    await desktop.waitForURL(`**/?deal=${deal.id}`);
    await desktop.getByRole('dialog', { name: deal.title }).getByRole('button', { name: 'Claim Deal' }).waitFor();
  });

  it('tells that a sold-out deal is no longer available, with no way to claim it', async () => {
    const soldOut = deals.find((d) => d.usedCoupons >= d.totalCoupons) as Deal;
    await open(phone, `/checkout/${soldOut.id}`, 'Checkout');
    await main(phone).getByText(`Sold Out: ${MESSAGES.dealUnavailable}`).waitFor();
    expect(await main(phone).getByRole('link', { name: 'Claim This Deal' }).count()).toBe(0);
    expect(await seriousAxeViolations(phone)).toEqual([]);
  });

  it('shows "Deal Not Found" for a deal that is not public and for an address that names no deal', async () => {
    for (const path of ['/checkout/999999', '/checkout/not-a-deal']) {
      await open(desktop, path, 'Deal Not Found');
      expect(await desktop.title()).toBe('Deal Not Found · Da Deal!');
      expect(await main(desktop).getByRole('link', { name: 'Browse Deals' }).getAttribute('href')).toBe('/');
    }
  });

  it('thanks after a purchase and links to the dashboard, home and contact', async () => {
    await open(desktop, '/purchase-success', 'Purchase Complete');
    const hrefs = await main(desktop).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/user-dashboard', '/', '/contact-us']);
  });
});

describe('the 404 page', () => {
  it('answers an unknown path with status 404 and "404 Page Not Found", with the ways back', async () => {
    const response = await desktop.goto('/no-such-page/here');
    expect(response?.status()).toBe(404);
    await desktop.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    expect(await h1Texts(desktop)).toEqual(['404 Page Not Found']);
    expect(await desktop.title()).toBe('404 Page Not Found · Da Deal!');
    await main(desktop).getByText('/no-such-page/here', { exact: true }).waitFor();
    expect(await main(desktop).getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(await main(desktop).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact-us');
    expect(await seriousAxeViolations(desktop)).toEqual([]);

    await main(desktop).getByRole('link', { name: 'Back to Home' }).click();
    await desktop.getByRole('heading', { level: 1, name: 'Find Da Deal!' }).waitFor();
  });
});

describe('the footer', () => {
  it('opens every content page and starts it at the top', async () => {
    await open(desktop, '/terms-of-service', 'Terms of Service');
    const links: Array<[string, string, string]> = [
      ['How It Works', '/how-it-works', 'How Da Deal! Works'],
      ['Pricing', '/pricing', 'Simple, Honest Pricing'],
      ['Why Choose Us', '/why-choose-us', 'Why Choose Da Deal!'],
      ['Contact Us', '/contact-us', 'Get in Touch'],
      ['Privacy Policy', '/privacy-policy', 'Privacy Policy'],
      ['Terms of Service', '/terms-of-service', 'Terms of Service'],
    ];
    for (const [name, path, h1] of links) {
      await footer(desktop).scrollIntoViewIfNeeded();
      await desktop.waitForFunction(() => window.scrollY > 200);
      await footer(desktop).getByRole('link', { name, exact: true }).click();
      await desktop.waitForURL(`**${path}`);
      await desktop.waitForFunction((text) => document.querySelector('h1')?.textContent?.replace(/\s+/g, ' ') === text, h1);
      await desktop.waitForFunction(() => window.scrollY === 0);
    }
  });
});

describe('the contact page', () => {
  let contactPosts = 0;
  const countPosts = (page: Page) =>
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') contactPosts += 1;
    });

  it("shows core's messages for what it would refuse, and sends nothing", async () => {
    const contact = new ContactPage(await site.newPage());
    countPosts(contact.page);
    await contact.open();
    expect(await contact.field('Message').getAttribute('rows')).toBe('6');
    expect(await contact.field('I am a').locator('option:not([disabled])').allTextContents()).toEqual(['Consumer/Deal Hunter', 'Business Owner']);

    await contact.submit();
    for (const message of [
      'Name must be at least 2 characters', 'Please enter a valid email address', 'Please select your user type',
      'Subject must be at least 5 characters', 'Message must be at least 10 characters',
    ]) {
      await contact.error(message).waitFor();
    }
    expect(await contact.field('Full Name').getAttribute('aria-invalid')).toBe('true');

    await contact.fill({ name: 'A', email: 'kai@example', userType: 'Consumer/Deal Hunter', subject: 'Hi', message: 'Too short' });
    await contact.submit();
    await contact.error('Name must be at least 2 characters').waitFor();
    await contact.error('Please enter a valid email address').waitFor();
    await contact.error('Subject must be at least 5 characters').waitFor();
    await contact.error('Message must be at least 10 characters').waitFor();
    expect(await contact.error('Please select your user type').count()).toBe(0);

    await contact.fill({ name: 'R2-D2', email: 'kai@example.test' });
    await contact.submit();
    await contact.error('Name contains invalid characters').waitFor();
    expect(await contact.error('Please enter a valid email address').count()).toBe(0);
    expect(contactPosts).toBe(0);
  });

  it('opens the four FAQ answers', async () => {
    const contact = new ContactPage(desktop);
    await contact.open();
    const faq = desktop.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = faq.locator('summary');
    expect(await questions.count()).toBe(4);
    const answers = [/within 24 hours on business days/, /email address of your Da Deal! account/, /Monday-Friday, 9:00 AM to 6:00 PM EST/, /by appointment only/];
    for (const [i, answer] of answers.entries()) {
      const text = faq.getByText(answer);
      expect(await text.isVisible()).toBe(false);
      await questions.nth(i).click();
      await text.waitFor();
    }
  });

  it('says "Sending...", then "Message Sent Successfully!", empties the form, and the message reaches the team', async () => {
    const contact = new ContactPage(phone);
    await contact.open();
    const subject = `Coupon question ${Date.now().toString(36)}`;
    await contact.fill({
      name: "Leilani O'Connor-Akana", email: 'leilani@example.test', userType: 'Business Owner', subject,
      message: 'Can I run two deals for the same sunset cruise on different days?',
    });

    // Hold the request at the network until the pending state has been seen, then let it reach the server.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    await phone.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    const mails = site.smtp.messages.length;
    await contact.submit();
    const pending = contact.form.getByRole('button', { name: 'Sending...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();

    await toast(phone, 'Message Sent Successfully!').getByText(MESSAGES.contactSent).waitFor();
    await contact.form.getByRole('button', { name: 'Send Message' }).waitFor();
    expect(await contact.values()).toEqual(['', '', '', '', '']);
    await phone.unroute('**/api/contact');

    const mail = await site.smtp.waitFor(mails + 1);
    expect(mail.text).toContain(`[Contact] ${subject}`);
    expect(mail.text).toContain("From: Leilani O'Connor-Akana <leilani@example.test> (business)");
    expect(mail.text).toContain('Can I run two deals for the same sunset cruise on different days?');
  });

  // Last on purpose: it spends the server's contact allowance for this address (5 an hour).
  it('says "Error" with the server\'s words when the server refuses, and keeps what was typed', async () => {
    for (let i = 0; i < 6; i++) {
      const { status } = await site.api('POST', '/api/contact', {
        name: 'Rate Tester', email: `rate-${i}@example.test`, userType: 'user', subject: 'Filling the allowance', message: 'One more message to reach the limit.',
      });
      if (status === 429) break;
      expect(status).toBe(201);
    }
    const contact = new ContactPage(desktop);
    await contact.open();
    const typed = { name: 'Noe Kahale', email: 'noe@example.test', userType: 'Consumer/Deal Hunter', subject: 'Lost my coupon', message: 'My coupon code disappeared from my dashboard.' } as const;
    await contact.fill(typed);
    await contact.submit();
    await toast(desktop, 'Error').getByText(MESSAGES.tooManyRequests).waitFor();
    await contact.form.getByRole('button', { name: 'Send Message' }).waitFor();
    expect(await contact.values()).toEqual([typed.name, typed.email, 'user', typed.subject, typed.message]);
  });
});

describe('the content pages in another language', () => {
  const catalogue = async (language: 'es' | 'fr' | 'de' | 'ja') =>
    createTranslator(language, await import(`../../core/src/i18n/generated/${language}.js`) as CompiledCatalogue);

  it('shows pricing in Japanese on a phone: the plans, prices in the locale and the featuring plans by their Japanese names', async () => {
    const ja = await catalogue('ja');
    const page = await site.newPage({ width: 390 });
    await page.goto('/pricing?lang=ja');
    await page.getByRole('heading', { level: 1, name: ja.t('site.pricing.title') }).waitFor();
    const hunters = page.getByRole('region', { name: ja.t('site.pricing.huntersTitle') });
    await hunters.getByText(ja.t('site.pricing.userBasic1'), { exact: true }).waitFor();
    expect(squash(await hunters.locator('.plan').nth(1).innerText())).toContain(`${ja.t('site.pricing.premium')} $5.00 ${ja.t('site.pricing.perMonth')}`);
    const featuring = (await page.getByRole('region', { name: ja.t('site.pricing.featureTitle') }).locator('.plan').allInnerTexts()).map(squash);
    FEATURING_PLANS.forEach((plan, i) => {
      expect(featuring[i]).toContain(`${ja.t(`site.plans.${plan.id}` as never)} ${formatPrice(plan.price, 'ja-JP')}`);
      expect(featuring[i].startsWith(ja.t('site.pricing.mostPopular'))).toBe(plan.mostPopular === true);
    });
    await page.getByRole('heading', { name: ja.t('site.pricing.faqTitle') }).waitFor();
    await page.getByRole('link', { name: ja.t('site.marketing.signUpFree') }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('shows the business sign-up pitch in German with its links, and French how-it-works and why-choose-us pages', async () => {
    const [de, fr] = [await catalogue('de'), await catalogue('fr')];
    const page = await site.newPage({ width: 390 });
    await page.goto('/business-signup?lang=de');
    await page.getByRole('heading', { level: 1, name: de.t('site.signupBusiness.title') }).waitFor();
    const pitch = page.getByRole('region', { name: de.t('site.signupBusiness.why') });
    await pitch.getByText(de.t('site.signupBusiness.r1Title'), { exact: true }).waitFor();
    expect(await pitch.getByRole('link', { name: 'Preise' }).getAttribute('href')).toBe('/pricing');
    expect(await pitch.getByRole('link', { name: 'warum Unternehmen uns wählen' }).getAttribute('href')).toBe('/why-choose-us');
    await page.getByText(de.t('site.signupBusiness.last'), { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto('/how-it-works?lang=fr');
    await page.getByRole('heading', { level: 1, name: squash(fr.t('site.howItWorks.title')) }).waitFor();
    await page.getByRole('heading', { name: fr.t('site.howItWorks.huntersTitle') }).waitFor();
    await page.getByRole('heading', { name: fr.t('site.marketing.ctaTitle') }).waitFor();
    await page.getByText(fr.t('site.howItWorks.featureText', { price: formatPrice('5.00', 'fr-FR'), duration: fr.t('site.plans.hours24') })).waitFor();
    await page.goto('/why-choose-us?lang=fr');
    await page.getByRole('heading', { level: 1, name: squash(fr.t('site.whyUs.title')) }).waitFor();
    expect(await page.getByRole('link', { name: 'formules', exact: true }).getAttribute('href')).toBe('/pricing');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('sends the contact form in French (validation, "I am a" choices, the toast) and reviews a checkout in Spanish', async () => {
    const [fr, es] = [await catalogue('fr'), await catalogue('es')];
    const page = await site.newPage();
    await new ContactPage(page).open('/contact-us?lang=fr');
    const form = page.getByRole('form', { name: fr.t('site.contact.formTitle') });
    const choices = form.getByLabel(fr.t('site.contact.userType'), { exact: true });
    expect(await choices.locator('option:not([disabled])').allTextContents()).toEqual([fr.t('site.contact.userTypeUser'), fr.t('site.contact.userTypeBusiness')]);
    await form.getByRole('button', { name: fr.t('site.contact.submit') }).click();
    await form.getByText(fr.t('validation.nameMin' as never)).waitFor();
    await page.getByRole('heading', { name: fr.t('site.contact.faqTitle') }).waitFor();

    const deal = deals.find((d) => d.totalCoupons > d.usedCoupons) as Deal;
    await page.goto(`/checkout/${deal.id}?lang=es`);
    await page.getByRole('heading', { level: 1, name: es.t('site.checkout.title') }).waitFor();
    // The title names the deal once its answer is in (the heading is there before it).
    await expect.poll(() => page.title()).toBe(`${es.t('site.checkout.pageTitle', { title: deal.title })} · Da Deal!`);
    const pay = page.getByRole('region', { name: es.t('site.checkout.payTitle') });
    expect(squash(await pay.locator('dl').innerText())).toContain(
      squash(`${es.t('site.checkout.dueNow')} ${formatPrice(0, 'es-ES')} ${es.t('site.checkout.payAt', { company: deal.business.companyName })} ${formatPrice(deal.dealPrice, 'es-ES')}`),
    );
    await pay.getByRole('link', { name: es.t('site.checkout.claim') }).waitFor();
    await main(page).getByText(es.t('widgets.remaining' as never, { left: deal.totalCoupons - deal.usedCoupons, total: deal.totalCoupons })).waitFor();
  });
});
