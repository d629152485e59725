// The string length the precompiled validators (generated/validators/*.js) count, imported by the generated code in
// place of ajv's `require("ajv/dist/runtime/ucs2length")`: a module of its own, so a form's validator that needs it
// does not bring ajv-formats' formats along (standalone-runtime.ts).

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
