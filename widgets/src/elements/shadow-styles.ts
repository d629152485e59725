// The widgets' stylesheet in each shadow root without an inline <style>: one constructed CSSStyleSheet shared by
// every element (adoptedStyleSheets), which a partner's strict CSP (style-src 'self', no 'unsafe-inline') allows.
// Where the browser has no constructable stylesheets (Safari before 16.4), the element falls back to <style>.
import { widgetCss } from '../styles.js';

let shared: CSSStyleSheet | null | undefined;

function constructedSheet(): CSSStyleSheet | null {
  if (shared !== undefined) return shared;
  shared = null;
  try {
    if (typeof ShadowRoot !== 'undefined' && 'adoptedStyleSheets' in ShadowRoot.prototype && 'replaceSync' in CSSStyleSheet.prototype) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(widgetCss);
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
