// Payment orders (spec §7, CONTRACT §3): the server decides the amount, records every order in `payments`,
// and captures only the business's own orders. Spending an order happens in featuring.service.ts.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import {
  MESSAGES, findOfferedPlan, isDealLive, isFeaturedNow, normalizePrice, priceToCents,
  type PaymentOrderDetails, type PaymentOrderRequest,
} from '@dadeal/core';
import type { Db } from '../../db.js';
import type { Logger } from '../../logger.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.js';
import type { Business } from '../accounts/business.model.js';
import type { PaymentProvider, ProviderName } from './payment-provider.js';
import { TEST_MODE_NOTICE } from './test-provider.js';

export type PaymentStatus = 'created' | 'captured' | 'spent' | 'failed';

export interface PaymentRow {
  id: number;
  provider: ProviderName;
  providerOrderId: string;
  requestId: string;
  amount: string;
  currency: string;
  status: PaymentStatus;
  businessId: number | null;
  dealId: number | null;
  planId: string | null;
  capturedAt: Date | null;
  spentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const PROVIDER_STATUS: Record<PaymentStatus, string> = { created: 'CREATED', captured: 'COMPLETED', spent: 'COMPLETED', failed: 'FAILED' };

export function toPaymentDetails(p: PaymentRow): PaymentOrderDetails {
  const testMode = p.provider === 'test';
  return {
    id: p.providerOrderId,
    status: PROVIDER_STATUS[p.status],
    testMode,
    provider: p.provider,
    amount: normalizePrice(p.amount)!,
    currency: 'USD',
    ...(testMode ? { notice: TEST_MODE_NOTICE } : {}),
  };
}

/** The order a business refers to, or the reason it may not: unknown, another business's, another provider's. */
export async function findOwnPayment(
  db: Db | Knex.Transaction,
  business: Business,
  orderId: string,
  providerName: ProviderName,
  options: { forUpdate?: boolean } = {},
): Promise<PaymentRow> {
  const q = db('payments').where({ providerOrderId: orderId }).first();
  if (options.forUpdate) q.forUpdate();
  const payment: PaymentRow | undefined = await q;
  if (!payment) throw new NotFoundError(MESSAGES.paymentNotFound);
  if (payment.businessId !== business.id) throw new ForbiddenError(MESSAGES.paymentNotYours);
  if (payment.provider !== providerName) throw new ConflictError(MESSAGES.paymentOtherMode);
  return payment;
}

export function createPaymentsService({ db, log, provider }: { db: Db; log: Logger; provider: PaymentProvider }) {
  const paymentLog = log.child({ paymentProvider: provider.name, testMode: provider.testMode });
  const say = (text: string) => (provider.testMode ? `TEST MODE: ${text}` : text);

  return {
    /** With a planId the amount is the plan's, whatever the client sent; with a dealId the deal must be the business's own. */
    async createOrder(business: Business, input: PaymentOrderRequest): Promise<PaymentOrderDetails> {
      const plan = input.planId ? findOfferedPlan(input.planId) : undefined;
      const amount = plan ? plan.price : normalizePrice(input.amount);
      if (!amount || !priceToCents(amount)) throw new ValidationError([{ field: 'amount', message: 'Amount must be more than 0' }]);
      if (input.dealId !== undefined) {
        const deal = await db('deals').where({ id: input.dealId }).first();
        if (!deal) throw new NotFoundError(MESSAGES.dealNotFound);
        if (deal.businessId !== business.id) throw new ForbiddenError(MESSAGES.notOwner);
        if (isFeaturedNow(deal)) throw new ConflictError(MESSAGES.alreadyFeatured);
        if (!isDealLive(deal)) throw new ConflictError(MESSAGES.featureNotLive); // refused before anyone pays
      }
      const requestId = randomUUID();
      const order = await provider.createOrder({
        amount,
        currency: 'USD',
        requestId,
        description: plan ? `Da Deal! featuring: ${plan.name} (${plan.duration})` : 'Da Deal! featuring',
        referenceId: input.dealId ? `deal-${input.dealId}` : `business-${business.id}`,
      });
      const [payment]: PaymentRow[] = await db('payments')
        .insert({
          provider: provider.name,
          providerOrderId: order.id,
          requestId,
          amount,
          currency: 'USD',
          status: 'created',
          businessId: business.id,
          dealId: input.dealId ?? null,
          planId: plan?.id ?? null,
        })
        .returning('*');
      paymentLog.info({ orderId: order.id, businessId: business.id, amount, planId: plan?.id }, say('payment order recorded'));
      return toPaymentDetails(payment);
    },

    /** Captures the business's own order once; capturing a captured order answers it again (idempotent). */
    async capture(business: Business, orderId: string): Promise<PaymentOrderDetails> {
      const payment = await findOwnPayment(db, business, orderId, provider.name);
      if (payment.status === 'captured' || payment.status === 'spent') return toPaymentDetails(payment);
      if (payment.status === 'failed') throw new ConflictError(MESSAGES.paymentFailed);
      const expected = { amount: normalizePrice(payment.amount)!, currency: payment.currency };
      const result = await provider.captureOrder({ orderId, requestId: `${payment.requestId}:capture`, expected });
      if (result.status !== 'COMPLETED') throw new ConflictError(MESSAGES.paymentNotCaptured);
      if (priceToCents(result.amount) !== priceToCents(expected.amount) || result.currency !== expected.currency) {
        await db('payments').where({ id: payment.id, status: 'created' }).update({ status: 'failed', updatedAt: db.fn.now() });
        paymentLog.error({ orderId, expected, captured: { amount: result.amount, currency: result.currency } }, say('captured amount differs from the order'));
        throw new ConflictError(MESSAGES.paymentAmountMismatch);
      }
      const [updated]: PaymentRow[] = await db('payments')
        .where({ id: payment.id })
        .whereIn('status', ['created', 'captured'])
        .update({ status: db.raw("case when status = 'created' then 'captured' else status end"), capturedAt: db.raw('coalesce(captured_at, now())'), updatedAt: db.fn.now() })
        .returning('*');
      paymentLog.info({ orderId, businessId: business.id }, say('payment captured'));
      return toPaymentDetails(updated ?? (await db('payments').where({ id: payment.id }).first()));
    },
  };
}
