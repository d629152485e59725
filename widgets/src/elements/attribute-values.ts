// The values the elements' attributes take, as the console warning names them (from core's enums, never retyped).
import { BUSINESS_CATEGORIES, DEAL_CATEGORY_SLUGS } from '@dadeal/core';

export const DEAL_CATEGORY_VALUES: readonly string[] = /* #__PURE__ */ Object.values(DEAL_CATEGORY_SLUGS);
export const BUSINESS_CATEGORY_VALUES: readonly string[] = BUSINESS_CATEGORIES;
