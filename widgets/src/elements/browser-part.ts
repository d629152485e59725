// The browser part of the standalone script (dadeal-browser.js, build/parts.mjs): `<dadeal-browser>`'s bar and the
// grid it drives (DealBrowser.tsx: the tabs, the search box, the category select, the "Ending soon" toggle), with the
// bar's rules, which onDemand() adds to the elements' stylesheet when the part arrives.
export * from '../DealBrowser/DealBrowser.js';
export { browserCss as css } from '../styles.js';
