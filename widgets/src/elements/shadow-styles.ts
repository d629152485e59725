// The widgets' stylesheet in each shadow root without an inline <style>: one constructed CSSStyleSheet shared by
// every element (adoptedStyleSheets), which a partner's strict CSP (style-src 'self', no 'unsafe-inline') allows.
// Where the browser has no constructable stylesheets (Safari before 16.4), the element falls back to <style>.
// The sheet holds what the first render needs (embedCss); a part loaded on demand (the deal dialog) adds its own rules
// to the same sheet when it first renders (addToAdoptedSheet), so every element has them at once.
import { embedCss } from '../styles.js';

let shared: CSSStyleSheet | null | undefined;
let text = embedCss;
const added = new Set<string>();

function constructedSheet(): CSSStyleSheet | null {
  if (shared !== undefined) return shared;
  shared = null;
  try {
    if (typeof ShadowRoot !== 'undefined' && 'adoptedStyleSheets' in ShadowRoot.prototype && 'replaceSync' in CSSStyleSheet.prototype) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      shared = sheet;
    }
  } catch {
    // `new CSSStyleSheet()` throws "Illegal constructor" in engines that list the property but lack the feature.
    shared = null;
  }
  return shared;
}

/** Adopts the shared stylesheet into a shadow root; false when it cannot (then render a <style> instead). */
export function adoptWidgetStyles(container: ShadowRoot | HTMLElement | undefined): boolean {
  if (!container || !('host' in container)) return false;
  const sheet = constructedSheet();
  if (!sheet) return false;
  if (!container.adoptedStyleSheets.includes(sheet)) container.adoptedStyleSheets = [...container.adoptedStyleSheets, sheet];
  return true;
}

/**
 * A part's rules added (once) to the sheet every element adopted; false where there is no such sheet (then the part
 * renders them as a <style> of its own, as the elements do).
 */
export function addToAdoptedSheet(css: string): boolean {
  const sheet = constructedSheet();
  if (!sheet) return false;
  if (!added.has(css)) {
    added.add(css);
    sheet.replaceSync((text += `\n${css}`));
  }
  return true;
}
