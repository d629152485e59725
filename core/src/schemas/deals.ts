// Deal, coupon, favourite and featuring inputs (spec §5, §7).
import {
  businessCategory, date, dealCategory, idField, imageUrl, objectSchema, optionalText, price, requiredText, totalCoupons,
  booleanField, MAX_COUPONS, type Field,
} from './fields.js';
import { FEATURING_PLANS, offeredPlans } from '../plans.js';
import { validation as V } from '../i18n/en.js';
import { fill } from '../i18n/fill.js';
import { MESSAGES } from '../messages.js';

const dealFields = {
  title: requiredText(V.titleRequired, 200, V.titleMax),
  description: requiredText(V.descriptionRequired, 5000, V.descriptionMax),
  originalPrice: price(V.originalPriceRequired, V.originalPriceInvalid),
  dealPrice: price(V.dealPriceRequired, V.dealPriceInvalid),
  category: dealCategory,
  businessCategory,
  startDate: date(V.startDateRequired, V.startDateInvalid),
  endDate: date(V.endDateRequired, V.endDateInvalid),
  totalCoupons: totalCoupons(V.couponsRequired),
  termsConditions: optionalText(5000, V.termsMax),
  imageUrl,
} satisfies Record<string, Field>;

/** POST /api/deals by a business. */
export const dealCreateSchema = objectSchema(dealFields);

/** POST /api/admin/deals: the same fields plus the business (spec §5). */
export const adminDealCreateSchema = objectSchema({
  businessId: idField(MESSAGES.selectBusiness),
  ...dealFields,
  totalCoupons: totalCoupons(V.couponsAtLeastOne),
  isActive: booleanField(fill(V.trueOrFalse, { field: 'isActive' })),
  isFeatured: booleanField(fill(V.trueOrFalse, { field: 'isFeatured' })),
});

/** PUT /api/admin/deals/{id}: any subset, including isActive, isFeatured and availableCount. */
export const adminDealUpdateSchema = objectSchema(
  {
    businessId: idField(MESSAGES.selectBusiness),
    ...dealFields,
    totalCoupons: totalCoupons(V.couponsAtLeastOne),
    isActive: booleanField(fill(V.trueOrFalse, { field: 'isActive' })),
    isFeatured: booleanField(fill(V.trueOrFalse, { field: 'isFeatured' })),
    availableCount: {
      schema: {
        type: 'integer', minimum: 0, maximum: MAX_COUPONS,
        errorMessage: { type: V.availableCountInvalid, minimum: V.availableCountInvalid, maximum: V.couponsAtMost },
      },
    },
  },
  { partial: true },
);

export const dealRefSchema = objectSchema({ dealId: idField(V.chooseDeal) });

/**
 * POST /api/coupons: the deal, and optionally the partner the visitor came from. `ref` takes any value: one that
 * is not a partner slug (normalizePartnerRef) is stored as null, never refused — the visitor did nothing wrong.
 */
export const couponClaimSchema = objectSchema({ dealId: idField(V.chooseDeal), ref: { schema: {} } });

export const couponRedeemSchema = objectSchema({ couponCode: requiredText(V.couponCodeRequired, 40) });

/** One of the featuring plans of spec §9 a business can buy (plans.ts is the one definition; extended is not sold). */
const planId: Field = {
  schema: { type: 'string', enum: offeredPlans(FEATURING_PLANS).map((p) => p.id), errorMessage: MESSAGES.planRequired },
  required: MESSAGES.planRequired,
};

const amount = price(V.amountRequired, V.amountInvalid);

/** POST /api/paypal/order: the spec's {amount, currency, intent}; with a planId the server sets the amount (CONTRACT §3). */
export const paypalOrderSchema = objectSchema({
  amount: { schema: amount.schema },
  currency: { schema: { type: 'string', const: 'USD', errorMessage: V.currencyUsd } },
  intent: { schema: { type: 'string', const: 'CAPTURE', errorMessage: V.intentCapture } },
  dealId: { schema: { type: 'integer', minimum: 1, errorMessage: V.chooseDeal } },
  planId: { schema: planId.schema },
}, {
  extra: {
    if: { not: { required: ['planId'] } },
    then: { required: ['amount'], errorMessage: { required: { amount: V.amountRequired } } },
  },
});

export const dealFeatureSchema = objectSchema({
  planId,
  amount,
  paymentMethod: { schema: { type: 'string', enum: ['paypal'], errorMessage: V.paymentMethodPaypal } },
  paypalOrderId: requiredText(V.paymentOrderRequired, 100),
});
