// The business owner's journey (spec §2 "Business dashboard", "Feature-deal screens", §4, §6, §8), in Chromium against
// the real server with mail through an SMTP sink: sign up, verify, sign in, create deals (one whose picture the server
// refuses), feature one in test mode through the plans dialog, preview, payment and success pages, redeem a
// customer's coupon at the counter, read the funnel and the words visitors searched, delete a deal; counter staff: invite by e-mail, accept,
// redeem on the Counter, "redeemed by" for the owner, refused everywhere else, revoked; verified reviews: the holder of
// a coupon redeemed at the Counter rates the visit from My Coupons, the card shows the rating from the third review,
// the dialog lists them (Report, axe) and the page's JSON-LD carries them, the owner replies from the dashboard, an
// administrator hides one and the open page's card changes; the payment page's redirects,
// the access texts of every business route, and axe on each of them at 1280 and 390 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES, createTranslator, type AccountExport, type BusinessFunnel, type BusinessSearchWords, type CompiledCatalogue, type Coupon, type Deal, type Place } from '@dadeal/core';
import { drawScene } from '@dadeal/api/seed/demo-images.ts';
import { TOASTS } from '../src/app/texts.js';
import { BUSINESS_DASHBOARD, COUNTER, FEATURE, FUNNEL, PLACES, REDEEM, SEARCH_WORDS, STAFF } from '../src/app/business/texts.js';
import { ACCOUNT } from '../src/app/screen-texts.js';
import { PLACE } from '../src/app/places/texts.js';
import { INVITATION } from '../src/routes/reset-password/texts.js';
import { DEMO_BUSINESS, DEMO_PASSWORD, seriousAxeViolations, settled, startSite, type SiteHarness } from './harness.js';
import { LoginDialog, SignupPage } from './pages/account-pages.js';
import { BusinessDashboard } from './pages/business-dashboard.js';
import { CounterPage } from './pages/counter-page.js';
import { TEXTS as WIDGET_TEXTS } from '@dadeal/widgets';
import { REVIEWS } from '../src/app/reviews/texts.js';
import { REPORT } from '../src/app/reviews/report-texts.js';
import { USER_DASHBOARD } from '../src/routes/user-dashboard/texts.js';
import { OWN_DATA } from '../src/app/own-data/texts.js';
import { HomePage } from './pages/home-page.js';
import { startFakeGeocoder, type FakeGeocoder } from '@dadeal/api/testing/fake-geocoder.ts';

const PASSWORD = 'Reef-Walk-2026!';
/** The administrator the server creates at start (ADMIN_EMAIL, ADMIN_PASSWORD): it hides a review through the API. */
const ADMIN = { email: 'ops-journey@dadeal.test', password: 'Console-Journey-2026!' };
let site: SiteHarness;
/** The address search's server ("Find on the map"): a fake Nominatim that knows Aloha Tower. */
let geocoder: FakeGeocoder;

beforeAll(async () => {
  geocoder = await startFakeGeocoder();
  site = await startSite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, GEOCODER_URL: geocoder.url });
});
afterAll(async () => {
  await site?.close();
  await geocoder?.close();
});

const png = () => ({ name: 'poke-bowl.png', mimeType: 'image/png', buffer: drawScene([255, 200, 120], [20, 120, 160], [250, 90, 60], 7, 320, 200) });
/** A file that says it is a PNG but is a web page: the browser lets it through, the server's content check does not. */
const fakePng = () => ({ name: 'menu.png', mimeType: 'image/png', buffer: Buffer.from('<html><body>not a picture</body></html>') });

describe('a business owner', () => {
  let page: Page;
  let dashboard: BusinessDashboard;
  let email: string;
  let token: string;
  const featuredTitle = 'Poke Bowl Sunset Special';
  const plainTitle = 'Shave Ice Twofer';

  it('signs up with its address (core\'s message for a pin left at 0, 0), verifies by the mailed link, signs in and finds an empty dashboard', async () => {
    email = `poke-${Date.now()}@example.test`;
    page = await site.newPage({ keep: true }); // the next tests go on on this page
    const signup = new SignupPage(page, 'business');
    await signup.open();
    await signup.fill({
      companyName: 'Ahi Poke Shack', contactNumber: '+1 808 555 0190', firstName: 'Noelani', lastName: 'Kahale', email,
      phoneNumber: '+1 808 555 0191', password: PASSWORD, confirmPassword: PASSWORD, terms: true,
    });
    // The place part is not in the page until asked for (its chunk loads then); the address field takes the focus.
    expect(await signup.field(PLACE.address).count()).toBe(0);
    await signup.form.getByRole('button', { name: 'Add your address (optional)' }).click();
    await expect.poll(() => signup.field(PLACE.address).evaluate((el) => el === document.activeElement)).toBe(true);
    await signup.field(PLACE.address).fill('2 Aloha Tower Dr');
    await signup.field(PLACE.town).fill('Honolulu');
    await signup.field(PLACE.latitude).fill('0');
    await signup.field(PLACE.longitude).fill('0');
    await signup.submit();
    await signup.form.getByText('The pin is at 0, 0 (in the ocean): drop it on the business').waitFor();
    await signup.field(PLACE.latitude).fill('21.3071');
    await signup.field(PLACE.longitude).fill('-157.8660');
    await signup.submit();
    await page.getByRole('heading', { level: 2, name: 'Check Your Email' }).waitFor();
    await page.goto(await site.mailLink(email, /verify-email/));
    await new LoginDialog(page).signInGreeted(email, PASSWORD, 'Welcome back, Noelani!');
    token = await site.tokenFor(email, PASSWORD);
    // The place was stored with the account (the registration's transaction).
    const stored = (await site.api<{ places: Place[] }>('GET', '/api/business/places', undefined, token)).body.places;
    expect(stored).toMatchObject([{ addressLine1: '2 Aloha Tower Dr', town: 'Honolulu', country: 'US', latitude: 21.3071, longitude: -157.866 }]);

    dashboard = new BusinessDashboard(page);
    await dashboard.open();
    await dashboard.table.getByText(BUSINESS_DASHBOARD.noDeals).waitFor();
    expect(await page.getByText('Ahi Poke Shack').first().isVisible()).toBe(true);
  });

  it('is shown core\'s messages for an incomplete deal, then creates one with a picture', async () => {
    await page.getByRole('button', { name: 'Create Deal' }).first().click();
    const dialog = dashboard.createDialog;
    await dialog.getByRole('button', { name: 'Create Deal' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByText('Number of coupons is required').waitFor();
    // A picture of the wrong type is refused before anything is uploaded (spec §5's words).
    await dialog.getByLabel('Image (optional)').setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await dashboard.toast('Invalid file type').getByText('Please select an image file').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await dashboard.createDeal({
      title: featuredTitle, description: 'Fresh ahi poke over rice with a view of the sunset.', originalPrice: '24.00', dealPrice: '16.50',
      totalCoupons: '20', businessCategory: 'Restaurant', image: png(),
    });
    await dashboard.toast(BUSINESS_DASHBOARD.dealCreated).getByText(MESSAGES.dealCreated).waitFor();
    await dashboard.createDialog.waitFor({ state: 'hidden' });
    await dashboard.row(featuredTitle).getByText('Live').waitFor();
    const deals = (await site.api<Deal[]>('GET', '/api/business/deals', undefined, token)).body;
    const created = deals.find((d) => d.title === featuredTitle)!;
    expect(created).toMatchObject({ dealPrice: '16.50', originalPrice: '24.00', totalCoupons: 20, category: 'Monthly', businessCategory: 'restaurant' });
    expect(created.imageUrl).toMatch(/^\/uploads\//);
    const picture = await fetch(`${site.url}${created.imageUrl}`);
    expect(picture.headers.get('content-type')).toBe('image/png');
  });

  it('creates a deal without its picture when the server refuses the upload, and says so', async () => {
    await dashboard.createDeal({
      title: plainTitle, description: 'Two rainbow shave ice cones for the price of one.', originalPrice: '10', dealPrice: '5',
      totalCoupons: '50', category: 'Weekly', image: fakePng(),
    });
    await dashboard.toast('Image upload failed').getByText('Failed to upload image. The deal will be created without an image.').waitFor();
    await dashboard.row(plainTitle).waitFor();
    const deals = (await site.api<Deal[]>('GET', '/api/business/deals', undefined, token)).body;
    expect(deals.find((d) => d.title === plainTitle)?.imageUrl).toBeNull();
  });

  it("gives the shop's place in the dashboard: core's messages for a pin left at 0, 0, the pin found on the map, saved", async () => {
    const places = page.getByRole('form', { name: PLACES.title });
    await places.getByLabel(PLACE.address, { exact: true }).fill('1 Aloha Tower Dr');
    await places.getByLabel(PLACE.town).fill('Honolulu');
    await places.getByLabel(PLACE.postcode).fill('96813');
    await places.getByLabel(PLACE.latitude).fill('0');
    await places.getByLabel(PLACE.longitude).fill('0');
    await places.getByLabel(PLACES.openingHours).fill('Daily 10 am – 8 pm');
    await places.getByRole('button', { name: PLACES.save }).click();
    await places.getByText('The pin is at 0, 0 (in the ocean): drop it on the business').waitFor();
    // Find on the map: the address searched with the server's geocoder fills the pin.
    await places.getByLabel(PLACE.address, { exact: true }).fill('1 Aloha Tower Dr');
    await places.getByRole('button', { name: PLACE.findOnMap }).click();
    await places.getByRole('status').getByText(/^Pin set at Aloha Tower/).waitFor();
    expect(await places.getByLabel(PLACE.latitude).inputValue()).toBe('21.3069');
    expect(await places.getByLabel(PLACE.longitude).inputValue()).toBe('-157.8663');
    expect(geocoder.requests.at(-1)?.url.searchParams.get('q')).toBe('1 Aloha Tower Dr, Honolulu, 96813, US');
    await places.getByRole('button', { name: PLACES.save }).click();
    await page.getByText(PLACES.saved, { exact: true }).first().waitFor();
  });

  it('sees the new deal on the home page, opening the same dialog with the business notice and where the shop is', async () => {
    const home = new HomePage(page);
    await home.open();
    await home.search('Poke Bowl');
    const dialog = await home.openDeal(featuredTitle);
    await dialog.getByRole('button', { name: 'Business Account' }).waitFor();
    await dialog.getByText('1 Aloha Tower Dr, Honolulu 96813').waitFor();
    await dialog.getByText('Daily 10 am – 8 pm').waitFor();
    // Chromium on Linux: Google Maps (the iPhone's Apple Maps and the geo: fallback are core's places.test.ts).
    const directions = dialog.getByRole('link', { name: /^Directions to Ahi Poke Shack/ });
    expect(await directions.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=21.3069,-157.8663');
    await page.keyboard.press('Escape');

    await dashboard.open();
    await dashboard.action('View', featuredTitle).click();
    const own = page.getByRole('dialog', { name: featuredTitle });
    await own.getByText(MESSAGES.businessCannotClaim).waitFor();
    await page.keyboard.press('Escape');
  });

  it('features the deal in test mode: plans dialog, preview, payment, success, then the featured badge', async () => {
    await dashboard.action('Feature', featuredTitle).click();
    const dialog = page.getByRole('dialog', { name: FEATURE.dialogTitle });
    await dialog.getByRole('heading', { name: 'Premium' }).waitFor();
    // Spec §9: Quick, Basic and Premium; the extended plan is known only to the payment-success page.
    expect(await dialog.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['Quick', 'Basic', 'Premium']);
    await dialog.getByRole('link', { name: /^Choose Premium/ }).click();

    await page.waitForURL(/\/feature-deal\/\d+\?planId=premium$/);
    await page.getByRole('heading', { level: 1, name: FEATURE.previewTitle }).waitFor();
    await page.getByText('$25.00').first().waitFor();
    await page.getByText(FEATURE.noRefunds).waitFor();
    // Prices come only from the server's plans: no "$50 / 30 days" beside Premium's $25 (docs/decisions/0111-one-price-for-one-thing.md).
    expect(await page.getByText('$50').count()).toBe(0);
    await page.getByRole('link', { name: FEATURE.continueToPayment }).click();

    await page.waitForURL(/\/feature-deal-payment\?dealId=\d+&planId=premium&amount=25.00$/);
    await page.getByText(FEATURE.testModeBadge, { exact: true }).waitFor();
    await page.getByRole('button', { name: FEATURE.testPay('$25.00') }).click();
    await dashboard.toast(MESSAGES.dealFeatured).waitFor();
    await page.waitForURL(/\/payment-success\?dealId=\d+&planId=premium$/);
    await page.getByRole('heading', { level: 1, name: FEATURE.paymentSuccessTitle }).waitFor();
    await page.getByText('Premium', { exact: true }).waitFor();

    await dashboard.open();
    await dashboard.action('Featured', featuredTitle).waitFor();
    // On the home page its card now carries the Featured badge, and the public featured list has it.
    // At once, though public lists are browser-cached for 5 s: right after a change the site revalidates its reads.
    const home = new HomePage(page);
    await home.open();
    await home.search('Poke Bowl');
    await page.locator('article', { hasText: featuredTitle }).first().getByText('★ Featured', { exact: true }).waitFor();
    const featured = (await site.api<Deal[]>('GET', '/api/deals?isFeatured=true&limit=100')).body;
    expect(featured.map((d) => d.title)).toContain(featuredTitle);

    await dashboard.open();
    await dashboard.action('Featured', featuredTitle).click();
    const already = page.getByRole('dialog', { name: `★ ${FEATURE.alreadyTitle}` });
    await already.getByText(FEATURE.alreadyText).waitFor();
    await already.getByText(/^Featured until /).waitFor();
    await page.keyboard.press('Escape');
  });

  it('redeems a customer\'s coupon typed at the counter, then is told it was already used', async () => {
    const customer = await site.createVerifiedAccount({ firstName: 'Makana' });
    const userToken = await site.tokenFor(customer.email, customer.password);
    const userPage = await site.newPage({ token: userToken });
    const home = new HomePage(userPage);
    // Through a partner's widget: its Claim Deal link lands on /?deal=ID&ref=PARTNER, and the claim credits the partner.
    const [deal] = (await site.api<Deal[]>('GET', `/api/deals?search=${encodeURIComponent(featuredTitle)}`)).body;
    await home.open(`?deal=${deal.id}&ref=island-times`);
    const dialog = home.dialog(featuredTitle);
    await dialog.getByRole('button', { name: 'Claim Deal' }).click();
    await home.toast(TOASTS.dealClaimed).waitFor();
    const [coupon] = (await site.api<Coupon[]>('GET', '/api/user/coupons', undefined, userToken)).body;

    await dashboard.redeem(coupon.couponCode.toLowerCase().replace(/-/g, ''));
    const ok = dashboard.redeemBox.getByRole('status');
    await ok.getByText(REDEEM.redeemed, { exact: true }).waitFor();
    await ok.getByText(REDEEM.redeemedFor(featuredTitle, 'Makana')).waitFor();

    await dashboard.redeem(coupon.couponCode);
    await dashboard.redeemBox.getByRole('alert').getByText(REDEEM.alreadyUsed, { exact: true }).waitFor();
    await dashboard.redeem('K7QF-3MZP-9XDA');
    await dashboard.redeemBox.getByRole('alert').getByText(REDEEM.unknown, { exact: true }).waitFor();
  });

  it('tells the counter when a code belongs to another business', async () => {
    const customer = await site.createVerifiedAccount({ firstName: 'Ikaika' });
    const userToken = await site.tokenFor(customer.email, customer.password);
    const demoDeal = (await site.api<Deal[]>('GET', '/api/business/deals', undefined, await site.tokenFor(DEMO_BUSINESS, DEMO_PASSWORD))).body
      .find((d) => d.isActive && Date.parse(d.endDate) > Date.now() && Date.parse(d.startDate) <= Date.now() && d.totalCoupons > d.usedCoupons)!;
    const claim = await site.api<{ coupon: Coupon }>('POST', '/api/coupons', { dealId: demoDeal.id }, userToken);
    expect(claim.status).toBe(201);
    await dashboard.redeem(claim.body.coupon.couponCode);
    const refusal = dashboard.redeemBox.getByRole('alert');
    await refusal.getByText(REDEEM.otherBusiness, { exact: true }).waitFor();
    await refusal.getByText(MESSAGES.couponOtherBusiness).waitFor();
  });

  it('reads 1 view → 1 claim → 1 redemption for the featured deal in its funnel, and the word 3 visitors searched', async () => {
    // Three visitors search "ahi" (the suggestions request every search box makes while typing), one of them twice. (This
    // browser searched "Poke Bowl" above: one visitor, not shown.)
    for (const visitor of ['one', 'two', 'three', 'three']) {
      const res = await fetch(`${site.url}/api/deals/suggest?q=ahi`, { headers: { 'User-Agent': `Visitor ${visitor}` } });
      expect(res.status).toBe(200);
    }
    // Recorded after each answer: asked until the last one is in, before the dashboard reads it.
    await expect.poll(async () => (await site.api<BusinessSearchWords>('GET', '/api/business/search-words', undefined, token)).body.words)
      .toEqual([{ word: 'ahi', visitors: 3 }]);
    await dashboard.open();
    await dashboard.funnel.getByRole('row', { name: new RegExp(featuredTitle) }).waitFor();
    expect(await dashboard.funnelTotals()).toEqual([1, 1, 1]);
    const row = dashboard.funnel.getByRole('row', { name: new RegExp(featuredTitle) });
    expect((await row.getByRole('cell').allTextContents()).slice(0, 5)).toEqual(['1', '1', '1', '100%', '100%']);
    const funnel = (await site.api<BusinessFunnel>('GET', '/api/business/funnel', undefined, token)).body;
    expect(funnel.totals).toEqual({ views: 1, claims: 1, redemptions: 1 });
    expect(funnel.days.at(-1)?.featured).toBe(true);
    // The claim came through a partner's widget: the business sees it under "Claims by partner".
    expect(funnel.partners).toEqual([{ partnerRef: 'island-times', claims: 1 }]);
    const byPartner = dashboard.funnel.getByRole('region', { name: FUNNEL.byPartner });
    expect(await byPartner.getByRole('row', { name: /island-times/ }).getByRole('cell').allTextContents()).toEqual(['1']);
    // What Visitors Searched: the word and its count, never who.
    await dashboard.searchWords.getByRole('row', { name: /ahi/ }).waitFor();
    expect(await dashboard.searchWords.getByRole('row', { name: /ahi/ }).getByRole('cell').allTextContents()).toEqual(['3']);
    await dashboard.searchWords.getByText(SEARCH_WORDS.intro(3)).waitFor();
  });

  it('deletes a deal after confirming', async () => {
    await dashboard.action('Delete', plainTitle).click();
    const confirm = page.getByRole('alertdialog', { name: BUSINESS_DASHBOARD.deleteTitle });
    await confirm.getByText(BUSINESS_DASHBOARD.deleteConfirm).waitFor();
    await confirm.getByRole('button', { name: BUSINESS_DASHBOARD.cancel }).click();
    await dashboard.row(plainTitle).waitFor();

    await dashboard.action('Delete', plainTitle).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await dashboard.toast(BUSINESS_DASHBOARD.dealDeleted).getByText(MESSAGES.dealDeleted).waitFor();
    await dashboard.row(plainTitle).waitFor({ state: 'detached' });
    const deals = (await site.api<Deal[]>('GET', '/api/business/deals', undefined, token)).body;
    expect(deals.map((d) => d.title)).toEqual([featuredTitle]);
  });

  it('works on a phone: the table becomes cards and each action is in reach', async () => {
    const phone = await site.newPage({ token, width: 390 });
    const small = new BusinessDashboard(phone);
    await small.open();
    await small.action('Featured', featuredTitle).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.getByRole('button', { name: 'Create Deal' }).first().click();
    await small.createDialog.getByLabel('Title', { exact: true }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

describe('counter staff', () => {
  let owner: Page;
  let dashboard: BusinessDashboard;
  let staffPage: Page;
  let counter: CounterPage;
  let staffToken: string;
  let deal: Deal;
  const email = `leilani-${Date.now()}@example.test`;
  /** The demo business whose deal they redeem (reefside@dadeal.test). */
  const COMPANY = 'Reefside Grill';
  const staffPassword = 'Counter-Shift-26!';

  /** A customer (signed in: its token) with a fresh coupon for the demo business's deal. */
  async function customer(firstName: string): Promise<{ coupon: Coupon; token: string }> {
    const account = await site.createVerifiedAccount({ firstName });
    const token = await site.tokenFor(account.email, account.password);
    const claim = await site.api<{ coupon: Coupon }>('POST', '/api/coupons', { dealId: deal.id }, token);
    expect(claim.status).toBe(201);
    return { coupon: claim.body.coupon, token };
  }
  /** A customer's fresh coupon for the demo business's deal. */
  const customerCoupon = async (firstName: string): Promise<Coupon> => (await customer(firstName)).coupon;

  it('are invited from the dashboard by name and e-mail, and set their password with the mailed link', async () => {
    const ownerToken = await site.tokenFor(DEMO_BUSINESS, DEMO_PASSWORD);
    deal = (await site.api<Deal[]>('GET', '/api/business/deals', undefined, ownerToken)).body
      .find((d) => d.isActive && Date.parse(d.endDate) > Date.now() && Date.parse(d.startDate) <= Date.now() && d.totalCoupons - d.usedCoupons >= 2)!;
    owner = await site.newPage({ token: ownerToken, keep: true });
    dashboard = new BusinessDashboard(owner);
    await dashboard.open();
    // Core's rules in the browser, before anything is sent.
    await dashboard.inviteStaff({ firstName: '', lastName: '', email: 'not-an-email' });
    await dashboard.staff.getByText('First name is required').waitFor();
    await dashboard.staff.getByText('Please enter a valid email address').waitFor();
    await dashboard.inviteStaff({ firstName: 'Leilani', lastName: 'Kahale', email });
    await dashboard.toast(STAFF.invited).getByText(STAFF.invitedText(email)).waitFor();
    await dashboard.staffRow('Leilani Kahale').getByText(STAFF.statuses.invited).waitFor();

    const link = await site.mailLink(email, /\/reset-password\?token=.+&invite=1$/);
    staffPage = await site.newPage({ keep: true });
    await staffPage.goto(link);
    await staffPage.getByRole('heading', { level: 1, name: INVITATION.title }).waitFor();
    await staffPage.getByLabel('New Password', { exact: true }).fill(staffPassword);
    await staffPage.getByLabel('Confirm New Password', { exact: true }).fill(staffPassword);
    await staffPage.getByRole('button', { name: INVITATION.submit }).click();
    await staffPage.getByRole('heading', { name: INVITATION.done }).waitFor();
    // The link works once.
    const token = new URL(link).searchParams.get('token');
    expect((await site.api('POST', '/api/auth/reset-password', { token, newPassword: 'Another-Pass-9' })).status).toBe(400);
  });

  it('sign in through the same dialog and land on the Counter, where a typed code is redeemed in their name', async () => {
    await staffPage.getByRole('button', { name: ACCOUNT.goToLogin }).click();
    await new LoginDialog(staffPage).signIn(email, staffPassword);
    await staffPage.waitForURL(/\/counter$/);
    counter = new CounterPage(staffPage);
    await counter.heading.waitFor();
    await staffPage.getByText(COUNTER.signedInAs('Leilani Kahale')).waitFor();
    await staffPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Counter' }).waitFor();
    staffToken = (await staffPage.evaluate(() => window.localStorage.getItem('token')))!;

    const coupon = await customerCoupon('Makana');
    await counter.redeem(coupon.couponCode.toLowerCase());
    const ok = counter.redeemBox.getByRole('status');
    await ok.getByText(REDEEM.redeemed, { exact: true }).waitFor();
    await ok.getByText(REDEEM.redeemedFor(deal.title, 'Makana')).waitFor();
    await counter.todayRow(coupon.couponCode).getByText('Leilani Kahale (staff)').waitFor();
    expect(JSON.stringify(await seriousAxeViolations(staffPage)), 'counter').toBe('[]');

    // Download my data on the Counter: the member's file names the business and the redemption just made; no Delete
    // button (their owner removes them).
    const ownData = staffPage.getByRole('region', { name: OWN_DATA.title });
    await ownData.getByText(OWN_DATA.staffNote).waitFor();
    expect(await ownData.getByRole('button', { name: OWN_DATA.delete }).count()).toBe(0);
    const [file] = await Promise.all([staffPage.waitForEvent('download'), ownData.getByRole('button', { name: OWN_DATA.download }).click()]);
    expect(file.suggestedFilename()).toMatch(/^dadeal-account-\d+-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8')) as AccountExport;
    expect(exported.account.email).toBe(email);
    expect(exported.staff?.business.companyName).toBe(COMPANY);
    expect(exported.staff?.redemptions.map((r) => [r.couponCode, r.dealTitle])).toEqual([[coupon.couponCode, deal.title]]);

    // The owner sees who redeemed it: in the deal's coupons, and as the member's last redemption.
    await dashboard.open();
    await dashboard.action('Coupons', deal.title).click();
    const coupons = dashboard.couponsDialog(deal.title);
    await coupons.getByRole('row').filter({ hasText: coupon.couponCode }).getByText('Leilani Kahale (staff)').waitFor();
    expect(JSON.stringify(await seriousAxeViolations(owner)), 'coupons dialog').toBe('[]');
    await owner.keyboard.press('Escape');
    await dashboard.staffRow('Leilani Kahale').getByText(STAFF.statuses.active).waitFor();
    expect(await dashboard.staffRow('Leilani Kahale').getByText(STAFF.never).count()).toBe(0);
  });

  it('redeem a coupon whose holder then rates the visit from My Coupons; the card, the dialog, the JSON-LD, the reply and an administrator\'s hide follow', async () => {
    const holder = await customer('Pua');
    const shopper = await site.newPage({ token: holder.token });
    await shopper.goto('/user-dashboard?tab=coupons');
    const ticket = shopper.locator('article.udash-coupon', { hasText: holder.coupon.couponCode });
    await ticket.getByText(USER_DASHBOARD.states.active, { exact: true }).waitFor();
    const rateButton = shopper.getByRole('button', { name: new RegExp(`^${REVIEWS.rateVisit}`) });

    // Redeemed at the Counter while the holder's My Coupons is open: that page read its coupons once (the site's
    // queries never go stale by themselves) and still shows the coupon active, without "Rate your visit" — which is
    // why a journey that opened My Coupons before the redemption never found the button. Opened again (a reload), it
    // reads the redemption: the coupon is used today, inside the review window, and offers to rate the visit.
    await counter.redeem(holder.coupon.couponCode);
    await counter.redeemBox.getByRole('status').getByText(REDEEM.redeemedFor(deal.title, 'Pua')).waitFor();
    expect(await ticket.getByText(USER_DASHBOARD.states.active, { exact: true }).count()).toBe(1);
    expect(await rateButton.count()).toBe(0);
    await shopper.reload();
    await ticket.getByText(USER_DASHBOARD.states.used, { exact: true }).waitFor();
    await rateButton.click();
    const form = shopper.getByRole('form', { name: REVIEWS.rateTitle(COMPANY) });
    await form.getByRole('radio', { name: REVIEWS.star(4) }).check();
    await form.getByLabel(REVIEWS.textLabel).fill('Loco moco like at home.\nFriendly counter.');
    await form.getByRole('button', { name: REVIEWS.publish }).click();
    const saved = shopper.locator('[data-sonner-toast]').filter({ hasText: MESSAGES.reviewSaved });
    await saved.waitFor();
    await ticket.getByText(`${REVIEWS.yourReview}:`).waitFor();
    // The toast's own colours are the toast layer's (checked apart, accounts.e2e): the screen is checked without it.
    await saved.getByRole('button', { name: 'Close toast' }).click();
    await saved.waitFor({ state: 'detached' });
    expect(await seriousAxeViolations(shopper), 'My Coupons with a review').toEqual([]);

    // One review: the card says "New on Da Deal!"; two more verified visits (redeemed at the Counter too) make three.
    const home = new HomePage(shopper);
    await home.open();
    await home.tab(deal.category as 'Monthly' | 'Weekly' | 'Last-Minute').click();
    const card = shopper.locator('article.dd-card', { hasText: deal.title }).first();
    await card.locator('.dd-rating--new').getByText(WIDGET_TEXTS.ratingNew).waitFor();
    for (const [name, rating] of [['Kawika', 5], ['Mele', 4]] as const) {
      const other = await customer(name);
      expect((await site.api('POST', '/api/business/redeem', { couponCode: other.coupon.couponCode }, staffToken)).status).toBe(200);
      expect((await site.api('POST', '/api/reviews', { couponId: other.coupon.id, rating }, other.token)).status).toBe(201);
    }

    // The owner answers the holder's review from the dashboard's reviews panel.
    await dashboard.open();
    const panel = owner.getByRole('region', { name: REVIEWS.sectionTitle, exact: true });
    await panel.getByText(REVIEWS.awaiting(3)).waitFor();
    const mine = panel.locator('li.review', { hasText: 'Loco moco like at home.' });
    await mine.getByRole('button', { name: new RegExp(`^${REVIEWS.reply}`) }).click();
    await mine.getByLabel(REVIEWS.replyLabel).fill('Mahalo, Pua! See you soon.');
    await mine.getByRole('button', { name: REVIEWS.publishReply }).click();
    await dashboard.toast(MESSAGES.replySaved).waitFor();
    await mine.getByText(WIDGET_TEXTS.replyFrom(COMPANY)).waitFor();
    await panel.getByText(REVIEWS.awaiting(2)).waitFor();
    await dashboard.toast(MESSAGES.replySaved).getByRole('button', { name: 'Close toast' }).click();
    await dashboard.toast(MESSAGES.replySaved).waitFor({ state: 'detached' });
    expect(await seriousAxeViolations(owner), 'dashboard with its reviews panel').toEqual([]);

    // The card shows the figure from the third review (4 + 5 + 4 = 4.3 from 3), the dialog lists the reviews.
    await home.open();
    await home.tab(deal.category as 'Monthly' | 'Weekly' | 'Last-Minute').click();
    await card.locator('.dd-rating').getByText(WIDGET_TEXTS.ratingLabel('4.3', 3)).waitFor({ state: 'attached' });
    const dialog = await home.openDeal(deal.title);
    const list = dialog.getByRole('region', { name: WIDGET_TEXTS.reviewsHeading });
    await expect.poll(() => list.locator('.review__name').allTextContents()).toEqual(['Mele T.', 'Kawika T.', 'Pua T.']);
    const month = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date());
    expect(await list.locator('.review__verified').first().textContent()).toBe(WIDGET_TEXTS.verifiedVisit(month));
    const puas = list.locator('li.review', { hasText: 'Pua T.' });
    expect(await puas.locator('.review__reply').getByText('Mahalo, Pua! See you soon.').count()).toBe(1);
    expect(await seriousAxeViolations(shopper), 'deal dialog with its reviews').toEqual([]);
    // A signed-in visitor reports the business's reply under a review.
    await puas.getByRole('button', { name: REPORT.reply(COMPANY) }).click();
    await puas.getByRole('radio', { name: REPORT.reason('other') }).check();
    await puas.getByRole('button', { name: REPORT.send }).click();
    await puas.getByRole('status').getByText(REPORT.done).waitFor();
    await shopper.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The deal's own page, as a crawler reads it: the JSON-LD carries the rating and the reviews.
    const crawler = await site.newPage();
    await crawler.goto(`/?deal=${deal.id}`);
    const jsonLd = async () => (await crawler.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Product');
    const product = await jsonLd();
    expect(product.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3, bestRating: 5, worstRating: 1 });
    expect(product.review.map((r: { author: { name: string }; reviewRating: { ratingValue: number } }) => [r.author.name, r.reviewRating.ratingValue]))
      .toEqual([['Mele T.', 4], ['Kawika T.', 5], ['Pua T.', 4]]);
    expect(product.review[2]).toMatchObject({ '@type': 'Review', reviewBody: 'Loco moco like at home.\nFriendly counter.' });

    // An administrator hides the holder's review: the open page's card loses its figure (below three again) at once.
    const admin = await site.api<{ token: string }>('POST', '/api/admin/login', ADMIN);
    expect(admin.status).toBe(200);
    const [own] = (await site.api<Array<{ id: number }>>('GET', '/api/user/reviews', undefined, holder.token)).body;
    const hidden = await fetch(`${site.url}/api/admin/reviews/${own.id}/hide`, {
      method: 'POST', headers: { Authorization: `Bearer ${admin.body.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ part: 'review', reason: 'Checked with the business: a mistake' }),
    });
    expect(hidden.status).toBe(200);
    await card.locator('.dd-rating--new').getByText(WIDGET_TEXTS.ratingNew).waitFor();
    await crawler.goto(`/?deal=${deal.id}`);
    const after = await jsonLd();
    expect(after.aggregateRating).toBeUndefined();
    expect(after.review.map((r: { author: { name: string } }) => r.author.name)).toEqual(['Mele T.', 'Kawika T.']);
    await shopper.close();
    await crawler.close();
  });

  it('are refused every other business page, the user dashboard, and every other business call', async () => {
    const staff = await site.newPage({ token: staffToken, width: 390 });
    for (const route of ['/business-dashboard', `/feature-deal/${deal.id}?planId=premium`, `/feature-deal-payment?dealId=${deal.id}&planId=premium&amount=25.00`, `/feature-deal-success?dealId=${deal.id}`, `/payment-success?dealId=${deal.id}&planId=basic`, '/user-dashboard']) {
      await staff.goto(route);
      await staff.getByRole('heading', { level: 1, name: MESSAGES.staffCounterOnly }).waitFor();
    }
    await staff.getByRole('link', { name: 'Counter' }).last().click();
    await new CounterPage(staff).heading.waitFor();
    await settled(staff);
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(JSON.stringify(await seriousAxeViolations(staff)), 'counter at 390 px').toBe('[]');
    for (const [method, path] of [['GET', '/api/business/deals'], ['GET', '/api/business/stats'], ['GET', '/api/business/staff'], ['GET', `/api/business/deals/${deal.id}/coupons`], ['DELETE', `/api/deals/${deal.id}`]]) {
      const answer = await site.api(method, path, undefined, staffToken);
      expect([path, answer.status, answer.body.message]).toEqual([path, 403, MESSAGES.staffCounterOnly]);
    }
  });

  it('once revoked, are refused at their very next request', async () => {
    await dashboard.open();
    await dashboard.staffRow('Leilani Kahale').getByRole('button', { name: `${STAFF.revoke} Leilani Kahale` }).click();
    const confirm = owner.getByRole('alertdialog', { name: STAFF.revokeTitle });
    await confirm.getByRole('button', { name: STAFF.revoke, exact: true }).click();
    await dashboard.toast(STAFF.revoked).getByText(MESSAGES.staffRevoked).waitFor();
    await dashboard.staffRow('Leilani Kahale').waitFor({ state: 'detached' });

    // The Counter still open on the staff member's screen: the next redemption is refused and the session ends there.
    const coupon = await customerCoupon('Ikaika');
    await counter.redeem(coupon.couponCode);
    await staffPage.getByRole('heading', { level: 1, name: MESSAGES.businessOnly }).waitFor();
    await staffPage.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).waitFor();
    expect((await site.api('GET', '/api/user/profile', undefined, staffToken)).status).toBe(401);
    expect((await site.api('POST', '/api/business/redeem', { couponCode: coupon.couponCode }, staffToken)).status).toBe(401);
    expect((await site.api('POST', '/api/auth/login', { email, password: staffPassword })).status).toBe(401);
    const [theCoupon] = (await site.api<Array<{ couponCode: string; state: string }>>('GET', `/api/business/deals/${deal.id}/coupons`, undefined, await site.tokenFor(DEMO_BUSINESS, DEMO_PASSWORD))).body
      .filter((c) => c.couponCode === coupon.couponCode);
    expect(theCoupon.state).toBe('active');
  });
});

describe('the feature-deal routes', () => {
  it('send the payment page to the dashboard when a parameter is missing', async () => {
    const page = await site.newPage({ token: await site.tokenFor(DEMO_BUSINESS, DEMO_PASSWORD) });
    for (const query of ['', '?dealId=1&planId=premium', '?dealId=1&amount=25.00', '?planId=premium&amount=25.00']) {
      await page.goto(`/feature-deal-payment${query}`);
      await page.waitForURL(/\/business-dashboard$/);
      await page.getByRole('heading', { level: 1, name: 'Business Dashboard' }).waitFor();
    }
  });

  it('say "Deal Not Found" for a deal that is not the business\'s', async () => {
    const page = await site.newPage({ token: await site.tokenFor(DEMO_BUSINESS, DEMO_PASSWORD) });
    await page.goto('/feature-deal/999999?planId=premium');
    await page.getByRole('heading', { level: 1, name: 'Deal Not Found' }).waitFor();
  });

  it('show every business route\'s access text to a regular user and to a visitor', async () => {
    const user = await site.createVerifiedAccount();
    const routes = ['/business-dashboard', '/feature-deal/1?planId=premium', '/feature-deal-payment?dealId=1&planId=premium&amount=25.00', '/feature-deal-success?dealId=1', '/payment-success?dealId=1&planId=extended'];
    for (const token of [await site.tokenFor(user.email, user.password), null]) {
      const page = await site.newPage({ token });
      for (const route of routes) {
        await page.goto(route);
        await page.getByRole('heading', { level: 1, name: MESSAGES.businessOnly }).waitFor();
      }
    }
  });

  it('reads the extended plan on the payment success page', async () => {
    const token = await site.tokenFor(DEMO_BUSINESS, DEMO_PASSWORD);
    const [deal] = (await site.api<Deal[]>('GET', '/api/business/deals', undefined, token)).body;
    const page = await site.newPage({ token });
    await page.goto(`/payment-success?dealId=${deal.id}&planId=extended`);
    await page.getByText('Extended', { exact: true }).waitFor();
    await page.getByText('60 days', { exact: true }).waitFor();
    await page.getByText('$45.00 USD').waitFor();
    // …and nowhere else: the preview and payment pages do not sell it.
    const plain = (await site.api<Deal[]>('GET', '/api/business/deals', undefined, token)).body
      .find((d) => !d.isFeatured && d.isActive && Date.parse(d.endDate) > Date.now())!;
    await page.goto(`/feature-deal/${plain.id}?planId=extended`);
    await page.getByRole('heading', { level: 2, name: FEATURE.dialogTitle }).waitFor();
    expect(await page.getByText('Extended', { exact: true }).count()).toBe(0);
  });
});

describe('accessibility of the business screens', () => {
  for (const width of [1280, 390]) {
    it(`has no serious or critical axe violation on each business route and dialog at ${width} px`, async () => {
      const token = await site.tokenFor(DEMO_BUSINESS, DEMO_PASSWORD);
      const deals = (await site.api<Deal[]>('GET', '/api/business/deals', undefined, token)).body;
      const plain = deals.find((d) => !d.isFeatured && d.isActive && Date.parse(d.endDate) > Date.now())!;
      const page = await site.newPage({ token, width });
      const dashboard = new BusinessDashboard(page);
      const check = async (where: string) => {
        await settled(page);
        expect(JSON.stringify(await seriousAxeViolations(page)), where).toBe('[]');
      };
      await dashboard.open();
      await dashboard.funnel.waitFor();
      await check('dashboard');
      await page.getByRole('button', { name: 'Create Deal' }).first().click();
      await dashboard.createDialog.waitFor();
      await check('create dialog');
      await page.keyboard.press('Escape');
      await dashboard.action('Feature', plain.title).click();
      await page.getByRole('dialog', { name: FEATURE.dialogTitle }).getByRole('link').first().waitFor();
      await check('feature dialog');
      await page.keyboard.press('Escape');
      await dashboard.action('Delete', plain.title).click();
      await page.getByRole('alertdialog').waitFor();
      await check('delete dialog');
      await page.keyboard.press('Escape');
      for (const route of [
        `/feature-deal/${plain.id}`, `/feature-deal/${plain.id}?planId=basic`, `/feature-deal-payment?dealId=${plain.id}&planId=basic&amount=10.00`,
        `/feature-deal-success?dealId=${plain.id}`, `/payment-success?dealId=${plain.id}&planId=basic`,
      ]) {
        await page.goto(route);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await check(route);
      }
    });
  }
});

describe('the business screens in another language', () => {
  const catalogue = async (language: 'fr' | 'de' | 'ja') =>
    createTranslator(language, await import(`../../core/src/i18n/generated/${language}.js`) as CompiledCatalogue);
  let token: string;
  beforeAll(async () => {
    token = await site.tokenFor(DEMO_BUSINESS, DEMO_PASSWORD);
  });
  afterAll(async () => {
    // A ?lang= link signed in saves the account's language: the demo business's e-mails go back to English.
    await site.api('PUT', '/api/user/profile', { language: 'en' }, token);
  });

  it('shows the dashboard and its create dialog in German on a phone, the deal types as the home page names them', async () => {
    const de = await catalogue('de');
    const page = await site.newPage({ token, width: 390 });
    await page.goto('/business-dashboard?lang=de');
    await page.getByRole('heading', { level: 1, name: de.t('site.business.title') }).waitFor();
    await page.getByRole('list', { name: de.t('site.business.statsLabel') }).getByText(de.t('site.business.statCoupons')).waitFor();
    const table = page.getByRole('region', { name: de.t('site.business.dealsTable') });
    await table.getByText(de.t('site.business.statusLive')).first().waitFor();
    await page.getByRole('heading', { name: de.t('site.business.funnelTitle') }).waitFor();
    await page.getByRole('heading', { name: de.t('site.business.staffTitle') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await settled(page);
    expect(JSON.stringify(await seriousAxeViolations(page))).toBe('[]');

    await page.getByRole('button', { name: de.t('site.business.createDeal') }).first().click();
    const dialog = page.getByRole('dialog', { name: de.t('site.business.createTitle') });
    await dialog.getByLabel(de.t('site.business.fieldTitle'), { exact: true }).waitFor();
    const types = dialog.getByLabel(de.t('site.business.fieldCategory'));
    expect(await types.locator('option').allTextContents()).toEqual(['Monthly', 'Weekly', 'Last-Minute'].map((c) => de.t(`widgets.dealCategory.${c}` as never)));
    // Core's validation messages in German too.
    await dialog.getByRole('button', { name: de.t('site.business.createSubmit') }).click();
    await dialog.getByText(de.t('validation.titleRequired' as never)).first().waitFor();
  });

  it('shows the featuring plan, its price and the counter in French and Japanese', async () => {
    const [fr, ja] = [await catalogue('fr'), await catalogue('ja')];
    const plain = (await site.api<Deal[]>('GET', '/api/business/deals', undefined, token)).body
      .find((d) => !d.isFeatured && d.isActive && Date.parse(d.endDate) > Date.now())!;
    const page = await site.newPage({ token });
    await page.goto(`/feature-deal/${plain.id}?planId=premium&lang=fr`);
    await page.getByRole('heading', { level: 1, name: fr.t('site.business.previewTitle') }).waitFor();
    const heading = fr.t('site.business.planHeading', { plan: fr.t('site.plans.premium'), duration: fr.t('site.plans.days30') });
    await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    await page.getByText(fr.t('site.plans.premiumPlacement'), { exact: true }).waitFor();
    expect(await page.locator('.feature-summary__total dd').textContent()).toMatch(/^25,00\s\$US$/);
    await page.getByText(fr.t('site.business.noRefunds')).waitFor();

    await page.goto('/counter?lang=ja');
    await page.getByRole('heading', { level: 1, name: ja.t('site.business.counterTitle') }).waitFor();
    await page.getByRole('heading', { name: ja.t('site.business.redeemTitle') }).waitFor();
    await page.getByRole('heading', { name: ja.t('site.business.today') }).waitFor();
  });
});
