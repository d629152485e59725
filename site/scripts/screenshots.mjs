// `npm run screenshots -w site`: PNGs of the main routes at 1280 px and 390 px in Debian's Chromium, written to
// site/screenshots/ (git-ignored). Against a running server (SITE_URL, default http://127.0.0.1:3000) or, when
// none answers, a server of its own on a fresh data directory with demo data. With `/` among the routes, the home page's
// Map view too (home-map-<width>.png): its style is the server's MAP_STYLE_URL (for a server of its own, this
// environment's; without internet, a local style).
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
// OUT_DIR, WIDTHS (e.g. "390"), SCALE (device pixel ratio; 0.5 for small README pictures), FULL=0 (viewport only).
const outDir = process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.resolve(here, '..', 'screenshots');
const ROUTES = (process.env.ROUTES ?? '/,/?deal=1,/user-signup,/business-signup,/user-dashboard,/contact-us,/how-it-works,/pricing,/why-choose-us,/terms-of-service,/privacy-policy,/email-verification,/forgot-password,/reset-password,/checkout/1,/purchase-success,/no-such-page').split(',');
const WIDTHS = (process.env.WIDTHS ?? '1280,390').split(',').map(Number);
const SCALE = Number(process.env.SCALE ?? 1);
// The business side, signed in as a demo business ('' to skip): :deal becomes one of its live deals.
const BUSINESS_ROUTES = (process.env.BUSINESS_ROUTES ?? '/business-dashboard,/feature-deal/:deal?planId=premium,/feature-deal-payment?dealId=:deal&planId=premium&amount=25.00,/payment-success?dealId=:deal&planId=premium')
  .split(',').filter(Boolean);
const DEMO_BUSINESS = { email: 'reefside@dadeal.test', password: 'DaDeal-demo-2026' };

async function reachable(url) {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

let base = process.env.SITE_URL ?? 'http://127.0.0.1:3000';
let stop = async () => {};
if (!(await reachable(base))) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dadeal-shots-'));
  // The server reads what the builds made: build what is missing or stale first.
  await (await import('../../scripts/build.mjs')).buildAll();
  const { productionAssets, startServer } = await import('../../server/src/server.ts');
  const running = await startServer({ ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' }, { assets: productionAssets });
  base = running.url;
  stop = async () => {
    await running.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
async function businessSession() {
  if (!BUSINESS_ROUTES.length) return null;
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(DEMO_BUSINESS) });
  if (!login.ok) return null; // not the demo data: skip the business pages
  const { token } = await login.json();
  const deals = await (await fetch(`${base}/api/business/deals`, { headers: { Authorization: `Bearer ${token}` } })).json();
  const deal = deals.find((d) => !d.isFeatured && d.isActive && Date.parse(d.endDate) > Date.now()) ?? deals[0];
  return { token, dealId: deal?.id ?? 1 };
}

async function shoot(routes, width, token) {
  const page = await browser.newPage({ viewport: { width, height: width > 600 ? 800 : 844 }, deviceScaleFactor: SCALE });
  if (token) await page.addInitScript((t) => localStorage.setItem('token', t), token);
  for (const route of routes) {
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .page-loading'), null, { timeout: 10_000 }).catch(() => {});
    const name = `${route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL !== '0' });
    console.log(`${path.relative(process.cwd(), path.join(outDir, name))}`);
    if (route === '/') await shootMap(page, width);
  }
  await page.close();
}

/** The home page's Map view, once its map is drawn with its pins (or it says why there is none). */
async function shootMap(page, width) {
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await page.waitForFunction(() => {
    const status = document.querySelector('.deal-map__status');
    return status && (status.classList.contains('deal-map__status--notice') || (!status.textContent && document.querySelector('.deal-map__pin, .deal-map__cluster')));
  }, null, { timeout: 30_000 }).catch(() => {});
  await page.locator('#deals').scrollIntoViewIfNeeded();
  const name = `home-map-${width}.png`;
  await page.screenshot({ path: path.join(outDir, name) });
  console.log(`${path.relative(process.cwd(), path.join(outDir, name))}`);
  await page.getByRole('button', { name: 'Map', exact: true }).click();
}

try {
  const business = await businessSession();
  for (const width of WIDTHS) {
    await shoot(ROUTES, width, process.env.TOKEN);
    if (business) await shoot(BUSINESS_ROUTES.map((r) => r.replaceAll(':deal', String(business.dealId))), width, business.token);
  }
} finally {
  await browser.close();
  await stop();
}
