// GENERATED from core/src/i18n/po/es.po by core/scripts/build-catalogues.ts — do not edit.
export const site = {"card.title":[["title"]," — ",["price"]," en ",["business"]],"card.price":[["price"]," en lugar de ",["original"],"."],"card.off":[["off"]," % de descuento:"]};
