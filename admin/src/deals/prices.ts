// Spec §7: the admin deal calls send prices as numbers ("text converted to decimals", §5). Core reads the text the
// way the API does (12.5, $12.50, 1,234.50); a text it cannot read is sent as typed, so the API names the field.
import { priceToCents } from '@dadeal/core';

export function pricesAsNumbers(values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const key of ['originalPrice', 'dealPrice']) {
    const cents = priceToCents(out[key]);
    if (cents !== null) out[key] = cents / 100;
  }
  return out;
}
