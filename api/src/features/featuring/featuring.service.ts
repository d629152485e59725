// Featuring a deal with a paid order (spec §4, CONTRACT §3). One transaction locks the payment row, then the
// deal row, checks everything, features the deal until now + plan duration and spends the order: a replayed
// or double-submitted order features nothing twice, whatever the concurrency.
import {
  MESSAGES, findOfferedPlan, isDealLive, isFeaturedNow, normalizePrice, priceToCents,
  type FeatureDealRequest, type FeatureDealResponse,
} from '@dadeal/core';
import type { AppDeps } from '../../context.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.js';
import type { Business } from '../accounts/business.model.js';
import { findDeal, toDealDto } from '../deals/deals.queries.js';
import { findOwnPayment } from '../payments/payments.service.js';
import type { ProviderName } from '../payments/payment-provider.js';

export function createFeaturingService({ db, dealCache, log }: Pick<AppDeps, 'db' | 'dealCache' | 'log'>, providerName: ProviderName) {
  return {
    async feature(business: Business, dealId: number, input: FeatureDealRequest): Promise<FeatureDealResponse> {
      const plan = findOfferedPlan(input.planId);
      if (!plan) throw new ValidationError([{ field: 'planId', message: MESSAGES.planRequired }]);
      // The client's amount is only a claim: it must be the plan's price, and so must the order's.
      if (priceToCents(input.amount) !== priceToCents(plan.price)) {
        throw new ValidationError([{ field: 'amount', message: MESSAGES.paymentAmountMismatch }], MESSAGES.paymentAmountMismatch);
      }

      const result = await db.transaction(async (trx) => {
        // Whose deal it is comes first: another business learns nothing about it from the payment checks below.
        const deal = await trx('deals').where({ id: dealId }).forUpdate().first();
        if (!deal) throw new NotFoundError(MESSAGES.dealNotFound);
        if (deal.businessId !== business.id) throw new ForbiddenError(MESSAGES.notOwner);
        const payment = await findOwnPayment(trx, business, input.paypalOrderId, providerName, { forUpdate: true });
        if (payment.status === 'spent') throw new ConflictError(MESSAGES.paymentSpent);
        if (payment.status !== 'captured') throw new ConflictError(MESSAGES.paymentNotCaptured);
        if (priceToCents(payment.amount) !== priceToCents(plan.price) || payment.currency !== plan.currency) {
          throw new ValidationError([{ field: 'paypalOrderId', message: MESSAGES.paymentAmountMismatch }], MESSAGES.paymentAmountMismatch);
        }
        if (payment.planId && payment.planId !== plan.id) {
          throw new ValidationError([{ field: 'planId', message: MESSAGES.paymentOtherPlan }], MESSAGES.paymentOtherPlan);
        }
        if (payment.dealId && payment.dealId !== dealId) {
          throw new ValidationError([{ field: 'paypalOrderId', message: MESSAGES.paymentOtherDeal }], MESSAGES.paymentOtherDeal);
        }

        if (isFeaturedNow(deal)) throw new ConflictError(MESSAGES.alreadyFeatured);
        if (!isDealLive(deal)) throw new ConflictError(MESSAGES.featureNotLive);

        await trx('deals')
          .where({ id: dealId })
          .update({ isFeatured: true, featuredUntil: trx.raw('now() + make_interval(hours => ?)', [plan.durationHours]), updatedAt: trx.fn.now() });
        await trx('payments')
          .where({ id: payment.id, status: 'captured' })
          .update({ status: 'spent', spentAt: trx.fn.now(), dealId, planId: plan.id, updatedAt: trx.fn.now() });
        return { payment, deal: (await findDeal(trx, dealId))! };
      });

      dealCache.invalidate();
      const dealDto = toDealDto(result.deal);
      const testMode = result.payment.provider === 'test';
      log.info(
        { dealId, businessId: business.id, planId: plan.id, orderId: result.payment.providerOrderId, featuredUntil: dealDto.featuredUntil, testMode },
        testMode ? 'TEST MODE: deal featured with a test payment' : 'deal featured',
      );
      return {
        message: MESSAGES.dealFeatured,
        deal: dealDto,
        featuredUntil: dealDto.featuredUntil!,
        plan,
        payment: { orderId: result.payment.providerOrderId, amount: normalizePrice(result.payment.amount)!, currency: 'USD', testMode },
      };
    },
  };
}
