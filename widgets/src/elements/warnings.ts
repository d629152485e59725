// The console warnings of an element about what it was given and does not know (it falls back to its default): an
// attribute value, naming the values it takes, and a language we do not speak. A page's console is where its developer
// looks; the visitor sees nothing. Only a page that gets something wrong needs them, so in the standalone script they
// are an on-demand part (dadeal-warnings.js, build/parts.mjs), imported when there is something to say.
import { SUPPORTED_LANGUAGES } from '@dadeal/core';
import { TEXTS } from '../texts/texts.js';
import { BUSINESS_CATEGORY_VALUES, DEAL_CATEGORY_VALUES } from './attribute-values.js';

/** The attributes whose values an element checks, and what each takes, as the warning says it. */
const ALLOWED = {
  category: DEAL_CATEGORY_VALUES,
  'business-category': BUSINESS_CATEGORY_VALUES,
  partner: [TEXTS.partnerRule],
  near: ['latitude,longitude such as 21.2793,-157.8292'],
};

export type CheckedAttribute = keyof typeof ALLOWED;

/** `<dadeal-deals>: unknown category="yearly", ignored. Allowed: monthly, weekly, lastminute.` */
export function warnUnknownValue(tag: string, attribute: CheckedAttribute, value: string): void {
  console.warn(`<${tag}>: unknown ${attribute}="${value}", ignored. Allowed: ${ALLOWED[attribute].join(', ')}.`);
}

/** A `lang` (or the page's) we do not speak: the widgets read English. */
export function warnUnknownLanguage(tag: string): void {
  console.warn(`Da Deal! widgets: unknown language "${tag}", showing English. Languages: ${SUPPORTED_LANGUAGES.join(', ')}.`);
}
