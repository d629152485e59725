// The first second on a phone: every server-rendered page is usable before the app's scripts have run, and what a
// visitor does then must do what they meant. For every server-rendered page and each of its interactive controls,
// signed out and signed in, at 390 px: act while the app's scripts are held, the moment they are let through, and once
// React's root exists — and the outcome is the one of acting after start (`started`, run beside them as the reference).
//
// ROWS is the one list: a server-rendered page and its controls. A page the server starts rendering needs a row
// (the first test checks that every server-rendered route has one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Deal } from '@dadeal/core';
import { TEXTS } from '@dadeal/widgets/texts';
import { PATHS } from '../src/app/paths.js';
import { NAV, TOASTS } from '../src/app/texts.js';
import { CONTACT } from '../src/routes/contact-us/texts.js';
import { serverRenders } from '../src/entry-server.js';
import { DEMO_BUSINESS, DEMO_USER, startSite, type SiteHarness } from './harness.js';
import { HomePage } from './pages/home-page.js';
import { MOMENTS, actAt, noteToasts, pageState, toastsShown, toastShown, type Moment } from './pages/startup-race.js';

type Who = 'guest' | 'user' | 'business';

interface Control {
  name: string;
  /** Who acts (default: signed out and a signed-in deal hunter). */
  who?: readonly Who[];
  /**
   * When (default: with the scripts held). The moments during hydration, and the reference of acting after start, for
   * the controls where they differ most (the session, a field React hydrates, a screen hydrated after the shell): the
   * CI's time is a budget.
   */
  moments?: readonly Moment[];
  /** Leaves out a pairing that is not a race a person can meet (default: every who at every moment). */
  when?(who: Who, moment: Moment): boolean;
  /** The control changes the account (a claim, a favourite): a new deal hunter for each scenario. */
  freshAccount?: boolean;
  act(page: Page, who: Who): Promise<void>;
  /** What acting after start does for `who`: waits for it (states, never timers). */
  outcome(page: Page, who: Who): Promise<void>;
}

interface Row {
  /** The page as tests name it. */
  page: string;
  /** The address opened (a function: it may need the demo data). */
  path: () => string;
  controls: readonly Control[];
}

let site: SiteHarness;
let deals: Deal[];
/** A Monthly deal with coupons for every claim of the run: the deep link's deal. */
let linked: Deal;
const SEARCH = 'dinner';

const toast = toastShown;
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const monthly = () => deals.filter((d) => d.category === 'Monthly');

/** The controls of the layout every page shares (the phone's menu, the header's language menu). */
const LAYOUT: readonly Control[] = [
  {
    name: "the phone's menu",
    act: (page) => page.getByRole('button', { name: NAV.menu }).click(),
    async outcome(page, who) {
      const menu = page.getByRole('navigation', { name: NAV.mobile });
      await menu.getByRole('button', { name: who === 'guest' ? NAV.signIn : NAV.logout, exact: true }).waitFor();
      expect(await page.getByRole('button', { name: NAV.menu }).getAttribute('aria-expanded')).toBe('true');
    },
  },
  {
    name: 'the language menu',
    act: (page) => page.locator('.nav__lang select').selectOption('es').then(() => undefined),
    async outcome(page) {
      await page.waitForFunction(() => document.documentElement.lang === 'es');
      await page.getByRole('button', { name: 'Menú' }).waitFor();
      expect(await page.locator('.nav__lang select').inputValue()).toBe('es');
    },
  },
];

/** The layout's controls on the home page: at every moment there (the menu), with the scripts held elsewhere. */
const HOME_LAYOUT: readonly Control[] = LAYOUT.map((control, index) => ({ ...control, moments: index === 0 ? MOMENTS : ['started', 'held'] }));
/**
 * The layout's controls on every other page: signed out, with the scripts held. The layout is one component; what
 * differs from page to page is the page's own hydration, which a signed-out tap meets as a signed-in one does. The
 * session's part (the menu's Sign In or Log out once the session is known) is the same on every page and raced on the
 * home page, at every moment, signed in and out (a signed-in row per page cost 18 browser contexts of the CI's time).
 */
const ELSEWHERE_LAYOUT: readonly Control[] = LAYOUT.map((control) => ({ ...control, who: ['guest'] }));

const ROWS: readonly Row[] = [
  {
    page: PATHS.home,
    path: () => PATHS.home,
    controls: [
      ...HOME_LAYOUT,
      {
        name: 'the Weekly tab',
        moments: ['started', 'held'],
        act: (page) => new HomePage(page).tab('Weekly').click(),
        async outcome(page) {
          const home = new HomePage(page);
          await home.grid('Weekly Deals').locator('article').first().waitFor();
          expect(await home.tab('Weekly').getAttribute('aria-selected')).toBe('true');
        },
      },
      {
        name: 'the category select',
        moments: ['started', 'held'],
        act: (page) => new HomePage(page).chooseCategory('Hotels'),
        async outcome(page) {
          const expected = monthly().filter((d) => d.businessCategory === 'hotel').length;
          await page.waitForFunction((n) => document.querySelectorAll('#deals article').length === n, expected);
          expect(await page.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('hotel');
        },
      },
      {
        name: 'Ending soon',
        moments: ['started', 'held'],
        act: (page) => new HomePage(page).endingSoon().click(),
        async outcome(page) {
          await page.waitForURL((url) => url.searchParams.get('sort') === 'ending');
          expect(await new HomePage(page).endingSoon().getAttribute('aria-pressed')).toBe('true');
        },
      },
      {
        // Pressed before the app runs, it asks where the visitor is once the app does; this browser gives no position
        // (no permission granted), so the town picker shows, as it does for a tap after start.
        name: 'Near me',
        who: ['guest'],
        moments: ['started', 'held'],
        act: (page) => page.getByRole('button', { name: TEXTS.nearMe, exact: true }).click(),
        async outcome(page) {
          await page.getByRole('combobox', { name: 'Town' }).waitFor();
          expect(await page.getByRole('button', { name: TEXTS.nearMe, exact: true }).getAttribute('aria-pressed')).toBe('true');
          expect(await page.getByRole('status').filter({ hasText: 'Pick a town instead' }).count()).toBe(1);
        },
      },
      {
        // Pressed before the app runs, the Map view opens once the app does; this server's style cannot be reached (a
        // closed local port), so the view is its list with the map's failure said, as for a tap after start.
        name: 'Map',
        who: ['guest'],
        moments: ['started', 'held'],
        act: (page) => page.getByRole('button', { name: TEXTS.mapView, exact: true }).click(),
        async outcome(page) {
          await page.getByRole('region', { name: 'Deals on the map' }).getByRole('button').first().waitFor();
          expect(await page.getByRole('button', { name: TEXTS.mapView, exact: true }).getAttribute('aria-pressed')).toBe('true');
          await page.getByRole('status').filter({ hasText: 'The map could not be loaded. The deals are listed below.' }).waitFor();
        },
      },
      {
        name: '"Search deals..." typed, the caret moved back two letters',
        moments: MOMENTS,
        async act(page) {
          const box = page.getByRole('searchbox', { name: 'Search deals' });
          await box.click();
          await box.pressSequentially(SEARCH);
          await box.press('ArrowLeft');
          await box.press('ArrowLeft');
        },
        async outcome(page) {
          // The grid lists the API's search of the tab (decision 0049).
          const expected = ((await (await fetch(`${site.url}/api/deals?category=Monthly&search=${SEARCH}`)).json()) as Deal[]).length;
          await page.waitForFunction((n) => document.querySelectorAll('#deals article').length === n, expected);
          const box = await page.evaluate(() => {
            const input = document.querySelector<HTMLInputElement>('input[type="search"]');
            return { value: input?.value, focused: document.activeElement === input, caret: [input?.selectionStart, input?.selectionEnd] };
          });
          expect(box).toEqual({ value: SEARCH, focused: true, caret: [SEARCH.length - 2, SEARCH.length - 2] });
        },
      },
      {
        name: "a card's heart",
        who: ['guest', 'user', 'business'],
        freshAccount: true,
        async act(page) {
          const heart = page.locator(`article[data-deal-id="${linked.id}"] .dd-card__heart`).first();
          if ((await heart.count()) > 0) await heart.click(); // a business account has none once the app runs
        },
        async outcome(page, who) {
          if (who === 'guest') return toast(page, TOASTS.favoritesLoginRequired[1]);
          if (who === 'business') {
            // Business accounts see no hearts (favourites are for deal hunters): the tap is gone with the heart.
            await page.waitForFunction(() => document.querySelector('.dd-card__heart') === null);
            expect(await toastsShown(page)).toEqual([]);
            return;
          }
          await page.locator(`article[data-deal-id="${linked.id}"] .dd-card__heart[aria-pressed="true"]`).first().waitFor();
        },
      },
      {
        name: "a card's See Details",
        moments: ['started', 'held'],
        act: (page) => page.locator(`article[data-deal-id="${linked.id}"]`).first().getByRole('button', { name: /^See Details/ }).click(),
        async outcome(page) {
          await new HomePage(page).dialog(linked.title).waitFor();
          expect(new URL(page.url()).searchParams.get('deal')).toBe(String(linked.id));
        },
      },
      {
        name: "the footer's Pricing link",
        act: (page) => page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).click(),
        async outcome(page) {
          await page.waitForURL((url) => url.pathname === PATHS.pricing);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
        },
      },
    ],
  },
  {
    page: '/?deal=ID',
    path: () => `/?deal=${linked.id}`,
    controls: [
      {
        name: 'Claim Deal',
        who: ['guest', 'user', 'business'],
        moments: [...MOMENTS, 'parsed'],
        freshAccount: true,
        async act(page) {
          // A click on the button itself, whatever it has become meanwhile (measured, then tapped at its place, it was
          // missed while the dialog was made modal): a business account's Claim Deal turns into a disabled "Business
          // Account" as the session is applied, and a tap then does nothing, as any later one.
          await new HomePage(page).dialog(linked.title).locator('.dd-dialog__claim').dispatchEvent('click');
        },
        async outcome(page, who) {
          if (who === 'guest') return toast(page, TOASTS.loginRequired[1]);
          if (who === 'user') return toast(page, TOASTS.dealClaimed);
          // A business account: what a later tap shows — the notice, and Claim Deal become "Business Account".
          const dialog = new HomePage(page).dialog(linked.title);
          await dialog.getByText(TEXTS.businessCannotClaim).waitFor();
          expect(await dialog.getByRole('button', { name: TEXTS.businessAccount }).isDisabled()).toBe(true);
          expect(await toastsShown(page)).toEqual([]);
        },
      },
      {
        name: "the dialog's Close",
        moments: ['held', 'parsed'],
        act: (page) => new HomePage(page).dialog(linked.title).getByRole('button', { name: TEXTS.close }).click(),
        async outcome(page) {
          await page.waitForURL((url) => !url.searchParams.has('deal'));
          await new HomePage(page).dialog().waitFor({ state: 'detached' });
        },
      },
      {
        // The page behind a modal dialog is its backdrop: a press there closes the dialog (the server's dialog is modal
        // from the page's parsing on, as after start).
        name: 'a press beside the dialog',
        moments: ['held', 'parsed'],
        async act(page) {
          // Modal already, whatever the scripts: the server's script after the dialog made it so as the page was parsed.
          expect(await new HomePage(page).dialog(linked.title).evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
          await page.mouse.click(4, 422);
        },
        async outcome(page) {
          await page.waitForURL((url) => !url.searchParams.has('deal'));
          await new HomePage(page).dialog().waitFor({ state: 'detached' });
        },
      },
      {
        name: 'Escape',
        moments: ['held', 'parsed'],
        act: (page) => page.keyboard.press('Escape'),
        async outcome(page) {
          await page.waitForURL((url) => !url.searchParams.has('deal'));
          await new HomePage(page).dialog().waitFor({ state: 'detached' });
        },
      },
      {
        name: "the dialog's Sign In",
        who: ['guest'],
        moments: ['held', 'parsed'],
        act: (page) => new HomePage(page).dialog(linked.title).getByRole('button', { name: TEXTS.signIn, exact: true }).click(),
        async outcome(page) {
          await page.getByRole('dialog', { name: 'Sign In to Da Deal!' }).waitFor();
        },
      },
    ],
  },
  ...[PATHS.howItWorks, PATHS.whyChooseUs, PATHS.termsOfService, PATHS.privacyPolicy].map((path) => ({ page: path, path: () => path, controls: ELSEWHERE_LAYOUT })),
  {
    page: PATHS.pricing,
    path: () => PATHS.pricing,
    controls: [
      ...ELSEWHERE_LAYOUT,
      {
        name: 'a question of the FAQ (a native disclosure)',
        act: (page) => page.locator('.ct-faq__question').nth(1).click(),
        async outcome(page) {
          expect(await page.locator('.ct-faq__item').nth(1).evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
        },
      },
    ],
  },
  {
    page: PATHS.contactUs,
    path: () => PATHS.contactUs,
    controls: [
      ...ELSEWHERE_LAYOUT,
      {
        name: 'the contact form typed, the caret moved back two letters',
        moments: MOMENTS,
        async act(page) {
          await field(page, CONTACT.name).pressSequentially('Kai Tester');
          await field(page, CONTACT.subject).pressSequentially('A question');
          await field(page, CONTACT.subject).press('ArrowLeft');
          await field(page, CONTACT.subject).press('ArrowLeft');
        },
        async outcome(page) {
          const form = await page.evaluate(() => {
            const subject = document.activeElement as HTMLInputElement;
            return {
              name: document.querySelector<HTMLInputElement>('input[name="name"]')?.value,
              subject: document.querySelector<HTMLInputElement>('input[name="subject"]')?.value,
              focused: subject.name,
              caret: [subject.selectionStart, subject.selectionEnd],
            };
          });
          expect(form).toEqual({ name: 'Kai Tester', subject: 'A question', focused: 'subject', caret: [8, 8] });
        },
      },
      {
        name: 'the contact form filled and sent',
        moments: ['started', 'held', 'root'],
        // Five messages an hour from one address (the API's limit): the signed-in visitor sends with the scripts held.
        when: (who, moment) => who === 'guest' || moment === 'held',
        async act(page) {
          await field(page, CONTACT.name).pressSequentially('Kai Tester');
          await field(page, CONTACT.email).pressSequentially('kai@example.test');
          await page.getByRole('combobox', { name: CONTACT.userType }).selectOption('user');
          await field(page, CONTACT.subject).pressSequentially('Early words');
          await field(page, CONTACT.message).pressSequentially('Typed before the app ran, and sent.');
          await page.getByRole('button', { name: CONTACT.submit }).click();
        },
        async outcome(page) {
          await toast(page, TOASTS.contactSent);
          expect(await field(page, CONTACT.name).inputValue()).toBe('');
        },
      },
    ],
  },
  ...(['user', 'business', 'partner'] as const).map((kind) => ({
    page: { user: PATHS.userSignup, business: PATHS.businessSignup, partner: PATHS.partners }[kind],
    path: () => ({ user: PATHS.userSignup, business: PATHS.businessSignup, partner: PATHS.partners })[kind],
    controls: [...ELSEWHERE_LAYOUT, signupForm(kind)],
  })),
];

/** A sign-up page's form, filled as a person does (typed, ticked) and sent; a signed-in visitor finds no form. */
function signupForm(kind: 'user' | 'business' | 'partner'): Control {
  return {
    name: 'the sign-up form filled, ticked and sent',
    moments: kind === 'user' ? ['started', 'held', 'root'] : ['held'],
    // Signed in, the form gives way to "You're signed in" as the session is known: typing into it then is not a race a
    // person can win (the form goes while they type), so the signed-in visitor types with the scripts held.
    when: (who, moment) => who === 'guest' || moment !== 'root',
    async act(page) {
      const form = page.locator('form input[name="email"]');
      await form.or(page.getByText("You're signed in", { exact: true })).first().waitFor();
      if ((await form.count()) === 0) return; // signed in: "You're signed in"
      const type = (label: string, text: string) => page.getByLabel(label, { exact: true }).pressSequentially(text);
      if (kind !== 'user') await type('Company Name', 'Early Bird Shave Ice');
      if (kind === 'business') await type('Contact Number', '+1 808 555 0101');
      if (kind === 'partner') await type('Website', 'https://early.example.test');
      if (kind !== 'partner') {
        await type('First Name', 'Kai');
        await type('Last Name', 'Early');
        await type('Phone Number', '+1 808 555 0100');
      }
      await type('Email', `early-${kind}-${Date.now().toString(36)}-${++signups}@example.test`);
      await type('Password', 'Island-Pass-2026!');
      await type('Confirm Password', 'Island-Pass-2026!');
      await page.getByRole('checkbox', { name: /^I agree to the/ }).check();
      if (kind === 'user') await page.getByRole('checkbox', { name: /newsletter/ }).check();
      await page.locator('form button[type="submit"]').click();
    },
    async outcome(page, who) {
      await page.getByText(who === 'guest' ? 'Check Your Email' : "You're signed in", { exact: true }).waitFor();
    },
  };
}
let signups = 0;

beforeAll(async () => {
  // The map's style at a closed port: the Map view's row meets the style's failure without leaving the machine.
  site = await startSite({ MAP_STYLE_URL: 'http://127.0.0.1:9/style.json' });
  deals = (await site.api<Deal[]>('GET', '/api/deals?limit=100')).body;
  linked = monthly().reduce((a, b) => (b.totalCoupons - b.usedCoupons > a.totalCoupons - a.usedCoupons ? b : a));
});
afterAll(async () => {
  await site?.close();
});

it('has a row for every server-rendered page', () => {
  const rendered = Object.values(PATHS).filter((path) => typeof path === 'string' && serverRenders(path));
  const rows = new Set(ROWS.map((row) => new URL(row.page, 'http://x').pathname));
  expect(rendered.filter((path) => !rows.has(path))).toEqual([]);
});

const tokens = new Map<Who, Promise<string>>();
async function tokenOf(who: Who, fresh: boolean): Promise<string | null> {
  if (who === 'guest') return null;
  if (who === 'user' && fresh) return site.tokenFor((await site.createVerifiedAccount()).email, 'Island-Pass-2026!');
  if (!tokens.has(who)) tokens.set(who, site.tokenFor(who === 'user' ? DEMO_USER : DEMO_BUSINESS));
  return tokens.get(who)!;
}

describe.concurrent('a tap or typing at any moment of the start does what acting after start does (390 px)', () => {
  for (const row of ROWS) {
    for (const control of row.controls) {
      for (const who of control.who ?? (['guest', 'user'] as const)) {
        for (const moment of (control.moments ?? ['held']).filter((m) => control.when?.(who, m) ?? true)) {
          it(`${row.page}: ${control.name} — ${who}, ${moment}`, async () => {
            const page = await site.newPage({ width: 390, token: await tokenOf(who, control.freshAccount === true), keep: true }); // concurrent: closed below
            await noteToasts(page);
            try {
              try {
                await actAt(page, row.path(), moment, () => control.act(page, who));
                await control.outcome(page, who);
              } catch (error) {
                throw new Error(`${(error as Error).message}\nthe page: ${await pageState(page)}`, { cause: error });
              }
            } finally {
              await page.context().close();
            }
          });
        }
      }
    }
  }
});
