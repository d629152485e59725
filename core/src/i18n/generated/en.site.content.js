// GENERATED from core/src/i18n/site/en.ts by core/scripts/build-catalogues.ts — do not edit.
export const site = {"content.notFound":"404 Page Not Found","content.dealNotFound":"Deal Not Found","content.purchaseComplete":"Purchase Complete"};
