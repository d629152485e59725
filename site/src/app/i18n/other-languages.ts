// The site's languages other than English, loaded with the first one a page needs — never by an English
// page: each language's base module (core's generated/<lang>.base.js: the site's words every page shows, the API's,
// validation and widgets' messages), then each other group of its site words as the screens that show them load
// (i18n.ts names them), and core's localizeMessage for say(). A chunk of its own, with localizeMessage in it.
import { createTranslator, type CompiledCatalogue, type CompiledNamespace, type Language, type MessageKey, type Translator } from '@dadeal/core';
import { localizeMessage } from '@dadeal/core/i18n/localize.js';
import { loadScreenOnDisplay } from '../screen-on-display.js';

export { localizeMessage };

type Base = Omit<CompiledCatalogue, 'site'> & { site: CompiledNamespace; siteGroups: Readonly<Record<string, () => Promise<{ site: CompiledNamespace }>>> };

/**
 * A chunk each. Not core's translatorFor(): it loads a language's whole catalogue (mails, the claim step: 10 KB gzip),
 * and its loader names English's whole module too.
 */
const bases: Record<Exclude<Language, 'en'>, () => Promise<Base>> = {
  es: () => import('@dadeal/core/i18n/generated/es.base.js'),
  fr: () => import('@dadeal/core/i18n/generated/fr.base.js'),
  de: () => import('@dadeal/core/i18n/generated/de.base.js'),
  ja: () => import('@dadeal/core/i18n/generated/ja.base.js'),
};

/** What i18n.ts gives: English (a key of a group this language could not load is said in English, not as its key). */
export interface Host {
  english(): Translator;
  /** `translator` replaces the one of its language (a group of words was added to it). */
  replaced(translator: Translator): void;
}

interface Loaded {
  base: Base;
  groups: Map<string, Promise<void>>;
  site: CompiledNamespace;
  translator: Translator;
}

const languages = new Map<Language, Promise<Loaded>>();

/** The groups of the site's words read while `reading` is set (readingGroups). */
let reading: Set<string> | null = null;

function translatorOf(language: Language, { siteGroups: _loaders, ...catalogue }: Base, site: CompiledNamespace, host: Host): Translator {
  const inner = createTranslator(language, { ...catalogue, site } as CompiledCatalogue);
  return {
    language,
    locale: inner.locale,
    has: inner.has,
    t(key: MessageKey, values?: Record<string, string | number>) {
      const site = key.startsWith('site.');
      if (site) reading?.add(key.slice(5, key.indexOf('.', 5)));
      return site && !inner.has(key) ? host.english().t(key, values) : inner.t(key, values);
    },
  };
}

function loadLanguage(language: Exclude<Language, 'en'>, host: Host): Promise<Loaded> {
  let loading = languages.get(language);
  if (!loading) {
    loading = bases[language]().then((base) => ({ base, groups: new Map(), site: base.site, translator: translatorOf(language, base, base.site, host) }));
    loading.catch(() => languages.delete(language)); // not loaded (offline, a new build): tried again next time
    languages.set(language, loading);
  }
  return loading;
}

/** One group of a language's site words, loaded once and added to its translator. */
function loadGroup(loaded: Loaded, group: string, host: Host): Promise<void> {
  let loading = loaded.groups.get(group);
  const load = loaded.base.siteGroups[group];
  if (!loading && load) {
    loading = load().then(({ site }) => {
      loaded.site = { ...loaded.site, ...site };
      loaded.translator = translatorOf(loaded.translator.language, loaded.base, loaded.site, host);
      host.replaced(loaded.translator);
    });
    loading.catch(() => loaded.groups.delete(group));
    loaded.groups.set(group, loading);
  }
  return loading ?? Promise.resolve();
}

/**
 * `language`'s translator with its base and the groups of its site words that `groups` (English modules of them, as
 * the screens name them) cover, each loaded once.
 */
export async function translatorWith(language: Exclude<Language, 'en'>, groups: Iterable<CompiledNamespace>, host: Host): Promise<Translator> {
  const [loaded] = await Promise.all([loadLanguage(language, host), screenOnDisplay]);
  // A group's name is its keys' first segment (`userDashboard.title`).
  await Promise.all([...groups].map((group) => loadGroup(loaded, Object.keys(group)[0]?.split('.')[0] ?? '', host)));
  return loaded.translator;
}

/**
 * Runs `render` noting which groups of the site's words it reads in a language other than English (the server's
 * renderer: a rendered page names its language's chunks of those, so the browser has them before it hydrates). Not
 * reentrant: the server renders one page at a time (entry-server.tsx).
 */
export async function readingGroups<T>(render: () => Promise<T>): Promise<{ result: T; groups: string[] }> {
  const read = (reading = new Set());
  try {
    return { result: await render(), groups: [...read] };
  } finally {
    reading = null;
  }
}

// The screen on display (its module, and its words once a language is active), loaded with this module: the first
// language a page activates is the one a server-rendered page waits for before hydrating (main.tsx), and it must then
// hydrate whole (src/router.tsx, registered in screen-on-display.ts). Its English words are registered (addEnglish) while English is
// still the active language, and translatorWith() loads this language's groups of them.
const screenOnDisplay = loadScreenOnDisplay();
