// src/elements/forget-removed-attributes.ts for the standalone script, whose r2wc (r2wc.mjs) forgets a removed
// attribute itself.
export const forgetRemovedAttributes = (Base) => Base;
