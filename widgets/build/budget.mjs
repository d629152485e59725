// The size budget of dadeal-widgets.js, gzip -9 of the built file. The aim is 18 KB gzip, what an English page's first
// render carries, the rest loaded on demand (docs/decisions/0030-widget-script-on-demand-parts.md, README "Size"). The
// card's rating, the search suggestions and <dadeal-deals near> took the script to 21,095 B; the cuts of
// docs/decisions/0031-widget-script-search-and-warnings-on-demand.md (the search and the warnings as parts, the
// registry holding only what parts read, dead code out) brought it to 19,163 B. CI fails above 19 KB (it was 22 KB)
// until the rest of the way to 18 KB is found (the record lists where).
export const GZIP_BUDGET = 19 * 1024;
export const GZIP_TARGET = 18 * 1024;
