// core's createTranslator (core/src/i18n/translator.ts) as the standalone script has it: the script speaks English
// only, its one translator is over the `widgets` namespace (src/texts/texts.ts), and English's widget words are text
// and placeholders (its one plural, `left`, has only `other`), so filling the placeholders is all it takes; the build
// checks that of every word the script carries (rollup-options.mjs, simpleEnglish) and fails otherwise. Another
// language brings core's own formatter with its part (src/elements/other-language.ts).
import { LANGUAGE_LOCALES } from '../../core/src/i18n/languages.ts';

const fill = (message, values) =>
  Array.isArray(message)
    ? message.map((token) => (typeof token === 'string' ? token : token[1] ? fill(token[2].other, values) : (values[token[0]] ?? ''))).join('')
    : message;

export function createTranslator(language, { widgets }, locale = LANGUAGE_LOCALES[language]) {
  const word = (key) => widgets[key.slice('widgets.'.length)];
  return {
    language,
    locale,
    t: (key, values) => (word(key) === undefined ? key : fill(word(key), values ?? {})),
    has: (key) => word(key) !== undefined,
  };
}
