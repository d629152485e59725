// Deal, coupon, favourite and featuring inputs (spec §5, §7).
import {
  businessCategory, date, dealCategory, idField, imageUrl, objectSchema, optionalText, price, requiredText, totalCoupons,
  booleanField, MAX_COUPONS, type Field,
} from './fields.js';
import { FEATURING_PLANS, offeredPlans } from '../plans.js';

const dealFields = {
  title: requiredText('Title is required', 200, 'Title must be less than 200 characters'),
  description: requiredText('Description is required', 5000, 'Description must be less than 5000 characters'),
  originalPrice: price('Original price is required', 'Original price must be an amount such as 12.50'),
  dealPrice: price('Deal price is required', 'Deal price must be an amount such as 12.50'),
  category: dealCategory,
  businessCategory,
  startDate: date('Start date is required', 'Start date must be a valid date'),
  endDate: date('End date is required', 'End date must be a valid date'),
  totalCoupons: totalCoupons('Number of coupons is required'),
  termsConditions: optionalText(5000, 'Terms must be less than 5000 characters'),
  imageUrl,
} satisfies Record<string, Field>;

/** POST /api/deals by a business. */
export const dealCreateSchema = objectSchema(dealFields);

/** POST /api/admin/deals: the same fields plus the business (spec §5). */
export const adminDealCreateSchema = objectSchema({
  businessId: idField('Please select a business'),
  ...dealFields,
  totalCoupons: totalCoupons('Total coupons must be at least 1'),
  isActive: booleanField('isActive must be true or false'),
  isFeatured: booleanField('isFeatured must be true or false'),
});

/** PUT /api/admin/deals/{id}: any subset, including isActive, isFeatured and availableCount. */
export const adminDealUpdateSchema = objectSchema(
  {
    businessId: idField('Please select a business'),
    ...dealFields,
    totalCoupons: totalCoupons('Total coupons must be at least 1'),
    isActive: booleanField('isActive must be true or false'),
    isFeatured: booleanField('isFeatured must be true or false'),
    availableCount: {
      schema: {
        type: 'integer', minimum: 0, maximum: MAX_COUPONS,
        errorMessage: { type: 'Available count must be a whole number of at least 0', minimum: 'Available count must be a whole number of at least 0', maximum: 'Total coupons must be at most 1,000,000' },
      },
    },
  },
  { partial: true },
);

export const dealRefSchema = objectSchema({ dealId: idField('Please choose a deal') });

/**
 * POST /api/coupons: the deal, and optionally the partner the visitor came from. `ref` takes any value: one that
 * is not a partner slug (normalizePartnerRef) is stored as null, never refused — the visitor did nothing wrong.
 */
export const couponClaimSchema = objectSchema({ dealId: idField('Please choose a deal'), ref: { schema: {} } });

export const couponRedeemSchema = objectSchema({ couponCode: requiredText('Coupon code is required', 40) });

/** One of the featuring plans of spec §9 a business can buy (plans.ts is the one definition; extended is not sold). */
const planId: Field = {
  schema: { type: 'string', enum: offeredPlans(FEATURING_PLANS).map((p) => p.id), errorMessage: 'Please choose a plan' },
  required: 'Please choose a plan',
};

const amount = price('Amount is required', 'Amount must be an amount such as 25.00');

/** POST /api/paypal/order: the spec's {amount, currency, intent}; with a planId the server sets the amount (CONTRACT §3). */
export const paypalOrderSchema = objectSchema({
  amount: { schema: amount.schema },
  currency: { schema: { type: 'string', const: 'USD', errorMessage: 'Currency must be USD' } },
  intent: { schema: { type: 'string', const: 'CAPTURE', errorMessage: 'Intent must be CAPTURE' } },
  dealId: { schema: { type: 'integer', minimum: 1, errorMessage: 'Please choose a deal' } },
  planId: { schema: planId.schema },
}, {
  extra: {
    if: { not: { required: ['planId'] } },
    then: { required: ['amount'], errorMessage: { required: { amount: 'Amount is required' } } },
  },
});

export const dealFeatureSchema = objectSchema({
  planId,
  amount,
  paymentMethod: { schema: { type: 'string', enum: ['paypal'], errorMessage: 'Payment method must be paypal' } },
  paypalOrderId: requiredText('Payment order is required', 100),
});
