// The custom elements of CONTRACT §5, made from the same React components with r2wc, each in an open shadow root.
import r2wc from '@r2wc/react-to-web-component';
import { BrowserElement } from './BrowserElement.js';
import { DealElement } from './DealElement.js';
import { DealsElement } from './DealsElement.js';
import { FeaturedElement } from './FeaturedElement.js';

/** Attributes every element takes. */
const common = { apiBase: 'string', publicUrl: 'string', theme: 'string' } as const;
/** `dadeal:select` (bubbles, composed) with `{dealId}`; r2wc strips "on" from the prop name to name the event. */
const events = { 'onDadeal:select': { bubbles: true, composed: true } };

export const ELEMENTS = {
  'dadeal-browser': r2wc(BrowserElement, { shadow: 'open', props: { ...common, category: 'string', businessCategory: 'string' }, events }),
  'dadeal-deals': r2wc(DealsElement, {
    shadow: 'open',
    props: { ...common, category: 'string', businessCategory: 'string', limit: 'number' },
    events,
  }),
  'dadeal-featured': r2wc(FeaturedElement, { shadow: 'open', props: { ...common, limit: 'number' }, events }),
  'dadeal-deal': r2wc(DealElement, { shadow: 'open', props: { ...common, dealId: 'number' }, events }),
} as const;

/** Registers every element once; a second copy of the script on the same page is harmless. */
export function defineDadealElements(registry: CustomElementRegistry = customElements): void {
  for (const [name, element] of Object.entries(ELEMENTS)) {
    if (!registry.get(name)) registry.define(name, element);
  }
}
