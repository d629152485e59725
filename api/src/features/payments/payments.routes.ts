import Router from '@koa/router';
import type { PaymentOrderRequest } from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { requireAccount } from '../../http/auth.js';
import { NotFoundError } from '../../http/errors.js';
import { validateBody } from '../../http/validate.js';
import { MESSAGES } from '@dadeal/core';
import type { Business } from '../accounts/business.model.js';
import { createPaymentProvider } from './payment-providers.js';
import { createPaymentsService } from './payments.service.js';
import { doc, returns } from '../../http/route-doc.js';

const ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;

export function paymentsRoutes(deps: AppDeps): Router {
  const { passport, config, log } = deps;
  const provider = createPaymentProvider(config, log);
  const payments = createPaymentsService({ db: deps.db, log, provider });
  const router = new Router();
  // That payments run in test mode is said once at start, beside the other stand-ins (server.ts standIns).

  /** What the payment page needs to show the right button: PayPal (with its public client id) or the test-mode one. */
  router.get('/api/paypal/config', doc({ summary: 'The payment provider\'s public settings', responses: { 200: returns('PaymentConfigResponse', '`provider`, `testMode`, `clientId`, `currency`') } }), (ctx) => {
    ctx.body = { provider: provider.name, testMode: provider.testMode, clientId: config.paypal?.clientId ?? null, currency: 'USD' };
  });

  router.post('/api/paypal/order', doc({ summary: 'Start paying for a featuring plan', responses: { 201: returns('PaymentOrderDetails', 'The order (`id`)'), 404: 'No such deal of this business', 409: 'The deal is featured already or not running', 502: 'PayPal refused or could not be reached' } }), requireAccount(passport, 'business'), validateBody('paypal-order'), async (ctx) => {
    ctx.status = 201;
    ctx.body = await payments.createOrder(ctx.state.business as Business, ctx.state.input as PaymentOrderRequest);
  });

  router.post('/api/paypal/order/:orderId/capture', doc({ summary: 'Capture a paid order', responses: { 200: returns('PaymentOrderDetails', 'The captured payment'), 402: 'Not paid', 404: 'No such order of this business', 409: 'Captured already', 502: 'PayPal refused or could not be reached' } }), requireAccount(passport, 'business'), async (ctx) => {
    const { orderId } = ctx.params as { orderId: string };
    if (!ORDER_ID.test(orderId)) throw new NotFoundError(MESSAGES.paymentNotFound);
    ctx.body = await payments.capture(ctx.state.business as Business, orderId);
  });

  return router;
}
