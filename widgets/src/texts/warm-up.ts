// The Intl formatters a card's first render builds (its price, its "15 left", its end date in UTC and then in the
// visitor's time zone), each built by one step, so that a page hydrating from the server's HTML can build them one task
// at a time before it hydrates (site/src/main.tsx). The first formatter of each kind loads that
// locale's data: about 40 ms at a phone's 4× slowdown, which inside a hydration slice made it a long task.
import { formatPrice } from '@dadeal/core';
import { AT_START, LATER, dealEndsText } from '../DealEnds/deal-ends.js';
import { TEXTS, type WidgetTexts } from './texts.js';

/** One step per formatter, in the order the cards need them; each leaves its formatter in the cache the cards read. */
export function formatterWarmUps(locale: string, texts: WidgetTexts = TEXTS): Array<() => unknown> {
  const end = new Date(Date.now() + 7 * 86_400_000).toISOString();
  return [
    () => formatPrice(1, locale),
    () => texts.left(1) + texts.remaining(1, 2),
    () => dealEndsText(end, AT_START, locale, texts),
    () => dealEndsText(end, LATER, locale, texts),
  ];
}
