// The locale prices are shown in: WidgetRoot provides it (an embed passes its page's), cards and dialogs read it.
// Without a provider (the site) prices read as core's default, en-US.
import { createContext, useContext } from 'react';
import { formatPrice } from '@dadeal/core';

export const PriceLocaleContext = createContext<string | undefined>(undefined);

/** formatPrice in the surrounding WidgetRoot's locale. */
export function usePriceFormat(): (value: unknown) => string {
  const locale = useContext(PriceLocaleContext);
  return (value) => formatPrice(value, locale);
}
