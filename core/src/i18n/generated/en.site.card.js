// GENERATED from core/src/i18n/site/en.ts by core/scripts/build-catalogues.ts — do not edit.
export const site = {"card.title":[["title"]," — ",["price"]," at ",["business"]],"card.price":[["price"]," instead of ",["original"],"."],"card.off":[["off"],"% off:"]};
