// The custom elements of CONTRACT §5, made from the same React components with r2wc, each in an open shadow root.
import r2wc from '@r2wc/react-to-web-component';
import { BrowserElement } from './BrowserElement.js';
import { DealElement } from './DealElement.js';
import { DealsElement } from './DealsElement.js';
import { FeaturedElement } from './FeaturedElement.js';
import { forgetRemovedAttributes } from './forget-removed-attributes.js';

/** Attributes every element takes. */
const common = { apiBase: 'string', publicUrl: 'string', theme: 'string', partner: 'string', locale: 'string', lang: 'string' } as const;
/**
 * The page events, all bubbling and composed so `document.addEventListener` hears every widget: `dadeal:select`
 * `{dealId}`, `dadeal:load` `{count}`, `dadeal:error` `{message, status}`, `dadeal:claim-start` `{dealId}` (the claim step
 * opened), `dadeal:claim` `{dealId, couponId}` (claimed in the widget; without couponId: followed to the site). r2wc strips
 * "on" from the prop name and lowercases the rest to name the event.
 */
const page = { bubbles: true, composed: true };
const events = {
  'onDadeal:select': page, 'onDadeal:load': page, 'onDadeal:error': page, 'onDadeal:claim': page, 'onDadeal:claim-start': page,
};

/** The element classes by tag. Made on demand: extending HTMLElement at import time would break importing
 * the library where there is no DOM (Node, server rendering). */
export const createElements = () => ({
  'dadeal-browser': forgetRemovedAttributes(
    r2wc(BrowserElement, { shadow: 'open', props: { ...common, category: 'string', businessCategory: 'string' }, events }),
  ),
  'dadeal-deals': forgetRemovedAttributes(
    r2wc(DealsElement, { shadow: 'open', props: { ...common, category: 'string', businessCategory: 'string', limit: 'number', near: 'string' }, events }),
  ),
  'dadeal-featured': forgetRemovedAttributes(r2wc(FeaturedElement, { shadow: 'open', props: { ...common, limit: 'number' }, events })),
  'dadeal-deal': forgetRemovedAttributes(r2wc(DealElement, { shadow: 'open', props: { ...common, dealId: 'number' }, events })),
});

/** Registers every element once; a second copy of the script on the same page is harmless. */
export function defineDadealElements(registry: CustomElementRegistry = customElements): void {
  for (const [name, element] of Object.entries(createElements())) {
    if (!registry.get(name)) registry.define(name, element);
  }
}
