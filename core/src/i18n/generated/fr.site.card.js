// GENERATED from core/src/i18n/po/fr.po by core/scripts/build-catalogues.ts — do not edit.
export const site = {"card.title":[["title"]," — ",["price"]," chez ",["business"]],"card.price":[["price"]," au lieu de ",["original"],"."],"card.off":[["off"]," % de réduction :"]};
