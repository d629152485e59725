// Select choices from core's enumerations (spec §3, §5, §9): the labels are core's, never typed here.
import {
  ACCOUNT_TYPE_LABELS, ACCOUNT_TYPES, ADMIN_FORM_BUSINESS_CATEGORIES, BUSINESS_CATEGORIES, BUSINESS_CATEGORY_NAMES, DEAL_CATEGORIES, USER_TYPE_LABELS, USER_TYPES,
  type BusinessCategory,
} from '@dadeal/core';
import { CHIPS } from '../texts';

export const userTypeChoices = USER_TYPES.map((id) => ({ id, name: USER_TYPE_LABELS[id] }));
/** Every kind of account, for filtering lists: the two that can be created here and businesses' counter staff. */
export const accountTypeChoices = ACCOUNT_TYPES.map((id) => ({ id, name: ACCOUNT_TYPE_LABELS[id] }));
export const dealCategoryChoices = DEAL_CATEGORIES.map((id) => ({ id, name: id }));
export const businessCategoryChoices = BUSINESS_CATEGORIES.map((id) => ({ id, name: BUSINESS_CATEGORY_NAMES[id] }));

/** The admin deal form offers four business categories (spec §3); a deal already in another keeps its own. */
export function adminBusinessCategoryChoices(current?: string | null) {
  const ids: BusinessCategory[] = [...ADMIN_FORM_BUSINESS_CATEGORIES];
  if (current && (BUSINESS_CATEGORIES as readonly string[]).includes(current) && !ids.includes(current as BusinessCategory)) {
    ids.push(current as BusinessCategory);
  }
  return ids.map((id) => ({ id, name: BUSINESS_CATEGORY_NAMES[id] }));
}

export const activeChoices = [
  { id: true, name: CHIPS.active },
  { id: false, name: CHIPS.inactive },
];
export const featuredChoices = [
  { id: true, name: CHIPS.featured },
  { id: false, name: CHIPS.standard },
];
export const verifiedChoices = [
  { id: true, name: CHIPS.verified },
  { id: false, name: CHIPS.unverified },
];
