// A checked deal input (core's 'deal-create' shape) → the row stored: the one place that trims the texts,
// stores prices as exact decimals and reads the dates. Used by the API's create and by the CLI's import.
import { normalizePrice, type DealCreateRequest } from '@dadeal/core';

export function dealRowFromInput(businessId: number, input: DealCreateRequest) {
  return {
    businessId,
    title: input.title.trim(),
    description: input.description.trim(),
    imageUrl: input.imageUrl || null,
    originalPrice: normalizePrice(input.originalPrice)!,
    dealPrice: normalizePrice(input.dealPrice)!,
    category: input.category,
    businessCategory: input.businessCategory,
    startDate: new Date(input.startDate),
    endDate: new Date(input.endDate),
    totalCoupons: input.totalCoupons,
    termsConditions: input.termsConditions?.trim() || null,
  };
}

export type DealInsertRow = ReturnType<typeof dealRowFromInput>;
