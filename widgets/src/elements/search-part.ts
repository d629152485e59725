// The search part of the standalone script (dadeal-search.js, build/parts.mjs): search-results.ts and the rules of the
// suggestions and of an empty result, which onDemand() adds to the elements' stylesheet when the part arrives.
export * from '../SearchBox/search-results.js';
export { searchCss as css } from '../styles.js';
