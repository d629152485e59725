// The words of the widgets' language: WidgetRoot provides them (an embed in Japanese, the site in the visitor's
// language), components read them; without a provider, English (TEXTS). `translator` is the language's own, for the
// claim step (its words come with it); null for English.
import { createContext, useContext } from 'react';
import type { Translator } from '@dadeal/core';
import { TEXTS, type WidgetTexts } from './texts.js';

export interface WidgetLanguage {
  texts: WidgetTexts;
  translator: Translator | null;
}

export const WidgetLanguageContext = createContext<WidgetLanguage>({ texts: TEXTS, translator: null });

export const useTexts = (): WidgetTexts => useContext(WidgetLanguageContext).texts;
export const useWidgetLanguage = (): WidgetLanguage => useContext(WidgetLanguageContext);
