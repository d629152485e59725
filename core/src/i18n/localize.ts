// The API's and the validators' English answers in another language: each English text of the `api`, `validation`
// and `notices` namespaces is recognised (placeholders too: "Must be at most 100 characters" is `mustBeAtMost` with
// max = 100) and said again by the translator. A text that is not in the catalogue stays as it is.
import type { MessageKey } from './catalogue.js';
// The three namespaces by name (not `* as en`), so a bundle of this module leaves out the catalogue's other words (the
// site's, the mails'): a page in another language loads it for say() (site/src/app/i18n/other-languages.ts).
import { api, notices, validation } from './en.js';
import type { Translator } from './translator.js';

interface Pattern {
  key: MessageKey;
  regex: RegExp;
  names: string[];
}

const exact = new Map<string, MessageKey>();
const patterns: Pattern[] = [];
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const en = { api, validation, notices };
for (const ns of ['api', 'validation', 'notices'] as const) {
  for (const [name, text] of Object.entries(en[ns] as Record<string, string>)) {
    const key = `${ns}.${name}` as MessageKey;
    if (!text.includes('{')) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    if (/\{\s*\w+\s*,/.test(text)) continue; // plurals and selects are never answered as plain text
    const names: string[] = [];
    const source = text.split(/\{\s*(\w+)\s*\}/).map((part, i) => {
      if (i % 2 === 0) return escapeRegex(part);
      names.push(part);
      return '(.+?)';
    }).join('');
    patterns.push({ key, regex: new RegExp(`^${source}$`, 's'), names });
  }
}

/** The catalogue key and values of an English text, or null when the text is not one of ours. */
export function recognizeMessage(english: string): { key: MessageKey; values: Record<string, string> } | null {
  const key = exact.get(english);
  if (key) return { key, values: {} };
  for (const p of patterns) {
    const match = p.regex.exec(english);
    if (match) return { key: p.key, values: Object.fromEntries(p.names.map((n, i) => [n, match[i + 1]])) };
  }
  return null;
}

/** An English answer in the translator's language (English, or an unknown text, unchanged). */
export function localizeMessage(translator: Translator, english: string): string {
  if (translator.language === 'en') return english;
  const known = recognizeMessage(english);
  if (!known || !translator.has(known.key)) return english;
  // A value that is itself one of our texts (a notice list's name in "You will no longer get …") is said too.
  const values = Object.fromEntries(Object.entries(known.values).map(([name, value]) => {
    const key = exact.get(value);
    return [name, key ? translator.t(key) : value];
  }));
  return translator.t(known.key, values);
}
