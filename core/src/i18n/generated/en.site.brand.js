// GENERATED from core/src/i18n/site/en.ts by core/scripts/build-catalogues.ts — do not edit.
export const site = {"brand.tagline":"Find Da Deal!","brand.subtitle":"Discover amazing deals on restaurants, shops, services, and hotels","brand.home":[["name"]," home"],"brand.madeHere":"made on the island, for the island."};
