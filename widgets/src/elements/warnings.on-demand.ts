// warnings.ts in the standalone script: the warnings part (dadeal-warnings.js) is imported when an element has
// something to warn about, and the warning follows a moment later; should it not load, the console says nothing more.
// See parts.ts.
import type * as Part from './warnings.js';
import { loadPart } from './parts.js';

export type { CheckedAttribute } from './warnings.js';

const warn = (say: (part: typeof Part) => void) => void loadPart<typeof Part>('warnings').then(say, () => undefined);

export const warnUnknownValue: typeof Part.warnUnknownValue = (tag, attribute, value) => warn((part) => part.warnUnknownValue(tag, attribute, value));
export const warnUnknownLanguage: typeof Part.warnUnknownLanguage = (tag) => warn((part) => part.warnUnknownLanguage(tag));
