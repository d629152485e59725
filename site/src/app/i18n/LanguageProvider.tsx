// The site's language as React state (issue 21): the page renders once the active catalogue is there (an English page
// at once; another language after its chunk, so no English flashes first), and a change in the language menu loads the
// new catalogue, remembers it (cookie + localStorage), saves it to a signed-in account's profile (its e-mails follow),
// and renders the page again in it.
import { createContext, Fragment, use, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LANGUAGE_LOCALES, type Language, type ProfileUpdateRequest } from '@dadeal/core';
import { apiRequest, readToken } from '../api-client.js';
import { activate, isActive } from './i18n.js';
import { initialLanguage, rememberLanguage } from './language-choice.js';

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

const loading = new Map<Language, Promise<void>>();
const ready = (language: Language) => {
  let promise = loading.get(language);
  if (!promise) loading.set(language, (promise = activate(language)));
  return promise;
};

/**
 * `serverRendered`: the page's HTML came from the server in English (serve.ts renders English pages only), so the
 * first render is English too and hydrates; the visitor's own choice then follows.
 */
export function LanguageProvider({ children, serverRendered = false }: { children: ReactNode; serverRendered?: boolean }) {
  const [language, setLanguageState] = useState<Language>(() =>
    typeof window === 'undefined' || serverRendered ? 'en' : initialLanguage(),
  );
  // Another language's catalogue: wait for it (Suspense) rather than render English first.
  if (!isActive(language)) use(ready(language));

  const setLanguage = useCallback(async (next: Language) => {
    await ready(next);
    rememberLanguage(next);
    setLanguageState(next);
    // A signed-in account's e-mails follow the site's language (profile field `language`).
    if (readToken()) {
      await apiRequest('PUT', '/api/user/profile', { language: next } satisfies ProfileUpdateRequest).catch(() => undefined);
    }
  }, []);

  // A server-rendered page hydrates in English; a choice this browser remembers otherwise follows right after.
  useEffect(() => {
    if (!serverRendered) return;
    const wanted = initialLanguage();
    if (wanted !== 'en') void ready(wanted).then(() => setLanguageState(wanted));
  }, [serverRendered]);

  const value = useMemo(() => ({ language, locale: LANGUAGE_LOCALES[language], setLanguage }), [language, setLanguage]);
  // Texts are read when rendered: a new language renders the page anew (its queries stay in the query cache).
  return (
    <LanguageContext.Provider value={value}>
      <Fragment key={language}>{children}</Fragment>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}
