// GENERATED from core/src/i18n/site/en.ts by core/scripts/build-catalogues.ts — do not edit.
export const site = {"layout.advertisement":"Advertisement"};
