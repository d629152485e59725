// The PayPal provider through the real SDK against a fake PayPal REST API on loopback: no network.
// (The tampering and double-submit cases run against PayPal too, in featuring.test.ts.)
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dadeal/core';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { holdAppToContract } from '../../testing/contract.js';
import { createApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { bearer, createBusiness, createDeal } from '../../testing/factories.js';
import type { Business } from '../accounts/business.model.js';
import type { User } from '../accounts/user.model.js';
import { startFakePaypal, type FakePaypal } from './fake-paypal-server.js';

let t: TestApp;
let paypal: FakePaypal;
let owner: { user: User; business: Business };
const http = () => request(t.app.callback());
const as = (who: { user: User }) => bearer(t.config.jwtSecret, who.user);

beforeAll(async () => {
  paypal = await startFakePaypal();
  t = await createTestApp({
    env: { PAYPAL_CLIENT_ID: paypal.clientId, PAYPAL_CLIENT_SECRET: paypal.clientSecret, PAYPAL_API_BASE: paypal.url },
  });
  owner = await createBusiness(t.db);
});
afterAll(async () => {
  await t?.close();
  await paypal?.close();
});

describe('payments with PayPal keys', () => {
  it('tells the payment page that PayPal is live, with the public client id', async () => {
    const res = await http().get('/api/paypal/config').expect(200);
    expect(res.body).toEqual({ provider: 'paypal', testMode: false, clientId: paypal.clientId, currency: 'USD' });
  });

  it('creates the order at PayPal for the plan price, with an OAuth token and a PayPal-Request-Id, then captures and features', async () => {
    const deal = await createDeal(t.db, owner.business);
    const created = await http().post('/api/paypal/order').set(as(owner))
      .send({ amount: '1.00', currency: 'USD', intent: 'CAPTURE', dealId: deal.id, planId: 'basic' }).expect(201);
    expect(created.body).toMatchObject({ status: 'CREATED', testMode: false, provider: 'paypal', amount: '10.00', currency: 'USD' });
    expect(created.body).not.toHaveProperty('notice');
    expect(created.body.id).not.toMatch(/^TEST-/);
    expect(paypal.orders.get(created.body.id)?.amount).toEqual({ currency_code: 'USD', value: '10.00' });

    expect(paypal.requests.some((r) => r.method === 'POST' && r.path === '/v1/oauth2/token')).toBe(true);
    const createCall = paypal.requests.find((r) => r.path === '/v2/checkout/orders')!;
    expect(createCall.headers['paypal-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await t.db('payments').where({ providerOrderId: created.body.id });
    expect(row).toMatchObject({ provider: 'paypal', amount: '10.00', currency: 'USD', status: 'created', businessId: owner.business.id, dealId: deal.id, planId: 'basic' });
    expect(row.requestId).toBe(createCall.headers['paypal-request-id']);

    paypal.approve(created.body.id); // the buyer approves in PayPal's window
    const captured = await http().post(`/api/paypal/order/${created.body.id}/capture`).set(as(owner)).expect(200);
    expect(captured.body).toMatchObject({ id: created.body.id, status: 'COMPLETED', testMode: false });
    const captureCall = paypal.requests.find((r) => r.path === `/v2/checkout/orders/${created.body.id}/capture`)!;
    expect(captureCall.headers['paypal-request-id']).toBe(`${row.requestId}:capture`);

    const featured = await http().post(`/api/deals/${deal.id}/feature`).set(as(owner))
      .send({ planId: 'basic', amount: '10.00', paymentMethod: 'paypal', paypalOrderId: created.body.id }).expect(200);
    expect(featured.body.payment).toEqual({ orderId: created.body.id, amount: '10.00', currency: 'USD', testMode: false });
    expect(featured.body.deal.isFeatured).toBe(true);
    expect((await t.db('payments').where({ providerOrderId: created.body.id }).first()).status).toBe('spent');
  });

  it('answers a second capture of a captured order without calling PayPal twice for money', async () => {
    const created = await http().post('/api/paypal/order').set(as(owner)).send({ planId: 'quick' }).expect(201);
    paypal.approve(created.body.id);
    await http().post(`/api/paypal/order/${created.body.id}/capture`).set(as(owner)).expect(200);
    const calls = () => paypal.requests.filter((r) => r.path === `/v2/checkout/orders/${created.body.id}/capture`).length;
    const before = calls();
    const again = await http().post(`/api/paypal/order/${created.body.id}/capture`).set(as(owner)).expect(200);
    expect(again.body.status).toBe('COMPLETED');
    expect(calls()).toBe(before);
  });

  it('captures once when the capture is sent twice at the same moment, with one PayPal-Request-Id', async () => {
    const created = await http().post('/api/paypal/order').set(as(owner)).send({ planId: 'premium' }).expect(201);
    paypal.approve(created.body.id);
    const server = t.app.listen(0, '127.0.0.1');
    try {
      const both = await Promise.all([0, 1].map(() => request(server).post(`/api/paypal/order/${created.body.id}/capture`).set(as(owner))));
      expect(both.map((r) => [r.status, r.body.status])).toEqual([[200, 'COMPLETED'], [200, 'COMPLETED']]);
    } finally {
      server.close();
    }
    const keys = new Set(paypal.requests.filter((r) => r.path === `/v2/checkout/orders/${created.body.id}/capture`).map((r) => r.headers['paypal-request-id']));
    expect(keys.size).toBe(1);
    expect(paypal.orders.get(created.body.id)?.status).toBe('COMPLETED');
    const rows = await t.db('payments').where({ providerOrderId: created.body.id });
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('captured');
  });

  it('refuses to capture an order the buyer has not approved, and the unpaid order cannot feature a deal', async () => {
    const deal = await createDeal(t.db, owner.business);
    const created = await http().post('/api/paypal/order').set(as(owner)).send({ planId: 'quick', dealId: deal.id }).expect(201);
    const res = await http().post(`/api/paypal/order/${created.body.id}/capture`).set(as(owner)).expect(409);
    expect(res.body.message).toBe(MESSAGES.paymentNotCaptured);
    const feature = await http().post(`/api/deals/${deal.id}/feature`).set(as(owner))
      .send({ planId: 'quick', amount: '5.00', paypalOrderId: created.body.id }).expect(409);
    expect(feature.body.message).toBe(MESSAGES.paymentNotCaptured);
    expect((await t.db('deals').where({ id: deal.id }).first()).isFeatured).toBe(false);
  });

  it('does not accept test-mode orders once PayPal is configured', async () => {
    const deal = await createDeal(t.db, owner.business);
    await t.db('payments').insert({
      provider: 'test', providerOrderId: 'TEST-00000000DEADBEEF', requestId: 'old-test-order', amount: '5.00', currency: 'USD',
      status: 'captured', businessId: owner.business.id,
    });
    const res = await http().post(`/api/deals/${deal.id}/feature`).set(as(owner))
      .send({ planId: 'quick', amount: '5.00', paypalOrderId: 'TEST-00000000DEADBEEF' }).expect(409);
    expect(res.body.message).toBe(MESSAGES.paymentOtherMode);
  });

  it("answers the spec's PayPal error when PayPal refuses the credentials, and records nothing", async () => {
    // A second app on the same database, configured with credentials the fake PayPal does not know.
    const config = loadConfig(
      { LOG_LEVEL: 'silent', DATA_DIR: t.dataDir, PAYPAL_CLIENT_ID: 'someone-else', PAYPAL_CLIENT_SECRET: 'nope', PAYPAL_API_BASE: paypal.url },
      { jwtSecret: t.config.jwtSecret },
    );
    const wrong = createApp(config, t.db);
    const contract = holdAppToContract(wrong);
    try {
      const biz = await createBusiness(t.db);
      const res = await request(wrong.callback()).post('/api/paypal/order').set(as(biz)).send({ planId: 'quick' }).expect(502);
      expect(res.body).toEqual({ message: MESSAGES.paypalError });
      expect(await t.db('payments').where({ businessId: biz.business.id })).toHaveLength(0);
    } finally {
      wrong.deps.mailer.close();
    }
    contract();
  });

});
