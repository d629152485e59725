// GENERATED from core/src/i18n/po/ja.po by core/scripts/build-catalogues.ts — do not edit.
export const site = {"card.title":[["title"]," — ",["business"],"で",["price"]],"card.price":["通常",["original"],"のところ",["price"],"。"],"card.off":[["off"],"%オフ："]};
