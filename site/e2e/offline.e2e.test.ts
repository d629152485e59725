// The installable site, offline: a deal hunter opens My Coupons online, the phone goes offline,
// the page reloads from the service worker with every code and QR code and the offline notice; signing out while
// online leaves nothing of theirs for an offline reload; the console and the widget script never pass through the
// worker; a new deploy (a changed sw.js in the served build) brings "New version available — Reload".
// One server (serving its own copy of the site's build, which the last test "deploys" anew) and one Chromium.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Coupon } from '@dadeal/core';
import { DIST_DIR } from '../serve/serve.js';
import { NAV, OFFLINE } from '../src/app/texts.js';
import { OFFLINE_NOTICE } from '../src/app/offline/texts.js';
import { DEMO_USER, seriousAxeViolations, startSite, type SiteHarness } from './harness.js';
import { UserDashboard } from './pages/user-dashboard.js';

let site: SiteHarness;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'dadeal-site-dist-'));
  await cp(DIST_DIR, dist, { recursive: true });
  site = await startSite({}, { siteDistDir: dist });
});
afterAll(async () => {
  await site?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});

/** Waits until the service worker is active and controls the page (a reload after the first visit's install). */
async function controlledBy(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Every URL the page's origin keeps in Cache Storage. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

describe('My Coupons offline', () => {
  it('shows the codes and QR codes with the offline notice after an offline reload, and nothing of the user once signed out', async () => {
    const token = await site.tokenFor(DEMO_USER);
    const coupons = (await site.api<Coupon[]>('GET', '/api/user/coupons', undefined, token)).body;
    expect(coupons.length).toBeGreaterThan(0);
    const active = coupons.find((c) => !c.usedAt && Date.parse(c.deal.endDate) > Date.now())!;

    const page = await site.newPage({ width: 390, serviceWorkers: 'allow' });
    const context = page.context();
    // Signed in from the first page on (once: signing out later must stick).
    await context.addInitScript((t) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('token', t);
        sessionStorage.setItem('seeded', '1');
      }
    }, token);
    const dashboard = new UserDashboard(page);
    await dashboard.open('?tab=coupons');
    await controlledBy(page);
    await dashboard.open('?tab=coupons');
    await page.getByText(active.couponCode, { exact: true }).first().waitFor();

    // The admin console and the widget script are fetched past the worker, online as offline.
    expect((await page.request.get('/admin-login')).ok()).toBe(true);
    const [console_] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/admin-login')), page.evaluate(() => void fetch('/admin-login'))]);
    expect(console_.fromServiceWorker()).toBe(false);
    const [widgets] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/widgets/v1/dadeal-widgets.js')),
      page.evaluate(() => void fetch('/widgets/v1/dadeal-widgets.js')),
    ]);
    expect(widgets.fromServiceWorker()).toBe(false);

    // At the counter, no signal: the page comes from the worker, the coupons from what was kept.
    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await page.getByRole('tablist', { name: 'Dashboard sections' }).waitFor();
    const notice = page.getByRole('status').filter({ hasText: OFFLINE_NOTICE.offlineTitle });
    await notice.waitFor();
    await expect.poll(() => notice.textContent()).toMatch(/Your coupons as last updated \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}/);
    for (const coupon of coupons) await page.getByText(coupon.couponCode, { exact: true }).first().waitFor();
    await expect.poll(() => page.getByRole('article', { name: active.deal.title }).first().textContent()).toContain(active.deal.business.companyName);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const dialog = await dashboard.openCoupon(dashboard.couponList('active'), active.deal.title);
    await dialog.getByRole('img', { name: `QR code of coupon ${active.couponCode}` }).waitFor();
    expect(await dialog.getByText(active.deal.business.companyName, { exact: true }).count()).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // The worker keeps pages and the shell, never an API answer.
    expect((await cachedUrls(page)).filter((u) => new URL(u).pathname.startsWith('/api/'))).toEqual([]);

    // Neither the console nor the widget script is answered by the worker offline (the page then shows the
    // browser's own error page: nothing is evaluated in it).
    // (The browser's own HTTP cache may still hold the widget script fetched above; the worker never answers it.)
    for (const address of ['/admin-dashboard', '/admin-login', '/widgets/v1/dadeal-widgets.js']) {
      const response = await page.goto(address).catch(() => null);
      expect(response?.fromServiceWorker() ?? false, address).toBe(false);
    }

    // Back online, signed out: an offline reload shows no coupon of that user.
    await context.setOffline(false);
    await dashboard.open('?tab=coupons');
    await page.getByText(active.couponCode, { exact: true }).first().waitFor();
    // On the phone the navigation's menu holds Logout.
    await page.getByRole('button', { name: NAV.menu }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: NAV.logout }).click();
    await expect.poll(() => page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('dadeal:offline')])).toEqual([null, null]);
    await context.setOffline(true);
    await page.reload();
    await page.getByText(MESSAGES.userOnly).waitFor();
    const text = (await page.textContent('body')) ?? '';
    for (const coupon of coupons) expect(text).not.toContain(coupon.couponCode);
    expect(text).not.toContain(active.deal.title);
    const kept = await page.evaluate(() => Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`).join('\n'));
    for (const coupon of coupons) expect(kept).not.toContain(coupon.couponCode);
    await context.setOffline(false);
  });
});

describe('a new deploy', () => {
  it('prompts "New version available — Reload", and Reload brings the new build', async () => {
    const page = await site.newPage({ serviceWorkers: 'allow' });
    await page.goto('/');
    await controlledBy(page);
    await page.locator('.hero, h1').first().waitFor();
    expect(await page.getByText(OFFLINE.updateAvailable).count()).toBe(0);

    // Deploy: the served build's worker changes (here one precached file's revision, as any rebuild changes it).
    const file = path.join(dist, 'sw.js');
    const worker = await readFile(file, 'utf8');
    const manifestEntry = /\{"revision":"([0-9a-f]+)","url":"manifest\.webmanifest"\}/;
    const old = worker.match(manifestEntry)?.[1];
    expect(old).toBeTruthy();
    const next = `${old!.slice(0, -6)}d3p107`;
    await writeFile(file, worker.replace(manifestEntry, `{"revision":"${next}","url":"manifest.webmanifest"}`));
    await rm(`${file}.br`, { force: true });
    await rm(`${file}.gz`, { force: true });

    // The next page load finds the new worker, which installs and waits for the page's word.
    await page.reload();
    const prompt = page.getByRole('status').filter({ hasText: OFFLINE.updateAvailable });
    await prompt.waitFor();
    await expect.poll(() => prompt.textContent()).toBe(`${OFFLINE.updateAvailable} — ${OFFLINE.reload}`);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: OFFLINE.reload }).click()]);
    await expect.poll(() => page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return Boolean(navigator.serviceWorker.controller) && !registration?.waiting && registration?.active?.state === 'activated';
    })).toBe(true);
    // The precache now holds the new build's revision, and the prompt is gone.
    await expect.poll(async () => (await cachedUrls(page)).some((u) => u.includes(`__WB_REVISION__=${next}`))).toBe(true);
    expect(await page.getByText(OFFLINE.updateAvailable).count()).toBe(0);

    // Offline after the update, the site still starts: the kept page names scripts the new precache holds.
    await page.context().setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await page.getByRole('contentinfo').waitFor();
    await page.context().setOffline(false);
  });
});
