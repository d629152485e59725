// The administrator's journey in Chromium against the real server: an administrator made with `dadeal admin create`
// logs in (after a refused password), checks the counters against the API, manages a user, a business user with its
// company and a deal for it, toggles the deal inactive, filters, sorts and exports, reads its own actions in the audit
// trail and logs out; the console refuses missing, unparsable and non-admin sessions. Last, the administrator changes
// their password from the user menu: core's rules, the API's word on a wrong current password, the other
// browser sent to the login page, axe at 1280 and 390 px; at 390 px no screen scrolls sideways. A business's place
// gets its pin dropped on the map (a tile-less local style) and saved.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AdminLoginResponse } from '@dadeal/core';
import { seriousAxeViolations, startMapStyleServer } from '../../site/e2e/harness.js';
import { ADMIN_PATHS, CHANGE_PASSWORD, CHIPS, DASHBOARD, DIALOGS, LOGIN_PAGE, OPERATION_SUCCESSES, PLACE_MAP, STORAGE_KEYS, TOASTS } from '../src/texts.js';
import { adminStorage, startAdminConsole, type AdminHarness } from './harness.js';
import { ConsolePage } from './pages/console.js';
import { LoginPage } from './pages/login-page.js';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');

let h: AdminHarness;
let styleServer: Awaited<ReturnType<typeof startMapStyleServer>>;

beforeAll(async () => {
  styleServer = await startMapStyleServer();
  h = await startAdminConsole({ MAP_STYLE_URL: styleServer.url });
  await mkdir(SCREENSHOTS, { recursive: true });
});
afterAll(async () => {
  await h?.close();
  await styleServer?.close();
});

describe('the administrators\' console', () => {
  // The console's whole journey: about 35 s alone, and over 120 s (the file's default) once under a full run on a slow
  // host, where every browser file ran 3-4x its time alone. Each step still waits at most PAGE_WAIT_MS for its state.
  it('is made by `dadeal admin create`, and takes its administrator through users, businesses, deals, the audit trail and logout', async () => {
    expect(h.cliOutput).toContain(`Administrator ${h.admin.email} (super admin) created`);
    const page = await h.adminPage();
    const login = new LoginPage(page);
    const ui = new ConsolePage(page);

    // --- Login: the spec's texts, a refused password, "Authenticating..." while pending, then in.
    await login.open();
    await expect(login.submit().innerText()).resolves.toMatch(new RegExp(LOGIN_PAGE.submit, 'i'));
    // The console validates with core's precompiled validators: its CSP lets no code be made from text.
    // (Tried from a timer: code that DevTools evaluates directly is exempt from the page's CSP.)
    expect(await page.evaluate(() => new Promise<string>((resolve) => setTimeout(() => {
      try {
        resolve(new Function('return "evaluated"')() as string);
      } catch {
        resolve('refused');
      }
    }, 0)))).toBe('refused');
    expect(await login.notice().isVisible()).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-login-1280.png') });

    await login.fill(h.admin.email, 'not-the-password');
    await login.submit().click();
    const failed = await ui.expectToast(TOASTS.loginFailed);
    expect(failed).toContain(MESSAGES.adminInvalidCredentials);
    expect(page.url()).toContain(ADMIN_PATHS.login);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/login', async (route) => {
      await held;
      await route.continue();
    });
    await login.fill(h.admin.email, h.admin.password);
    await login.submit().click();
    await page.getByRole('button', { name: LOGIN_PAGE.pending }).waitFor();
    release();
    const welcome = await ui.expectToast(TOASTS.loginSuccess);
    expect(welcome).toContain(TOASTS.welcome);
    await page.unroute('**/api/admin/login');
    await page.waitForURL((url) => url.pathname === ADMIN_PATHS.dashboard);
    const stored = await adminStorage(page);
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.admin!)).toMatchObject({ email: h.admin.email, role: 'super_admin' });

    // --- Dashboard: header (name, role with spaces), counters equal to the API's totals, tabs with counts.
    await ui.counter(DASHBOARD.activeDeals).waitFor();
    await expect(ui.header().innerText()).resolves.toContain(`${h.admin.firstName} ${h.admin.lastName}`);
    await expect(ui.header().innerText()).resolves.toContain('super admin');
    const counters = {
      [DASHBOARD.totalUsers]: await h.total('users'),
      [DASHBOARD.businesses]: await h.total('businesses'),
      [DASHBOARD.totalDeals]: await h.total('deals'),
      [DASHBOARD.activeDeals]: await h.total('deals', { isActive: true }),
    };
    for (const [label, value] of Object.entries(counters)) expect(await ui.counterValue(label), label).toBe(value);
    await ui.tab(new RegExp(`^${DASHBOARD.deals} \\(${counters[DASHBOARD.totalDeals]}\\)$`)).click();
    await ui.settled();
    // Polled: the tab's table is there, empty, for a moment after nothing is busy any more (two full-file runs here).
    await expect.poll(() => ui.page.locator('[role="tabpanel"] tbody tr').count()).toBe(10);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-dashboard-1280.png') });
    // A row's view is a dialog over the tab (spec §2), in the dashboard's address; closing it leaves the tab as it was.
    const firstDeal = (await page.locator('[role="tabpanel"] tbody tr td:nth-child(2) a').first().innerText()).trim();
    await page.locator('[role="tabpanel"] tbody tr td:nth-child(2) a').first().click();
    await ui.dialog(DIALOGS.deals.show).getByText(firstDeal).first().waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('deals');
    expect(new URL(page.url()).searchParams.get('show')).toMatch(/^\d+$/);
    await page.keyboard.press('Escape');
    await ui.dialog(DIALOGS.deals.show).waitFor({ state: 'detached' });
    expect(await ui.tab(/^Deals/).getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).searchParams.get('show')).toBeNull();

    // --- A user: core's messages on an empty form, then created, edited, deleted.
    await ui.goTo('Users');
    await ui.openCreate();
    await ui.field('Email').fill('not-an-email');
    await ui.save();
    await page.getByText('First name is required').waitFor();
    await page.getByText('Valid email is required').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await ui.fillFields({ 'First name': 'Mele', 'Last name': 'Kahale', Email: 'mele.kahale@example.test', Password: 'reef-pass-1', 'Phone number': '+1 808 555 0190' });
    await ui.save();
    await ui.expectToast(OPERATION_SUCCESSES.users.create);
    // View and edit are dialogs over the list (spec §2): the details, then the same record's edit dialog.
    await ui.search('mele.kahale');
    const view = await ui.openView('mele.kahale@example.test', DIALOGS.users.show);
    await expect(ui.detail('First name').innerText()).resolves.toContain('Mele');
    expect(await ui.rows().count()).toBe(1); // the list stays behind, still filtered
    await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-user-view-dialog-1280.png') });
    await ui.link('Edit', view).click();
    const edit = await ui.waitForEditDialog(DIALOGS.users.edit);
    await expect(ui.field('Email').inputValue()).resolves.toBe('mele.kahale@example.test');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-user-edit-dialog-1280.png') });
    await ui.field('First name').fill('Melelani');
    await ui.save();
    await ui.expectToast(OPERATION_SUCCESSES.users.update);
    await edit.waitFor({ state: 'detached' });
    await ui.row('Melelani').waitFor();
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ q: 'mele.kahale' });
    await ui.goTo('Users');
    await ui.search('mele.kahale');
    expect(await ui.rows().count()).toBe(1);
    await ui.deleteRow('mele.kahale@example.test');
    await ui.expectToast(OPERATION_SUCCESSES.users.delete);
    expect(await h.total('users', { q: 'mele.kahale' })).toBe(0);

    // --- A business user with its company, edited.
    await ui.goTo('Businesses');
    await ui.openCreate();
    await ui.fillFields({
      'Company name': 'Lava Rock Tours', 'Contact number': '+1 808 555 0177', 'Website URL': 'https://lavarock.example',
      'First name': 'Keoni', 'Last name': 'Akana', Email: 'keoni@lavarock.example', Password: 'lava-pass-1', 'Phone number': '+1 808 555 0178',
    });
    await ui.save();
    await ui.expectToast(OPERATION_SUCCESSES.businesses.create);
    await page.getByText('Lava Rock Tours').first().waitFor();
    await ui.openEditRow('Lava Rock Tours', DIALOGS.businesses.edit);
    await ui.field('Contact number').fill('+1 808 555 0199');
    await ui.save();
    await ui.expectToast(OPERATION_SUCCESSES.businesses.update);
    await page.getByText('+1 808 555 0199').first().waitFor();
    expect(await h.total('users', { q: 'keoni@lavarock.example', userType: 'business' })).toBe(1);

    // --- A deal for that business: the §4 defaults, the business picked by company name, core's rules, edited.
    await ui.goTo('Deals');
    await ui.openCreate();
    await expect(ui.field('Total coupons').inputValue()).resolves.toBe('1');
    await expect(page.getByRole('combobox', { name: 'Category', exact: true }).innerText()).resolves.toBe('Monthly');
    await expect(page.getByRole('combobox', { name: 'Business category', exact: true }).innerText()).resolves.toBe('Restaurant');
    expect(await ui.field('Active').isChecked()).toBe(true);
    expect(await ui.field('Featured').isChecked()).toBe(false);
    const start = new Date(await ui.field('Start date').inputValue());
    const end = new Date(await ui.field('End date').inputValue());
    expect(Math.abs(start.getTime() - Date.now())).toBeLessThan(5 * 60_000);
    expect(Math.round((end.getTime() - start.getTime()) / 3_600_000)).toBe(7 * 24);
    await ui.fillFields({ Title: 'Sunrise Crater Hike', Description: 'Guided hike to the crater rim at dawn, with breakfast.', 'Original price': '80', 'Deal price': '$95.00' });
    await ui.save();
    await page.getByText('Please select a business').waitFor();
    await page.getByText('Deal price must not be more than the original price').waitFor();
    await page.getByRole('combobox', { name: 'Business', exact: true }).fill('Lava Rock');
    await page.getByRole('option', { name: 'Lava Rock Tours' }).click();
    await ui.field('Deal price').fill('59.50');
    await ui.field('Total coupons').fill('12');
    await ui.save();
    await ui.expectToast(OPERATION_SUCCESSES.deals.create);
    await page.getByText('Sunrise Crater Hike').first().waitFor();
    await ui.openEditRow('Sunrise Crater Hike', DIALOGS.deals.edit);
    await ui.field('Available coupons').fill('20');
    await ui.save();
    await ui.expectToast(OPERATION_SUCCESSES.deals.update);
    const deals = await h.api<Array<{ title: string; totalCoupons: number; dealPrice: string; businessCategory: string }>>('GET', `/api/admin/deals?filter=${encodeURIComponent('{"q":"Sunrise Crater"}')}`, undefined, await h.adminToken());
    expect(deals.body).toEqual([expect.objectContaining({ title: 'Sunrise Crater Hike', totalCoupons: 20, dealPrice: '59.50', businessCategory: 'restaurant' })]);

    // --- Toggled inactive in place: Active Deals drops by one.
    await ui.openDashboard();
    const activeBefore = await ui.counterValue(DASHBOARD.activeDeals);
    await ui.goTo('Deals');
    await ui.search('Sunrise Crater');
    await ui.button(new RegExp(`^${CHIPS.active}$`), ui.row('Sunrise Crater Hike')).click();
    await ui.expectToast(OPERATION_SUCCESSES.deals.update);
    await ui.button(new RegExp(`^${CHIPS.inactive}$`), ui.row('Sunrise Crater Hike')).waitFor();
    await ui.openDashboard();
    expect(await ui.counterValue(DASHBOARD.activeDeals)).toBe(activeBefore - 1);
    expect(await h.total('deals', { isActive: true })).toBe(activeBefore - 1);

    // --- Filter, sort and export a list.
    await ui.goTo('Deals');
    await ui.chooseFilter('Status', CHIPS.inactive);
    await ui.everyRowShows(CHIPS.inactive);
    const statuses = await ui.rows().getByRole('button', { name: new RegExp(`^(${CHIPS.active}|${CHIPS.inactive})$`) }).allInnerTexts();
    expect(statuses.length).toBe(await h.total('deals', { isActive: false }));
    expect(new Set(statuses)).toEqual(new Set([CHIPS.inactive]));
    await page.goto(`${ADMIN_PATHS.dashboard}/deals?filter=%7B%7D`);
    await ui.waitForList();
    await ui.sortBy('Price');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"field":"dealPrice"') || url.search.includes('sort=dealPrice'));
    const prices = async () => (await ui.columnTexts(6)).map((t) => Number(t.replace(/[$,]/g, '')));
    // The rows change once the sorted page arrives: polled until they do.
    await expect.poll(async () => {
      const shown = await prices();
      return shown.length > 5 && shown.every((p, i) => i === 0 || shown[i - 1] <= p);
    }).toBe(true);
    expect((await prices())[0]).toBe(Math.min(...(await h.api<Array<{ dealPrice: string }>>('GET', '/api/admin/deals', undefined, await h.adminToken())).body.map((d) => Number(d.dealPrice))));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-deals-list-1280.png') });
    // A deal's view dialog over the sorted list is an address of its own: a reload opens it again, and closing it
    // leaves the list as it was (sort and rows).
    const sortedTitles = await ui.columnTexts(3);
    const seen = await ui.openView(sortedTitles[0], DIALOGS.deals.show);
    expect(decodeURIComponent(new URL(page.url()).search)).toContain('dealPrice');
    await page.reload();
    await seen.getByText(sortedTitles[0]).first().waitFor();
    await ui.button(DIALOGS.close, seen).click();
    await seen.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`${ADMIN_PATHS.dashboard}/deals`);
    expect(await ui.columnTexts(3)).toEqual(sortedTitles);
    // The list's own Export (the bulk toolbar's, hidden until rows are selected, comes after it).
    const [download] = await Promise.all([page.waitForEvent('download'), ui.button('Export').first().click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toContain('title');
    expect(lines.length).toBe(counters[DASHBOARD.totalDeals] + 1);
    expect(csv).toContain('Sunrise Crater Hike');

    // --- Deleted: the deal, then the business (with its owner).
    await ui.search('Sunrise Crater');
    await ui.deleteRow('Sunrise Crater Hike');
    await ui.expectToast(OPERATION_SUCCESSES.deals.delete);
    await ui.goTo('Businesses');
    await ui.search('Lava Rock');
    await ui.deleteRow('Lava Rock Tours');
    await ui.expectToast(OPERATION_SUCCESSES.businesses.delete);
    expect(await h.total('businesses', { q: 'Lava Rock' })).toBe(0);
    expect(await h.total('users', { q: 'keoni@lavarock.example' })).toBe(0);

    // --- The audit trail names this administrator's actions and the refused login with its address.
    await ui.goTo('Audit Trail');
    await ui.search(h.admin.email);
    const actions = await ui.columnTexts(3);
    for (const action of ['login', 'users.create', 'users.update', 'users.delete', 'businesses.create', 'businesses.update', 'businesses.delete', 'deals.create', 'deals.update', 'deals.delete']) {
      expect(actions, action).toContain(action);
    }
    await ui.chooseFilter('Action', 'login');
    await ui.addFilter('Outcome');
    await ui.chooseFilter('Outcome', 'Failed');
    await ui.everyRowShows('login');
    expect(await ui.rows().count()).toBeGreaterThanOrEqual(1);
    expect(await ui.columnTexts(6)).toContain('127.0.0.1');
    // Dates: from today keeps today's refused login; until yesterday leaves nothing.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await ui.addFilter('From');
    await ui.fillDateFilter('From', day(0), 'createdAt_gte');
    await ui.everyRowShows('login');
    expect(await ui.rows().count()).toBeGreaterThanOrEqual(1);
    await ui.addFilter('Until');
    await ui.fillDateFilter('Until', day(-1), 'createdAt_lte');
    await page.waitForFunction(() => document.querySelectorAll('.RaList-main tbody tr').length === 0);
    expect(await ui.rows().count()).toBe(0);

    // --- Logout: both keys gone, "Logged Out", back on /admin-login; the dashboard now sends it there again.
    await ui.logoutButton().click();
    await login.waitUntilShown();
    await ui.expectToast(TOASTS.loggedOut);
    expect(await adminStorage(page)).toEqual({ token: null, admin: null });
    await page.goto(ADMIN_PATHS.dashboard);
    await login.waitUntilShown();
  }, 300_000);

  it('sends /admin-dashboard to /admin-login without a token, or with unparsable admin data', async () => {
    const empty = await h.adminPage();
    await empty.goto(`${ADMIN_PATHS.dashboard}/deals`);
    await new LoginPage(empty).waitUntilShown();

    const garbled = await h.adminPage({ storage: { [STORAGE_KEYS.token]: await h.adminToken(), [STORAGE_KEYS.admin]: '{not json' } });
    await garbled.goto(ADMIN_PATHS.dashboard);
    await new LoginPage(garbled).waitUntilShown();
    expect(await adminStorage(garbled)).toEqual({ token: null, admin: null });
  });

  it("refuses a user's token in the admin's slot: the API answers 403 and the console goes to the login page", async () => {
    const userToken = await h.tokenFor('shopper@dadeal.test');
    const page = await h.adminPage({
      storage: { [STORAGE_KEYS.token]: userToken, [STORAGE_KEYS.admin]: JSON.stringify({ id: 1, firstName: 'Noelani', lastName: 'Kealoha', role: 'super_admin' }) },
    });
    const refused = page.waitForResponse((r) => r.url().includes('/api/admin/') && r.status() === 403);
    await page.goto(ADMIN_PATHS.dashboard);
    const response = await refused;
    expect(((await response.json()) as { message: string }).message).toBe(MESSAGES.adminOnly);
    await new LoginPage(page).waitUntilShown();
    expect(await adminStorage(page)).toEqual({ token: null, admin: null });
  });

  it("drops a business's pin on a map in its place editor: MapLibre fetched only when asked, the click written to the fields and saved; without WebGL a message and the fields", async () => {
    type Place = { latitude: number; longitude: number };
    const token = await h.adminToken();
    const [reefside] = (await h.api<Array<{ id: number; companyName: string }>>('GET', `/api/admin/businesses?filter=${encodeURIComponent('{"q":"Reefside"}')}`, undefined, token)).body;
    const placesOf = async () => (await h.api<{ places: Place[] }>('GET', `/api/admin/businesses/${reefside.id}`, undefined, token)).body.places;
    const [before] = await placesOf();
    const session = (await h.api<AdminLoginResponse>('POST', '/api/admin/login', { email: h.admin.email, password: h.admin.password })).body;
    const page = await h.adminPage({ storage: { [STORAGE_KEYS.token]: session.token, [STORAGE_KEYS.admin]: JSON.stringify(session.admin) } });
    const ui = new ConsolePage(page);
    await ui.openDashboard();
    await ui.goTo('Businesses');
    await ui.search('Reefside');
    const dialog = await ui.openEditRow(reefside.companyName, DIALOGS.businesses.edit);
    const mapFiles = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /maplibre|PinMap/i.test(n)));
    expect(await mapFiles()).toEqual([]);

    // The first place's map: centred on its pin, which a click to the north-west moves.
    await ui.button(PLACE_MAP.open, dialog).first().click();
    const map = dialog.getByRole('region', { name: PLACE_MAP.label });
    await map.and(page.locator('[data-ready="true"]')).waitFor({ timeout: 15_000 });
    expect((await mapFiles()).length).toBeGreaterThan(0);
    expect(styleServer.requests).toBeGreaterThan(0);
    await map.getByRole('img', { name: PLACE_MAP.pin }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'console-pin-1280.png') });
    await map.click({ position: { x: 30, y: 30 } });
    const latitude = ui.field('Latitude').first();
    const longitude = ui.field('Longitude').first();
    await expect.poll(async () => Number(await latitude.inputValue())).toBeGreaterThan(before.latitude);
    const dropped = { latitude: Number(await latitude.inputValue()), longitude: Number(await longitude.inputValue()) };
    expect(dropped.longitude).toBeLessThan(before.longitude);
    expect(Math.abs(dropped.latitude - before.latitude)).toBeLessThan(0.01);
    expect(String(dropped.latitude).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(6);
    await ui.save();
    await ui.expectToast(OPERATION_SUCCESSES.businesses.update);
    await expect.poll(async () => (await placesOf())[0]).toMatchObject(dropped);

    // On a phone: the map under the place's fields, the width of the dialog.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${ADMIN_PATHS.dashboard}/businesses/${reefside.id}`);
    const onPhone = await ui.waitForEditDialog(DIALOGS.businesses.edit);
    await ui.button(PLACE_MAP.open, onPhone).first().click();
    const phoneMap = onPhone.getByRole('region', { name: PLACE_MAP.label });
    await phoneMap.and(page.locator('[data-ready="true"]')).waitFor({ timeout: 15_000 });
    await phoneMap.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'console-pin-390.png') });

    // A browser without WebGL 2: the map opened again says so, and the fields are still there to type in.
    await page.evaluate(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
        return kind === 'webgl2' ? null : (getContext as (...a: unknown[]) => unknown).call(this, kind, ...rest);
      } as typeof getContext;
    });
    await ui.button(PLACE_MAP.hide, onPhone).first().click();
    await ui.button(PLACE_MAP.open, onPhone).first().click();
    await onPhone.getByRole('status').filter({ hasText: PLACE_MAP.unavailable }).waitFor();
    expect(await phoneMap.count()).toBe(0);
    await ui.field('Latitude').first().fill('21.2767');
    expect(await ui.field('Latitude').first().inputValue()).toBe('21.2767');
  });

  // Last: it changes the administrator's password, which ends the harness's cached session too.
  it('changes the password from the user menu: a wrong current one refused, the other sessions sent to the login page, the new one signs in; on a phone the header shows the title, name and role whole, and no screen scrolls sideways', async () => {
    const signIn = async (password: string) => (await h.api<AdminLoginResponse>('POST', '/api/admin/login', { email: h.admin.email, password })).body;
    const sessionOf = (s: AdminLoginResponse) => ({ [STORAGE_KEYS.token]: s.token, [STORAGE_KEYS.admin]: JSON.stringify(s.admin) });
    // Another browser, signed in before the change.
    const elsewhere = await h.adminPage({ storage: sessionOf(await signIn(h.admin.password)) });
    const elsewhereUi = new ConsolePage(elsewhere);
    await elsewhereUi.openDashboard();

    const mine = await signIn(h.admin.password);
    const page = await h.adminPage({ storage: sessionOf(mine) });
    const ui = new ConsolePage(page);
    await ui.openDashboard();
    await ui.openChangePassword();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Core's rules and words before anything is sent; then the API's own word on a wrong current password.
    await ui.changePassword('', 'short', 'other');
    await page.getByText(MESSAGES.passwordsDontMatch).waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await ui.changePassword('not-the-password', 'Island-Admin-43');
    await page.getByText(MESSAGES.currentPasswordWrong, { exact: true }).waitFor();
    expect(await ui.toast(CHANGE_PASSWORD.failed).innerText()).toContain(MESSAGES.currentPasswordWrong);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'change-password-1280.png') });
    expect((await adminStorage(page)).token).toBe(mine.token);
    expect((await h.api('GET', '/api/admin/users?range=[0,0]', undefined, mine.token)).status).toBe(200); // nothing changed

    await ui.changePassword(h.admin.password, 'Island-Admin-43');
    expect(await ui.expectToast(CHANGE_PASSWORD.changed)).toContain(MESSAGES.adminPasswordChanged);
    await page.waitForURL((url) => url.pathname === ADMIN_PATHS.dashboard);
    // This session goes on with the answer's fresh token; the one it had is refused now.
    const fresh = (await adminStorage(page)).token;
    expect(fresh).not.toBe(mine.token);
    expect((await h.api('GET', '/api/admin/users?range=[0,0]', undefined, mine.token)).status).toBe(401);
    await ui.goTo('Deals');
    expect(page.url()).toContain(`${ADMIN_PATHS.dashboard}/deals`);

    // The other browser's next action sends it to the login page, where only the new password signs in.
    await elsewhere.getByRole('menuitem', { name: 'Users', exact: true }).click();
    const login = new LoginPage(elsewhere);
    await login.waitUntilShown();
    expect(await adminStorage(elsewhere)).toEqual({ token: null, admin: null });
    await login.fill(h.admin.email, h.admin.password);
    await login.submit().click();
    expect(await elsewhereUi.expectToast(TOASTS.loginFailed)).toContain(MESSAGES.adminInvalidCredentials);
    await login.fill(h.admin.email, 'Island-Admin-43');
    await login.submit().click();
    await elsewhereUi.expectToast(TOASTS.loginSuccess);
    await elsewhere.waitForURL((url) => url.pathname === ADMIN_PATHS.dashboard);

    // On a phone: the same menu (an icon beside the name), the same form, axe clean.
    const phone = await h.adminPage({ width: 390, storage: sessionOf(await signIn('Island-Admin-43')) });
    const phoneUi = new ConsolePage(phone);
    await phoneUi.openDashboard();
    // The header on a phone: the page's title and the administrator's name and role whole (beside the name, the title
    // was cut to "Adm"), the name and role under the title.
    const phoneName = phoneUi.identity().getByText(`${h.admin.firstName} ${h.admin.lastName}`, { exact: true });
    const phoneRole = phoneUi.identity().getByText('super admin', { exact: true });
    expect(await phoneUi.title().innerText()).toBe(DASHBOARD.title);
    for (const whole of [phoneUi.title(), phoneName, phoneRole]) expect(await phoneUi.isWhole(whole)).toBe(true);
    const [title, name] = [await phoneUi.title().boundingBox(), await phoneName.boundingBox()];
    expect(name!.y).toBeGreaterThanOrEqual(title!.y + title!.height - 1);
    // The page starts under the taller bar: the first counter is not behind it.
    const bar = await phoneUi.header().boundingBox();
    expect((await phoneUi.counter(DASHBOARD.totalUsers).boundingBox())!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    // Every screen fits the phone (react-admin's layout grew to its widest table: the dashboard was 889 px wide, the
    // counters side by side off the screen): the page never scrolls sideways, the counters stack and each is whole in
    // the window once scrolled to, and a table wider than the phone scrolls inside its own card.
    expect(await phoneUi.scrollsSideways()).toBe(false);
    for (const label of [DASHBOARD.totalUsers, DASHBOARD.businesses, DASHBOARD.totalDeals, DASHBOARD.activeDeals]) {
      expect(await phoneUi.isInWindowOnceScrolledTo(phoneUi.counter(label)), label).toBe(true);
    }
    expect(await phoneUi.tableScrollsInItsCard(phone.getByRole('tabpanel'))).toBe(true);
    await phone.screenshot({ path: path.join(SCREENSHOTS, 'admin-dashboard-390.png'), fullPage: true });
    for (const list of ['Users', 'Businesses', 'Deals', 'Audit Trail']) {
      await phoneUi.goTo(list);
      expect(await phoneUi.scrollsSideways(), list).toBe(false);
      // Polled: while the list's rows load, react-admin draws a narrower placeholder table in the same place.
      await expect.poll(() => phoneUi.tableScrollsInItsCard(phone.locator('.RaList-main')), list).toBe(true);
      if (list === 'Deals') {
        await phone.screenshot({ path: path.join(SCREENSHOTS, 'admin-deals-list-390.png') });
        const edit = await phoneUi.openEditRow((await phoneUi.columnTexts(3))[0], DIALOGS.deals.edit);
        expect(await phoneUi.scrollsSideways(), 'a deal\'s edit dialog').toBe(false);
        expect(await phoneUi.isInWindowOnceScrolledTo(phoneUi.button('Save', edit))).toBe(true);
        await phone.keyboard.press('Escape');
        await edit.waitFor({ state: 'detached' });
      }
    }
    await phoneUi.openChangePassword();
    expect(await phoneUi.scrollsSideways()).toBe(false);
    expect(await phoneUi.title().innerText()).toBe(CHANGE_PASSWORD.title);
    expect(await phoneUi.isWhole(phoneUi.title())).toBe(true);
    await phoneUi.changePassword('not-the-password', 'Island-Admin-44');
    await phone.getByText(MESSAGES.currentPasswordWrong, { exact: true }).waitFor();
    expect(await seriousAxeViolations(phone)).toEqual([]);
    await phone.screenshot({ path: path.join(SCREENSHOTS, 'change-password-390.png') });
  });
});

