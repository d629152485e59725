// The catalogues: languages, the translator over Lingui's runtime, and English answers said again in
// another language. See core/README.md, "How to use the catalogues".
export * from './languages.js';
export * from './catalogue.js';
export * from './translator.js';
export * from './localize.js';
