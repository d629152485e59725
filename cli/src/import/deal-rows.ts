// One import row → core's 'deal-create' input (spreadsheet forms normalised) → checked → the stored row.
import { validate, type DealCreateRequest } from '@dadeal/core';
import { dealRowFromInput, type DealInsertRow } from '@dadeal/api/features/deals/deal-row.js';
import { cell, type ColumnAliases, type ColumnMap } from './columns.js';
import type { RowCheck } from './import-runner.js';
import { businessCategoryValue, dateValue, dealCategoryValue, integerValue, priceValue } from './spreadsheet-values.js';
import type { SourceRow } from '../io/read-rows.js';

export const DEAL_COLUMNS: ColumnAliases = {
  title: ['name', 'deal', 'dealtitle'],
  description: ['details'],
  originalPrice: ['original', 'regularprice', 'was'],
  dealPrice: ['price', 'saleprice', 'now'],
  category: ['timecategory', 'dealcategory'],
  businessCategory: ['businesstype'],
  startDate: ['start', 'starts', 'from'],
  endDate: ['end', 'ends', 'until', 'expires'],
  totalCoupons: ['coupons', 'numberofcoupons', 'quantity'],
  termsConditions: ['terms', 'termsandconditions', 'conditions'],
  imageUrl: ['image'],
};

export function dealInput(values: Record<string, unknown>, map: ColumnMap): Record<string, unknown> {
  const get = (field: string) => cell(values, map, field);
  const input: Record<string, unknown> = {
    title: get('title'),
    description: get('description'),
    originalPrice: priceValue(get('originalPrice')),
    dealPrice: priceValue(get('dealPrice')),
    category: dealCategoryValue(get('category')),
    businessCategory: businessCategoryValue(get('businessCategory')),
    startDate: dateValue(get('startDate')),
    endDate: dateValue(get('endDate')),
    totalCoupons: integerValue(get('totalCoupons')),
    termsConditions: get('termsConditions'),
    imageUrl: get('imageUrl'),
  };
  for (const key of Object.keys(input)) if (input[key] === undefined) delete input[key];
  return input;
}

export function checkDealRows(map: ColumnMap, businessId: number) {
  return async (rows: SourceRow[]): Promise<RowCheck<DealInsertRow>[]> =>
    rows.map((row) => {
      const result = validate<DealCreateRequest>('deal-create', dealInput(row.values, map));
      if (!result.ok) return { ok: false, errors: result.errors.map((e) => ({ field: map.columnOf.get(e.field) ?? e.field, message: e.message })) };
      return { ok: true, value: dealRowFromInput(businessId, result.value) };
    });
}
