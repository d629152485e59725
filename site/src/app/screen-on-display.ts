// The screen on display's loader, which the router (src/router.tsx, above the screens) registers as it loads: the
// language loader (i18n/other-languages.ts) starts it without importing the router, so app/ never imports the screens.

let loader: () => Promise<unknown> | undefined = () => undefined;

/** Called once by the router with its loader of the screen the address names. */
export function registerScreenOnDisplay(load: () => Promise<unknown> | undefined): void {
  loader = load;
}

/**
 * Starts loading the screen on display (its module, and its words in the active language), or undefined when it is in
 * the first script (the home page), on the server, or before the router has loaded.
 */
export function loadScreenOnDisplay(): Promise<unknown> | undefined {
  return loader();
}
