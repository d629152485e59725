// The languages the product speaks and how a visitor's is found: an `Accept-Language` header, a page's
// `<html lang>`, a widget's `lang` attribute or `navigator.languages`.

export const SUPPORTED_LANGUAGES = ['en', 'es', 'fr', 'de', 'ja'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, for a language menu. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  ja: '日本語',
};

/** The Intl locale of a language when nothing more precise is known (English keeps today's en-US). */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE', ja: 'ja-JP' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The language of one BCP 47 tag ("fr-CA" → fr, "JA" → ja), or null when we do not speak it. */
export function matchLanguage(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : null;
}

/** An Accept-Language header's tags, best first: quality values honoured, `q=0` and `*` dropped, ties in order. */
export function parseAcceptLanguage(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)).find(Boolean);
      const quality = q ? Number(q[1]) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((x) => x.tag && x.tag !== '*' && x.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((x) => x.tag);
}

/**
 * The first language we speak among the visitor's: an Accept-Language header (or one tag, as `<html lang>` has), or a
 * list in order of preference (`navigator.languages`). `fallback` (English) when none is ours.
 */
export function negotiateLanguage(preferences: string | readonly string[] | null | undefined, fallback: Language = DEFAULT_LANGUAGE): Language {
  const tags = typeof preferences === 'string' ? parseAcceptLanguage(preferences) : (preferences ?? []);
  for (const tag of tags) {
    const language = matchLanguage(tag);
    if (language) return language;
  }
  return fallback;
}

/** The cookie that remembers a visitor's choice of language on the site (the server reads it for `<html lang>`). */
export const LANGUAGE_COOKIE = 'dadeal_lang';

const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/**
 * The one way the choice is remembered (a year, the whole origin, readable by the page's script): the site's
 * `document.cookie = languageCookie(…)` and the embed builder's `Set-Cookie` write the same cookie.
 */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/**
 * A page's language, in the site's order (docs/reference/site.md, "Languages"): a `?lang=` link, the remembered choice (the
 * cookie), then the visitor's Accept-Language; English otherwise.
 */
export function chooseLanguage(asked: string | null | undefined, remembered: string | null | undefined, acceptLanguage: string | null | undefined): Language {
  return matchLanguage(asked) ?? matchLanguage(remembered) ?? negotiateLanguage(acceptLanguage);
}
