// Which language a visitor reads, in this order: a `?lang=xx` link, the choice remembered in this browser
// (a cookie the server reads too, and localStorage), then what the server chose for the page from Accept-Language
// (`<html lang>`), then the browser's languages; English otherwise. The server (serve/serve.ts) applies the same
// order to write `<html lang>`, so both agree.
import { LANGUAGE_COOKIE, isLanguage, languageCookie, matchLanguage, negotiateLanguage, type Language } from '@dadeal/core';

export const LANGUAGE_STORAGE_KEY = 'dadeal:language';

function storedLanguage(): Language | null {
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})`).exec(document.cookie)?.[1];
  if (isLanguage(cookie)) return cookie;
  try {
    const kept = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(kept) ? kept : null;
  } catch {
    return null; // storage blocked: the cookie or the page decides
  }
}

/** Whether this browser has a language chosen in the menu or by a `?lang=` link (not only the browser's own). */
export function hasChosenLanguage(): boolean {
  return storedLanguage() !== null;
}

/** The language of this page load in the browser. */
export function initialLanguage(): Language {
  const asked = matchLanguage(new URLSearchParams(window.location.search).get('lang'));
  if (asked) {
    rememberLanguage(asked); // a `?lang=` link is a choice: the next page without it keeps it
    return asked;
  }
  return storedLanguage() ?? matchLanguage(document.documentElement.lang) ?? negotiateLanguage(navigator.languages);
}

/** Remembers the choice: localStorage for the page, a cookie for the server's next `<html lang>` (a year). */
export function rememberLanguage(language: Language): void {
  document.cookie = languageCookie(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the cookie still remembers
  }
}

/** The address without a `?lang=` that would now contradict the visitor's new choice. */
export function dropLangParam(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('lang')) return;
  url.searchParams.delete('lang');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
