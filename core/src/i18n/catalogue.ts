// The shape of a catalogue: the English one (en.ts) names every namespace and key; the others (po/<lang>.po) translate them.
import type * as En from './en.js';

export const NAMESPACES = ['api', 'validation', 'widgets', 'claim', 'mail', 'notices', 'site'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The English source: ICU MessageFormat texts by namespace and key. */
export type SourceCatalogue = { [NS in Namespace]: (typeof En)[NS] };

/**
 * Another language's texts. Keys are optional for the compiler's sake only (a key added in English does not break
 * every build at once); i18n.test.ts fails while any key is missing, and the compiled catalogue falls back to English.
 */
export type Translation = { [NS in Namespace]: { [K in keyof SourceCatalogue[NS]]?: string } };

/** `widgets.claimDeal`, `validation.firstNameRequired`, `api.dealUnavailable`… */
export type MessageKey = { [NS in Namespace]: `${NS}.${keyof SourceCatalogue[NS] & string}` }[Namespace];

/** A message compiled for Lingui's runtime (@lingui/message-utils' compileMessage): text, arguments, plurals. */
export type CompiledMessage = string | ReadonlyArray<unknown>;
export type CompiledNamespace = Readonly<Record<string, CompiledMessage>>;
/** A compiled catalogue, or the part of one a page needs (the widget script carries `widgets` only). */
export type CompiledCatalogue = Partial<Record<Namespace, CompiledNamespace>>;
