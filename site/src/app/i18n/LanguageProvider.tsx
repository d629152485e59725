// The site's language as React state: the page renders once the active catalogue is there (an English page
// at once; another language after its chunk, so no English flashes first), and a change in the language menu loads the
// new catalogue, remembers it (cookie + localStorage), saves it to a signed-in account's profile (its e-mails follow),
// and renders the page again in it.
import { createContext, Fragment, use, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LANGUAGE_LOCALES, type Language } from '@dadeal/core';
import { WidgetLanguageContext, widgetTexts, type WidgetLanguage } from '@dadeal/widgets';
import { apiCall } from '../api-client.js';
import { activate, activeTranslator, isActive } from './i18n.js';
import { useSession } from '../session.js';
import { hasChosenLanguage, initialLanguage, rememberLanguage } from './language-choice.js';

interface LanguageState {
  language: Language;
  /** The Intl locale of prices and dates. */
  locale: string;
  setLanguage(language: Language): Promise<void>;
}

const LanguageContext = createContext<LanguageState>({
  language: 'en',
  locale: LANGUAGE_LOCALES.en,
  setLanguage: async () => {},
});

// One load under way per language (the same promise for every render that waits for it); once done the language is
// activated again whenever asked (switching back to a language loaded before makes it the active one again).
const loading = new Map<Language, Promise<void>>();
const ready = (language: Language) => {
  let promise = loading.get(language);
  if (!promise) {
    promise = activate(language).finally(() => loading.delete(language));
    loading.set(language, promise);
  }
  return promise;
};

/**
 * `serverRendered`: the page's HTML came from the server in `language` (serve.ts renders every language; main.tsx
 * activates it before hydrating), so the first render is in it too and hydrates; a choice only this browser holds
 * (localStorage) then follows.
 */
export function LanguageProvider({ children, serverRendered = false, language: rendered = 'en' }: { children: ReactNode; serverRendered?: boolean; language?: Language }) {
  const [language, setLanguageState] = useState<Language>(() =>
    typeof window === 'undefined' || serverRendered ? rendered : initialLanguage(),
  );
  // Another language's catalogue: wait for it (Suspense) rather than render English first.
  if (!isActive(language)) use(ready(language));

  const setLanguage = useCallback(async (next: Language) => {
    await ready(next);
    rememberLanguage(next);
    setLanguageState(next);
  }, []);

  // Signed in with an account whose e-mails speak another language than the one chosen here: the account follows the
  // choice (made before signing in, or on another visit), so its next e-mail is in the language the site is read in.
  const { user } = useSession();
  const accountLanguage = user?.language;
  useEffect(() => {
    if (!accountLanguage || accountLanguage === language || !hasChosenLanguage()) return;
    void apiCall('PUT', '/api/user/profile', { body: { language } }).catch(() => undefined);
  }, [accountLanguage, language]);

  // A server-rendered page hydrates in the server's language; a choice this browser remembers otherwise follows after.
  useEffect(() => {
    if (!serverRendered) return;
    const wanted = initialLanguage();
    if (wanted !== rendered) void ready(wanted).then(() => setLanguageState(wanted));
  }, [serverRendered, rendered]);

  const value = useMemo(() => ({ language, locale: LANGUAGE_LOCALES[language], setLanguage }), [language, setLanguage]);
  // The widgets' cards, tabs and deal dialog in the same language (their words are core's `widgets` namespace).
  const widgetLanguage = useMemo<WidgetLanguage | null>(() => {
    if (language === 'en') return null;
    const translator = activeTranslator();
    return { texts: widgetTexts(translator), translator };
  }, [language]);
  const page = <Fragment key={language}>{children}</Fragment>;
  // Texts are read when rendered: a new language renders the page anew (its queries stay in the query cache).
  return (
    <LanguageContext.Provider value={value}>
      {widgetLanguage ? <WidgetLanguageContext.Provider value={widgetLanguage}>{page}</WidgetLanguageContext.Provider> : page}
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}
