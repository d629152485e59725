// Rollup options for the two outputs: the ESM library the site imports, and the standalone
// dadeal-widgets.js partner pages load (React aliased to preact/compat to keep it within budget).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { transform } from 'esbuild';
import esbuild from 'rollup-plugin-esbuild';

import { CLAIM_FILE, DIST_DIR, REACT_STANDALONE_FILE, SRC_DIR, STANDALONE_FILE, WIDGETS_DIR, catalogueFile } from './paths.mjs';

export { CLAIM_FILE, DIST_DIR, REACT_STANDALONE_FILE, SRC_DIR, STANDALONE_FILE, WIDGETS_DIR };

/** core's compiled catalogues (core/src/i18n/generated/<lang>.js). */
const CATALOGUES_DIR = path.resolve(WIDGETS_DIR, '..', 'core', 'src', 'i18n', 'generated');

/** `import css from './X.css?inline'` → the file's minified text as a string. */
function inlineCss() {
  return {
    name: 'dadeal-inline-css',
    async resolveId(source, importer) {
      if (!source.endsWith('.css?inline')) return null;
      const file = path.resolve(path.dirname(importer), source.slice(0, -'?inline'.length));
      return `\0css:${file}`;
    },
    async load(id) {
      if (!id.startsWith('\0css:')) return null;
      const file = id.slice('\0css:'.length);
      this.addWatchFile(file);
      const { code } = await transform(await readFile(file, 'utf8'), { loader: 'css', minify: true });
      return `export default ${JSON.stringify(code.trim())};`;
    },
  };
}

/** Packages without side effects at import: lets tree-shaking drop core's validators (ajv) from the bundle. */
const PURE_MODULES = /[\\/]core[\\/]src[\\/]/;
/** Core's validators: never used by the widgets, kept out of the script (the build fails if one stays). */
const VALIDATOR_PACKAGES = /^ajv(-formats|-errors)?(\/|$)/;

const SHIMS = path.join(WIDGETS_DIR, 'build', 'preact');
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: path.join(SHIMS, 'react-dom-client.mjs') },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: path.join(SHIMS, 'react.mjs') },
];

function plugins({ minify, preact }) {
  return [
    preact && alias({ entries: PREACT_ALIASES }),
    inlineCss(),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'], exportConditions: ['browser', 'module', 'import', 'default'] }),
    commonjs(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    esbuild({ include: /\.[jt]sx?$/, jsx: 'automatic', target: 'es2020', tsconfig: path.join(WIDGETS_DIR, 'tsconfig.json') }),
    minify && terser({ compress: { passes: 2 }, format: { comments: false } }),
  ].filter(Boolean);
}

/**
 * @param {'library' | 'standalone' | 'standalone-react' | 'claim' | `i18n-${string}`} variant
 * @param {string} outDir
 */
export function rollupOptions(variant, outDir = DIST_DIR) {
  const onwarn = (warning, warn) => {
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'CIRCULAR_DEPENDENCY') return;
    warn(warning);
  };
  if (variant === 'library') {
    return {
      input: path.join(SRC_DIR, 'index.ts'),
      external: (id) => /^(react|react-dom|@r2wc|@dadeal\/core)(\/|$)/.test(id),
      plugins: plugins({ minify: false, preact: false }),
      onwarn,
      output: { file: path.join(outDir, 'index.js'), format: 'es', sourcemap: true },
    };
  }
  if (variant.startsWith('i18n-')) {
    // A language's words (issue 21): the widgets' and the claim step's namespaces of core's compiled catalogue, an ES
    // module the script imports from beside itself when an element speaks that language.
    const language = variant.slice('i18n-'.length);
    const entry = `\0dadeal-i18n:${language}`;
    return {
      input: entry,
      plugins: [
        {
          name: 'dadeal-i18n-entry',
          resolveId: (id) => (id === entry ? entry : null),
          load: (id) => (id === entry ? `export { widgets, claim } from ${JSON.stringify(path.join(CATALOGUES_DIR, `${language}.js`))};` : null),
        },
        terser({ format: { comments: false } }),
      ],
      onwarn,
      output: { file: path.join(outDir, catalogueFile(language)), format: 'es', sourcemap: false },
    };
  }
  if (variant === 'claim') {
    // The claim step, loaded on demand by the standalone script (issue 23): an ES module of its own, with its own
    // Preact (its tree is separate from the elements'), qrcode.react and the claim step's texts.
    return {
      input: path.join(SRC_DIR, 'ClaimStep', 'claim-step-mount.tsx'),
      plugins: plugins({ minify: true, preact: true }),
      external: (id) => VALIDATOR_PACKAGES.test(id),
      treeshake: { moduleSideEffects: (id, external) => !(external ? VALIDATOR_PACKAGES.test(id) : PURE_MODULES.test(id)), preset: 'smallest' },
      onwarn,
      output: { file: path.join(outDir, CLAIM_FILE), format: 'es', sourcemap: false, banner: '/*! Da Deal! widgets: the claim step */' },
    };
  }
  const preact = variant === 'standalone';
  return {
    input: path.join(SRC_DIR, 'elements', 'standalone.ts'),
    plugins: plugins({ minify: true, preact }),
    external: (id) => VALIDATOR_PACKAGES.test(id),
    treeshake: { moduleSideEffects: (id, external) => !(external ? VALIDATOR_PACKAGES.test(id) : PURE_MODULES.test(id)), preset: 'smallest' },
    onwarn,
    output: {
      file: path.join(outDir, preact ? STANDALONE_FILE : REACT_STANDALONE_FILE),
      format: 'iife',
      sourcemap: false,
      banner: '/*! Da Deal! widgets — https://github.com/dadeal */',
    },
  };
}
