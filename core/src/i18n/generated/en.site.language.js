// GENERATED from core/src/i18n/site/en.ts by core/scripts/build-catalogues.ts — do not edit.
export const site = {"language.label":"Language","language.legalInEnglish":"This page is available in English only.","language.legalLink":"The English text below is the one that applies."};
