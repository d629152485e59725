// other-language.ts in the standalone script: its part (dadeal-language.js) is imported by the first element that
// speaks another language than English, beside that language's words. See parts.ts.
import type * as Part from './other-language.js';
import { loadPart } from './parts.js';

export const loadLanguage: typeof Part.loadLanguage = (language, locale) =>
  loadPart<typeof Part>('language').then((part) => part.loadLanguage(language, locale));
