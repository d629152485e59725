// Stylesheets are imported as strings (`?inline`): the embeds inject them into each shadow root.
declare module '*.css?inline' {
  const css: string;
  export default css;
}

// The standalone script's registry of the modules it hands to its on-demand parts (build/rollup-options.mjs).
declare module 'dadeal:host-modules' {
  const modules: Record<string, unknown>;
  export default modules;
}

/** Each on-demand part's content hash, written into the standalone script by its build (`?v=` of the part's URL). */
declare const __DADEAL_PART_VERSIONS__: Record<string, string>;
