// The test provider (no PayPal keys): orders TEST-…, created and captured by our own API, no money moves.
// Every answer carries testMode: true and every log line says TEST MODE.
import { randomBytes } from 'node:crypto';
import type { Logger } from '../../logger.js';
import type { PaymentProvider } from './payment-provider.js';

export const TEST_ORDER_PREFIX = 'TEST-';
export const TEST_MODE_NOTICE = 'TEST MODE: no PayPal keys are configured; this order was created and captured by Da Deal! itself and no money moved.';

export function createTestProvider(log: Logger): PaymentProvider {
  const testLog = log.child({ paymentProvider: 'test', testMode: true });
  return {
    name: 'test',
    testMode: true,
    async createOrder(input) {
      const id = `${TEST_ORDER_PREFIX}${randomBytes(8).toString('hex').toUpperCase()}`;
      testLog.info({ orderId: id, amount: input.amount, currency: input.currency, requestId: input.requestId }, 'TEST MODE: payment order created');
      return { id, status: 'CREATED' };
    },
    async captureOrder(input) {
      testLog.info({ orderId: input.orderId, amount: input.expected.amount, requestId: input.requestId }, 'TEST MODE: payment order captured');
      return { id: input.orderId, status: 'COMPLETED', amount: input.expected.amount, currency: input.expected.currency };
    },
  };
}
