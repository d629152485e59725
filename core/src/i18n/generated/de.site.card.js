// GENERATED from core/src/i18n/po/de.po by core/scripts/build-catalogues.ts — do not edit.
export const site = {"card.title":[["title"]," — ",["price"]," bei ",["business"]],"card.price":[["price"]," statt ",["original"],"."],"card.off":[["off"]," % Rabatt:"]};
