// Control characters in what a client sends: a module of its own, so a caller that only checks a text (the widgets'
// search suggestions, the API's query parameters) does not bring validate.ts and every precompiled validator with it
// (the site's home page carried all of them, 48 KiB gzip, once the suggestions box asked this).
/**
 * Control characters other than tab, newline and carriage return: PostgreSQL refuses NUL in text, and none of
 * them belongs in a name, a title or a message. Text fields refuse them with their own message.
 */
export const CONTROL_CHARS = '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]';

const CONTROL = /* @__PURE__ */ new RegExp(CONTROL_CHARS, 'u');
/** True when a text holds a control character other than tab and newline (query parameters, headers). */
export function hasControlChars(text: string): boolean {
  return CONTROL.test(text);
}

// Marked pure so a bundle that never replaces (the site's first script) drops it.
const CONTROL_ALL = /* @__PURE__ */ new RegExp(CONTROL_CHARS, 'gu');
/** The text with each such control character replaced by U+FFFD: for logging what a client sent, as it sent it. */
export function replaceControlChars(text: string): string {
  return text.replace(CONTROL_ALL, '\uFFFD');
}
