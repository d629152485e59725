// The payment page with PayPal keys (spec §4, §8; CONTRACT §3): PayPal's official buttons (@paypal/react-paypal-js)
// with the client id from the server's configuration. PayPal's JS SDK is answered by a small fake SDK (the browser
// asks www.paypal.com; the test answers for it, no network), whose button runs the site's own createOrder, onApprove
// and onError; the server's PayPal provider talks to the fake PayPal REST API through PayPal's real server SDK.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES, type Deal } from '@dadeal/core';
import { startFakePaypal, type FakePaypal } from '@dadeal/api/features/payments/fake-paypal-server.ts';
import { FEATURE } from '../src/app/business/texts.js';
import { DEMO_BUSINESS, DEMO_PASSWORD, startSite, type SiteHarness } from './harness.js';

/** The fake PayPal JS SDK: `paypal.Buttons(options).render(container)` draws one button; the mode says what a buyer does. */
const FAKE_SDK = `
(function () {
  window.paypal = {
    version: 'fake-sdk',
    Buttons: function (options) {
      var container = null;
      return {
        isEligible: function () { return true; },
        render: function (target) {
          container = typeof target === 'string' ? document.querySelector(target) : target;
          var button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Pay with PayPal';
          button.addEventListener('click', async function () {
            var mode = window.__fakePaypalMode || 'approve';
            if (mode === 'provider-error') { options.onError(new Error('PayPal popup could not be opened')); return; }
            try {
              var orderID = await options.createOrder({ paymentSource: 'paypal' }, {});
              window.__fakePaypalOrders = (window.__fakePaypalOrders || []).concat(orderID);
              if (mode === 'approve') await window.__approvePaypalOrder(orderID);
              await options.onApprove({ orderID: orderID, payerID: 'FAKEPAYER' }, {});
            } catch (error) {
              options.onError(error);
            }
          });
          container.appendChild(button);
          return Promise.resolve();
        },
        updateProps: function () { return Promise.resolve(); },
        close: function () { if (container) container.innerHTML = ''; return Promise.resolve(); },
      };
    },
  };
})();
`;

let paypal: FakePaypal;
let site: SiteHarness;
let token: string;
let deals: Deal[];

beforeAll(async () => {
  paypal = await startFakePaypal();
  site = await startSite({ PAYPAL_CLIENT_ID: paypal.clientId, PAYPAL_CLIENT_SECRET: paypal.clientSecret, PAYPAL_API_BASE: paypal.url });
  token = await site.tokenFor(DEMO_BUSINESS, DEMO_PASSWORD);
  deals = (await site.api<Deal[]>('GET', '/api/business/deals', undefined, token)).body
    .filter((d) => !d.isFeatured && d.isActive && Date.parse(d.endDate) > Date.now());
  if (deals.length < 3) throw new Error('the demo business needs three live deals that are not featured');
});
afterAll(async () => {
  await site?.close();
  await paypal?.close();
});

/** The payment page for the basic plan, with the fake SDK answering for PayPal and the buyer doing `mode`. */
async function paymentPage(deal: Deal, mode: 'approve' | 'no-approval' | 'provider-error'): Promise<{ page: Page; sdkUrls: string[] }> {
  const page = await site.newPage({ token });
  const sdkUrls: string[] = [];
  await page.route('https://www.paypal.com/sdk/js**', async (route) => {
    sdkUrls.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_SDK });
  });
  await page.exposeFunction('__approvePaypalOrder', (orderId: string) => paypal.approve(orderId));
  await page.addInitScript((m) => { (window as unknown as { __fakePaypalMode: string }).__fakePaypalMode = m; }, mode);
  await page.goto(`/feature-deal-payment?dealId=${deal.id}&planId=basic&amount=10.00`);
  await page.getByRole('heading', { level: 1, name: FEATURE.paymentTitle }).waitFor();
  return { page, sdkUrls };
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

describe('paying with PayPal', () => {
  it('loads PayPal\'s SDK with the server\'s client id, and approve → capture → featured', async () => {
    const deal = deals[0];
    const { page, sdkUrls } = await paymentPage(deal, 'approve');
    expect(await page.getByText(FEATURE.testModeBadge, { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await toast(page, MESSAGES.dealFeatured).waitFor();
    await page.waitForURL(new RegExp(`/payment-success\\?dealId=${deal.id}&planId=basic$`));

    const query = new URL(sdkUrls[0]).searchParams;
    expect(query.get('client-id')).toBe(paypal.clientId);
    expect(query.get('currency')).toBe('USD');
    expect(query.get('intent')).toBe('capture');
    const orderId = (await page.evaluate(() => (window as unknown as { __fakePaypalOrders: string[] }).__fakePaypalOrders))[0];
    expect(paypal.orders.get(orderId)).toMatchObject({ status: 'COMPLETED', amount: { currency_code: 'USD', value: '10.00' } });
    const after = (await site.api<Deal[]>('GET', '/api/business/deals', undefined, token)).body.find((d) => d.id === deal.id);
    expect(after?.isFeatured).toBe(true);
  });

  it('shows "Payment Failed" when the capture is refused (the buyer never approved), and features nothing', async () => {
    const deal = deals[1];
    const { page } = await paymentPage(deal, 'no-approval');
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await toast(page, FEATURE.paymentFailed[0]).getByText(FEATURE.paymentFailed[1]).waitFor();
    await page.getByRole('alert').filter({ hasText: MESSAGES.paymentNotCaptured }).waitFor();
    expect(page.url()).toContain('/feature-deal-payment');
    const after = (await site.api<Deal[]>('GET', '/api/business/deals', undefined, token)).body.find((d) => d.id === deal.id);
    expect(after?.isFeatured).toBe(false);
  });

  it('shows "There was an error with PayPal. Please try again." when PayPal itself fails', async () => {
    const deal = deals[2];
    const { page } = await paymentPage(deal, 'provider-error');
    const ordersBefore = paypal.orders.size;
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await toast(page, FEATURE.paypalError).waitFor();
    expect(paypal.orders.size).toBe(ordersBefore);
    const after = (await site.api<Deal[]>('GET', '/api/business/deals', undefined, token)).body.find((d) => d.id === deal.id);
    expect(after?.isFeatured).toBe(false);
  });
});
