// Featuring end to end through HTTP, and every way of cheating the price: the tampering and double-submit
// cases run twice, with the built-in test provider and with PayPal (the real SDK against the fake PayPal API).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURING_PLANS, MESSAGES } from '@dadeal/core';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { holdAppToContract } from '../../testing/contract.js';
import { bearer, createBusiness, createDeal, createUser } from '../../testing/factories.js';
import { createApp, type DadealApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { startFakePaypal, type FakePaypal } from '../payments/fake-paypal-server.js';
import type { Business } from '../accounts/business.model.js';
import type { User } from '../accounts/user.model.js';

type Mode = 'test' | 'paypal';
let t: TestApp;
let paypal: FakePaypal;
let apps: Record<Mode, DadealApp>;
let paypalContract: (() => void) | undefined;
let mode: Mode = 'test';
let owner: { user: User; business: Business };
let rival: { user: User; business: Business };
const http = () => request(apps[mode].callback());
const HOUR = 3600_000;

beforeAll(async () => {
  t = await createTestApp();
  paypal = await startFakePaypal();
  // The same database behind a second app that has PayPal keys.
  const paypalConfig = loadConfig(
    { LOG_LEVEL: 'silent', DATA_DIR: t.dataDir, PAYPAL_CLIENT_ID: paypal.clientId, PAYPAL_CLIENT_SECRET: paypal.clientSecret, PAYPAL_API_BASE: paypal.url },
    { jwtSecret: t.config.jwtSecret },
  );
  apps = { test: t.app, paypal: createApp(paypalConfig, t.db) };
  paypalContract = holdAppToContract(apps.paypal);
  owner = await createBusiness(t.db, { companyName: 'Reefside Grill' });
  rival = await createBusiness(t.db, { companyName: 'Harbor Bakery' });
});
afterAll(async () => {
  apps?.paypal.deps.mailer.close();
  await t?.close();
  await paypal?.close();
  paypalContract?.();
});

/** Creates an order as `who` (approved by the buyer at PayPal in PayPal mode); answers its id. */
async function openOrder(who: { user: User }, body: Record<string, unknown>): Promise<string> {
  const created = await http().post('/api/paypal/order').set(bearer(t.config.jwtSecret, who.user)).send(body).expect(201);
  expect(created.body.testMode).toBe(mode === 'test');
  if (mode === 'paypal') paypal.approve(created.body.id);
  return created.body.id;
}

/** Creates and captures an order as `who`; answers its id. */
async function paidOrder(who: { user: User }, body: Record<string, unknown>): Promise<string> {
  const id = await openOrder(who, body);
  await http().post(`/api/paypal/order/${id}/capture`).set(bearer(t.config.jwtSecret, who.user)).expect(200);
  return id;
}

const feature = (who: { user: User }, dealId: number, body: Record<string, unknown>) =>
  http().post(`/api/deals/${dealId}/feature`).set(bearer(t.config.jwtSecret, who.user)).send({ paymentMethod: 'paypal', ...body });

const paymentsOf = (orderId: string) => t.db('payments').where({ providerOrderId: orderId });
const dealRow = (id: number) => t.db('deals').where({ id }).first();

describe('GET /api/featuring/plans', () => {
  it('answers the four plans of the one definition, in USD, premium marked most popular, with CORS and an ETag', async () => {
    const res = await http().get('/api/featuring/plans').set('Origin', 'https://partner.example').expect(200);
    expect(res.body).toEqual(FEATURING_PLANS);
    expect(res.body.map((p: { id: string; durationHours: number; price: string }) => [p.id, p.durationHours, p.price])).toEqual([
      ['quick', 24, '5.00'], ['basic', 168, '10.00'], ['premium', 720, '25.00'], ['extended', 1440, '45.00'],
    ]);
    expect(res.body.filter((p: { mostPopular?: boolean }) => p.mostPopular).map((p: { id: string }) => p.id)).toEqual(['premium']);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    await http().get('/api/featuring/plans').set('If-None-Match', res.headers.etag).expect(304);
  });
});

describe('the plans a business can buy', () => {
  it('sells the three plans of the feature dialog, and not the extended plan that only the payment-success page knows', async () => {
    expect(FEATURING_PLANS.filter((p) => p.offered).map((p) => p.id)).toEqual(['quick', 'basic', 'premium']);
    const deal = await createDeal(t.db, owner.business);
    const auth = bearer(t.config.jwtSecret, owner.user);
    const order = await http().post('/api/paypal/order').set(auth).send({ dealId: deal.id, planId: 'extended' }).expect(400);
    expect(order.body.errors).toContainEqual({ field: 'planId', message: MESSAGES.planRequired });
    // An order of the extended plan's amount without a plan cannot be spent on it either.
    const paid = await paidOrder(owner, { amount: '45.00', currency: 'USD', intent: 'CAPTURE', dealId: deal.id });
    const res = await feature(owner, deal.id, { planId: 'extended', amount: '45.00', paypalOrderId: paid }).expect(400);
    expect(res.body.errors).toContainEqual({ field: 'planId', message: MESSAGES.planRequired });
    expect((await dealRow(deal.id)).isFeatured).toBe(false);
  });
});

describe('featuring a deal in test mode', () => {
  it('creates a TEST- order at the plan price, captures it, features the deal for the plan duration and counts it in stats', async () => {
    const deal = await createDeal(t.db, owner.business);
    const auth = bearer(t.config.jwtSecret, owner.user);
    // The site sends the spec's amount; with a planId the server takes the plan's price instead.
    const created = await http().post('/api/paypal/order').set(auth).send({ amount: '0.01', currency: 'USD', intent: 'CAPTURE', dealId: deal.id, planId: 'premium' }).expect(201);
    expect(created.body).toMatchObject({ status: 'CREATED', testMode: true, provider: 'test', amount: '25.00', currency: 'USD' });
    expect(created.body.id).toMatch(/^TEST-[0-9A-F]{16}$/);
    expect(created.body.notice).toContain('TEST MODE');

    const captured = await http().post(`/api/paypal/order/${created.body.id}/capture`).set(auth).expect(200);
    expect(captured.body).toMatchObject({ id: created.body.id, status: 'COMPLETED', testMode: true });

    const before = Date.now();
    const res = await feature(owner, deal.id, { planId: 'premium', amount: '25.00', paypalOrderId: created.body.id }).expect(200);
    expect(res.body.message).toBe('Payment successful! Your deal has been featured successfully.');
    expect(res.body.deal).toMatchObject({ id: deal.id, isFeatured: true });
    expect(res.body.payment).toEqual({ orderId: created.body.id, amount: '25.00', currency: 'USD', testMode: true });
    const until = Date.parse(res.body.featuredUntil);
    expect(until).toBeGreaterThanOrEqual(before + 720 * HOUR - 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 720 * HOUR + 60_000);

    const [payment] = await paymentsOf(created.body.id);
    expect(payment).toMatchObject({ provider: 'test', amount: '25.00', currency: 'USD', status: 'spent', dealId: deal.id, businessId: owner.business.id, planId: 'premium' });
    expect(payment.capturedAt).not.toBeNull();
    expect(payment.spentAt).not.toBeNull();

    const featured = await http().get('/api/deals?isFeatured=true').expect(200);
    expect(featured.body.map((d: { id: number }) => d.id)).toContain(deal.id);
    const stats = await http().get('/api/business/stats').set(auth).expect(200);
    expect(stats.body.featuredDeals).toBe(1);
  });

  it('refuses to feature an already featured deal with 409 and leaves the second order unspent', async () => {
    const deal = await createDeal(t.db, owner.business);
    const first = await paidOrder(owner, { planId: 'quick' });
    await feature(owner, deal.id, { planId: 'quick', amount: 5, paypalOrderId: first }).expect(200);
    const second = await paidOrder(owner, { planId: 'basic' });
    const res = await feature(owner, deal.id, { planId: 'basic', amount: '10.00', paypalOrderId: second }).expect(409);
    expect(res.body.message).toBe(MESSAGES.alreadyFeatured);
    expect((await paymentsOf(second))[0].status).toBe('captured');
  });

  it('stops featuring when featuredUntil passes, without any sweep, and then the deal can be featured again', async () => {
    const deal = await createDeal(t.db, owner.business, { isFeatured: true, featuredUntil: new Date(Date.now() - 1000) });
    const one = await http().get(`/api/deals/${deal.id}`).expect(200);
    expect(one.body.isFeatured).toBe(false);
    const auth = bearer(t.config.jwtSecret, owner.user);
    const statsBefore = (await http().get('/api/business/stats').set(auth)).body.featuredDeals;
    const order = await paidOrder(owner, { planId: 'quick', dealId: deal.id });
    await feature(owner, deal.id, { planId: 'quick', amount: '5.00', paypalOrderId: order }).expect(200);
    expect((await http().get('/api/business/stats').set(auth)).body.featuredDeals).toBe(statsBefore + 1);
  });
});

describe.each(['test', 'paypal'] as const)('with the %s provider', (provider) => {
  beforeAll(() => {
    mode = provider;
  });

  describe('tampering with the price or the order', () => {
    async function expectNothingFeatured(dealId: number, orderId: string, status: string) {
      expect((await dealRow(dealId)).isFeatured).toBe(false);
      const rows = await paymentsOf(orderId);
      expect(rows).toHaveLength(1);
      expect(rows[0].status).toBe(status);
    }

    it('refuses an order whose amount is not the plan price', async () => {
      const deal = await createDeal(t.db, owner.business);
      const cheap = await paidOrder(owner, { amount: '5.00', currency: 'USD', intent: 'CAPTURE' });
      const res = await feature(owner, deal.id, { planId: 'premium', amount: '25.00', paypalOrderId: cheap }).expect(400);
      expect(res.body.message).toBe(MESSAGES.paymentAmountMismatch);
      await expectNothingFeatured(deal.id, cheap, 'captured');
    });

    it('refuses a client amount that is not the plan price, even with a correct order', async () => {
      const deal = await createDeal(t.db, owner.business);
      const order = await paidOrder(owner, { planId: 'basic' });
      const res = await feature(owner, deal.id, { planId: 'basic', amount: '1.00', paypalOrderId: order }).expect(400);
      expect(res.body.message).toBe(MESSAGES.paymentAmountMismatch);
      await expectNothingFeatured(deal.id, order, 'captured');
    });

    it('refuses an order bought for another plan, and an unknown plan', async () => {
      const deal = await createDeal(t.db, owner.business);
      const quick = await paidOrder(owner, { planId: 'quick' });
      // A longer plan with the price of the cheap one: the amount check refuses it.
      let res = await feature(owner, deal.id, { planId: 'premium', amount: '5.00', paypalOrderId: quick }).expect(400);
      expect(res.body.message).toBe(MESSAGES.paymentAmountMismatch);
      res = await feature(owner, deal.id, { planId: 'forever', amount: '5.00', paypalOrderId: quick }).expect(400);
      expect(res.body.errors).toContainEqual({ field: 'planId', message: 'Please choose a plan' });
      await expectNothingFeatured(deal.id, quick, 'captured');
    });

    it('refuses an order made for one plan when spent on another plan of the same price', async () => {
      // No two plans share a price today, so the order's recorded plan is checked on its own.
      const deal = await createDeal(t.db, owner.business);
      const order = await paidOrder(owner, { planId: 'basic' });
      await t.db('payments').where({ providerOrderId: order }).update({ planId: 'quick', amount: '10.00' });
      const res = await feature(owner, deal.id, { planId: 'basic', amount: '10.00', paypalOrderId: order }).expect(400);
      expect(res.body.message).toBe(MESSAGES.paymentOtherPlan);
      await expectNothingFeatured(deal.id, order, 'captured');
    });

    it('refuses a replayed order: spent once, never again, on the same or another deal', async () => {
      const first = await createDeal(t.db, owner.business);
      const second = await createDeal(t.db, owner.business);
      const order = await paidOrder(owner, { planId: 'quick' });
      await feature(owner, first.id, { planId: 'quick', amount: '5.00', paypalOrderId: order }).expect(200);
      const res = await feature(owner, second.id, { planId: 'quick', amount: '5.00', paypalOrderId: order }).expect(409);
      expect(res.body.message).toBe(MESSAGES.paymentSpent);
      await expectNothingFeatured(second.id, order, 'spent');
      expect((await paymentsOf(order))[0].dealId).toBe(first.id);
    });

    it("refuses another business's order", async () => {
      const deal = await createDeal(t.db, owner.business);
      const theirs = await paidOrder(rival, { planId: 'quick' });
      const res = await feature(owner, deal.id, { planId: 'quick', amount: '5.00', paypalOrderId: theirs }).expect(403);
      expect(res.body.message).toBe(MESSAGES.paymentNotYours);
      await expectNothingFeatured(deal.id, theirs, 'captured');
      // Nor may it be captured by someone else.
      const uncaptured = await openOrder(rival, { planId: 'quick' });
      await http().post(`/api/paypal/order/${uncaptured}/capture`).set(bearer(t.config.jwtSecret, owner.user)).expect(403);
      expect((await paymentsOf(uncaptured))[0].status).toBe('created');
    });

    it('refuses an order that was never captured', async () => {
      const deal = await createDeal(t.db, owner.business);
      const order = await openOrder(owner, { planId: 'quick' });
      const res = await feature(owner, deal.id, { planId: 'quick', amount: '5.00', paypalOrderId: order }).expect(409);
      expect(res.body.message).toBe(MESSAGES.paymentNotCaptured);
      await expectNothingFeatured(deal.id, order, 'created');
    });

    it("refuses to feature another business's deal, with its own paid order", async () => {
      const theirDeal = await createDeal(t.db, rival.business);
      const order = await paidOrder(owner, { planId: 'quick' });
      const res = await feature(owner, theirDeal.id, { planId: 'quick', amount: '5.00', paypalOrderId: order }).expect(403);
      expect(res.body.message).toBe(MESSAGES.notOwner);
      await expectNothingFeatured(theirDeal.id, order, 'captured');
      // Nor can an order be opened for someone else's deal.
      await http().post('/api/paypal/order').set(bearer(t.config.jwtSecret, owner.user)).send({ planId: 'quick', dealId: theirDeal.id }).expect(403);
    });

    it('refuses an order bought for one deal when spent on another', async () => {
      const [a, b] = [await createDeal(t.db, owner.business), await createDeal(t.db, owner.business)];
      const order = await paidOrder(owner, { planId: 'quick', dealId: a.id });
      const res = await feature(owner, b.id, { planId: 'quick', amount: '5.00', paypalOrderId: order }).expect(400);
      expect(res.body.message).toBe(MESSAGES.paymentOtherDeal);
      await expectNothingFeatured(b.id, order, 'captured');
    });

    it('refuses unknown orders, inactive or ended deals, and non-business callers', async () => {
      const deal = await createDeal(t.db, owner.business);
      await feature(owner, deal.id, { planId: 'quick', amount: '5.00', paypalOrderId: 'TEST-0000000000000000' }).expect(404);
      const ended = await createDeal(t.db, owner.business, { startDate: new Date(Date.now() - 48 * HOUR), endDate: new Date(Date.now() - HOUR) });
      const order = await paidOrder(owner, { planId: 'quick' });
      expect((await feature(owner, ended.id, { planId: 'quick', amount: '5.00', paypalOrderId: order }).expect(409)).body.message).toBe(MESSAGES.featureNotLive);
      await expectNothingFeatured(ended.id, order, 'captured');
      // Nobody is asked to pay for a deal that cannot be featured.
      const early = await http().post('/api/paypal/order').set(bearer(t.config.jwtSecret, owner.user)).send({ planId: 'quick', dealId: ended.id }).expect(409);
      expect(early.body.message).toBe(MESSAGES.featureNotLive);

      const shopper = await createUser(t.db);
      await http().post(`/api/deals/${deal.id}/feature`).send({ planId: 'quick', amount: '5.00', paypalOrderId: order }).expect(401);
      await feature({ user: shopper }, deal.id, { planId: 'quick', amount: '5.00', paypalOrderId: order }).expect(403);
      await http().post('/api/paypal/order').set(bearer(t.config.jwtSecret, shopper)).send({ planId: 'quick' }).expect(403);
      await http().post('/api/paypal/order').send({ planId: 'quick' }).expect(401);
    });

    it('checks the order and feature payloads with the core messages', async () => {
      const auth = bearer(t.config.jwtSecret, owner.user);
      let res = await http().post('/api/paypal/order').set(auth).send({ currency: 'EUR', intent: 'AUTHORIZE' }).expect(400);
      expect(res.body.errors).toEqual(expect.arrayContaining([
        { field: 'amount', message: 'Amount is required' },
        { field: 'currency', message: 'Currency must be USD' },
        { field: 'intent', message: 'Intent must be CAPTURE' },
      ]));
      res = await http().post('/api/paypal/order').set(auth).send({ amount: '0', currency: 'USD' }).expect(400);
      expect(res.body.errors).toEqual([{ field: 'amount', message: 'Amount must be more than 0' }]);
      const deal = await createDeal(t.db, owner.business);
      res = await feature(owner, deal.id, {}).expect(400);
      expect(res.body.errors).toEqual(expect.arrayContaining([
        { field: 'planId', message: 'Please choose a plan' },
        { field: 'paypalOrderId', message: 'Payment order is required' },
      ]));
      expect(await t.db('payments').where({ dealId: deal.id })).toHaveLength(0);
    });
  });

  describe('a double submit of one order', () => {
    it('features the deal once when the same order is sent many times at once', async () => {
      const deal = await createDeal(t.db, owner.business);
      const order = await paidOrder(owner, { planId: 'basic', dealId: deal.id });
      const server = apps[mode].listen(0, '127.0.0.1');
      try {
        const attempts = await Promise.all(
          Array.from({ length: 8 }, () => request(server).post(`/api/deals/${deal.id}/feature`).set(bearer(t.config.jwtSecret, owner.user))
            .send({ planId: 'basic', amount: '10.00', paymentMethod: 'paypal', paypalOrderId: order })),
        );
        expect(attempts.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      } finally {
        server.close();
      }
      const rows = await paymentsOf(order);
      expect(rows).toHaveLength(1);
      expect(rows[0].status).toBe('spent');
      expect((await dealRow(deal.id)).isFeatured).toBe(true);
    });

    it('features a deal once when two different paid orders race for it, and the loser stays unspent', async () => {
      const deal = await createDeal(t.db, owner.business);
      const orders = [await paidOrder(owner, { planId: 'quick' }), await paidOrder(owner, { planId: 'quick' })];
      const server = apps[mode].listen(0, '127.0.0.1');
      try {
        const attempts = await Promise.all(orders.map((o) => request(server).post(`/api/deals/${deal.id}/feature`)
          .set(bearer(t.config.jwtSecret, owner.user)).send({ planId: 'quick', amount: '5.00', paypalOrderId: o })));
        expect(attempts.map((r) => r.status).sort()).toEqual([200, 409]);
      } finally {
        server.close();
      }
      const statuses = (await t.db('payments').whereIn('providerOrderId', orders)).map((p: { status: string }) => p.status).sort();
      expect(statuses).toEqual(['captured', 'spent']);
    });
  });
});
