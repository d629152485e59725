// Where another language's words come from: the standalone script imports dadeal-i18n-<lang>.js from beside
// itself (standalone.ts sets the loader); tests and other hosts set their own; without a loader, English only.
import type { CompiledNamespace, Language } from '@dadeal/core';
import { loadOnce } from './load-once.js';

/** What a language chunk exports: core's compiled `widgets` and `claim` namespaces. */
export interface WidgetCatalogue {
  widgets: CompiledNamespace;
  claim: CompiledNamespace;
}

let loader: ((language: Language) => Promise<WidgetCatalogue>) | null = null;
const loading = new Map<Language, Promise<WidgetCatalogue>>();

export function setCatalogueLoader(load: ((language: Language) => Promise<WidgetCatalogue>) | null): void {
  loader = load;
  loading.clear();
}

/** A language's words, imported once per page; a failed import is tried again by the next element. */
export function loadCatalogue(language: Language): Promise<WidgetCatalogue> {
  return loadOnce(loading, language, loader, 'no catalogue loader');
}
