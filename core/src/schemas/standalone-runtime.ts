// What the precompiled validators (generated/validators.js, made by core/scripts/build-validators.ts) call at run
// time: the formats that are functions, and the string length ajv counts in code points. Imported by the generated
// code in place of ajv's `require(...)` of its own runtime, so the browser runs no ajv and evaluates no code.
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { isRealDate } from './formats.js';

// The same shapes as given to ajv (compile.ts): ajv-formats' own, and ours as a {type, validate} definition.
export const formats: Record<string, unknown> = { ...fullFormats, 'dadeal-date': { type: 'string', validate: isRealDate } };

/** ajv's ucs2length: the length of a string in code points (a surrogate pair counts once), as maxLength means it. */
export function ucs2length(str: string): number {
  const len = str.length;
  let length = 0;
  let pos = 0;
  while (pos < len) {
    length++;
    const value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      if ((str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}
