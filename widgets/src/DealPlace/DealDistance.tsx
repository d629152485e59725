// " · 1.2 km away": how far a deal's (nearest) place is, when the listing measured it ("near me": core's
// formatDistance, miles for en-US): `<dadeal-deals near>` and the site's near me.
import { useContext } from 'react';
import { formatDistance } from '@dadeal/core';
import { PriceLocaleContext } from '../WidgetRoot/price-locale.js';
import { useTexts } from '../texts/use-texts.js';

export function DealDistance({ km }: { km: number | undefined }) {
  const texts = useTexts();
  const locale = useContext(PriceLocaleContext) ?? 'en-US';
  if (km === undefined) return null;
  return <span className="dd-town__distance"> · {texts.away(formatDistance(km, locale))}</span>;
}
