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
import { DIALOG_WORDS, HOST_MODULES, NEVER_IN_EMBEDS, PARTS, hostModuleSpecifier, partFile } from './parts.mjs';
import { rollupOnwarn } from '../../scripts/build-warnings.mjs';

/** The bench's comparison: the Preact script with every part inside. */
export const INLINE_STANDALONE_FILE = 'dadeal-widgets.inline.js';

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
      // esbuild leaves a custom property's value as written (`--dd-shadow: 0 1px 2px rgba(16, 24, 40, .06)`): the space
      // after its colon and after commas means nothing there either.
      const compact = code.trim().replace(/(--[\w-]+):\s+/g, '$1:').replace(/,\s+/g, ',');
      return `export default ${JSON.stringify(compact)};`;
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
  { find: /^react\/jsx-runtime$/, replacement: path.join(SHIMS, 'jsx-runtime.mjs') },
  { find: /^react$/, replacement: path.join(SHIMS, 'react.mjs') },
  { find: /^@r2wc\/react-to-web-component$/, replacement: path.join(SHIMS, 'r2wc.mjs') },
  { find: /^\.\/forget-removed-attributes\.js$/, replacement: path.join(SHIMS, 'forget-removed-attributes.mjs') },
  { find: /^\.\.\/hydration\.js$/, replacement: path.join(SHIMS, 'hydration.mjs') },
];

/** The page-wide object through which the script hands its modules to its parts (src/elements/parts.ts). */
const HOST_MODULES_GLOBAL = `globalThis[Symbol.for('dadeal.widgets')]`;
const HOST_REGISTRY = '\0dadeal:host-modules';
const ENGLISH_CATALOGUE = path.join(CATALOGUES_DIR, 'en.js');
/** The English words the script leaves out: the dialog's (its part brings them) and what the embeds never show. */
const LEFT_OUT_WORDS = [...DIALOG_WORDS, ...NEVER_IN_EMBEDS.flatMap((m) => m.words)];


/**
 * The script's side of its on-demand parts (build/parts.mjs): an import of a part's module resolves to its stand-in,
 * and `dadeal:host-modules` is the registry of HOST_MODULES the script hands to its parts. `versions` (part → the
 * hash of its built file) becomes `__DADEAL_PART_VERSIONS__`, the `?v=` of each part's URL.
 */
function onDemandParts(versions, { inline = false, hostNames } = {}) {
  return {
    name: 'dadeal-on-demand-parts',
    async resolveId(source, importer) {
      if (source === 'dadeal:host-modules') return HOST_REGISTRY;
      if (inline || !importer || importer.startsWith('\0')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      const part = resolved && PARTS.find((p) => p.module === resolved.id);
      return part && importer !== part.onDemand ? part.onDemand : null;
    },
    load(id) {
      if (id !== HOST_REGISTRY) return null;
      if (inline) return 'export default {};';
      // Only what the parts import (hostNames, gathered by their builds), so the script keeps no export for them alone
      // and builds no namespace object; a module they read whole (`import * as`), or no record of them, gives it all.
      const imports = [];
      const entries = [];
      HOST_MODULES.forEach((name, i) => {
        const names = hostNames?.[name];
        if (hostNames && !names) return;
        const from = JSON.stringify(hostModuleSpecifier(name));
        if (!names || names.includes('*')) {
          imports.push(`import * as m${i} from ${from};`);
          entries.push(`${JSON.stringify(name)}: m${i}`);
        } else {
          imports.push(`import { ${names.map((n, j) => `${n} as m${i}_${j}`).join(', ')} } from ${from};`);
          entries.push(`${JSON.stringify(name)}: { ${names.map((n, j) => `${JSON.stringify(n)}: m${i}_${j}`).join(', ')} }`);
        }
      });
      return `${imports.join('\n')}\nexport default { ${entries.join(', ')} };`;
    },
    renderChunk(code, chunk) {
      // A word left out must be read by nothing in the script (it would show as its key): the dialog's, in its part.
      // Checked on the chunk before it is minified, so only what the script keeps counts.
      if (inline) return null;
      const read = new RegExp(`\\b(texts|TEXTS)(\\$\\d+)?\\.(${LEFT_OUT_WORDS.join('|')})\\b`);
      const found = read.exec(code);
      if (found) this.error(`${chunk.fileName} reads widgets.${found[3]}, an English word the script leaves to its dialog part (build/parts.mjs)`);
      return null;
    },
    transform(code, id) {
      // English's widget words, less those only the dialog part shows (it brings them): DIALOG_WORDS.
      if (!inline && id === ENGLISH_CATALOGUE) {
        return code.replace(/^export const widgets = (\{.*\});$/m, (_, json) => {
          const words = Object.entries(JSON.parse(json)).filter(([key]) => !LEFT_OUT_WORDS.includes(key.split('.')[0]));
          return `export const widgets = ${JSON.stringify(Object.fromEntries(words))};`;
        });
      }
      return code.includes('__DADEAL_PART_VERSIONS__') ? code.replaceAll('__DADEAL_PART_VERSIONS__', JSON.stringify(versions)) : null;
    },
  };
}

/**
 * A part's side: the script's HOST_MODULES are read from the registry the script set, never bundled again. The names
 * the part imports of each are added to `hostNames` (host module → names; `*` for a whole module), what the script's
 * registry then holds.
 */
function hostModules(hostNames) {
  const shared = new Map();
  return {
    name: 'dadeal-host-modules',
    async buildEnd(error) {
      if (error || !hostNames) return;
      for (const id of this.getModuleIds()) {
        const ast = this.getModuleInfo(id)?.ast;
        if (!ast) continue;
        for (const node of ast.body) {
          if (!node.source || !['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(node.type)) continue;
          // this.resolve skips this plugin's resolveId: a host module comes back as its file (or, aliased, as `\0host:`).
          const resolved = await this.resolve(node.source.value, id);
          const host = resolved && (resolved.id.startsWith('\0host:') ? resolved.id.slice('\0host:'.length) : shared.get(resolved.id));
          if (!host) continue;
          const names = (hostNames[host] ??= []);
          const add = (name) => names.includes(name) || names.push(name);
          if (node.type === 'ExportAllDeclaration') add('*');
          for (const spec of node.specifiers ?? []) {
            if (spec.type === 'ImportNamespaceSpecifier') add('*');
            else if (spec.type === 'ImportDefaultSpecifier') add('default');
            else add((spec.imported ?? spec.local).name);
          }
        }
      }
    },
    async buildStart() {
      for (const name of HOST_MODULES) {
        const resolved = await this.resolve(hostModuleSpecifier(name), path.join(SRC_DIR, 'index.ts'));
        if (!resolved) throw new Error(`host module ${name} does not resolve`);
        shared.set(resolved.id, name);
      }
    },
    async resolveId(source, importer) {
      if (!importer || source.startsWith('\0')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      const name = resolved && shared.get(resolved.id);
      return name ? `\0host:${name}` : null;
    },
    load(id) {
      if (!id.startsWith('\0host:')) return null;
      return { code: `export default ${HOST_MODULES_GLOBAL}[${JSON.stringify(id.slice('\0host:'.length))}];`, syntheticNamedExports: true };
    },
  };
}

/**
 * A part's side of the other parts: an import of another part's module resolves to its stand-in, as in the script (the
 * browser part's search box loads the search part, never carries it).
 */
function otherParts(name) {
  return {
    name: 'dadeal-other-parts',
    async resolveId(source, importer) {
      if (!importer || importer.startsWith('\0') || source.startsWith('\0')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      const other = resolved && PARTS.find((p) => p.name !== name && p.module === resolved.id);
      return other && importer !== other.onDemand ? other.onDemand : null;
    },
  };
}

/** The claim step's build: qrcode.react also wants forwardRef and a default export. */
const CLAIM_ALIASES = PREACT_ALIASES.map((entry) => (String(entry.find) === String(/^react$/) ? { ...entry, replacement: path.join(SHIMS, 'react-claim.mjs') } : entry));

/** NEVER_IN_EMBEDS (build/parts.mjs): a module the embeds never show becomes components that render nothing. */
function neverInEmbeds() {
  return {
    name: 'dadeal-never-in-embeds',
    async resolveId(source, importer) {
      if (!importer || importer.startsWith('\0')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      const index = NEVER_IN_EMBEDS.findIndex((m) => m.module === resolved?.id);
      return index < 0 ? null : `\0never-in-embeds:${index}`;
    },
    load(id) {
      if (!id.startsWith('\0never-in-embeds:')) return null;
      return NEVER_IN_EMBEDS[Number(id.slice('\0never-in-embeds:'.length))].exports.map((name) => `export const ${name} = () => null;`).join('\n');
    },
  };
}

/** The classic JSX transform's createElement and Fragment, from `react` (Preact's, through react.mjs), in each .tsx. */
function classicJsx() {
  return {
    name: 'dadeal-classic-jsx',
    transform(code, id) {
      return id.endsWith('.tsx') ? `import { createElement as __h, Fragment as __F } from 'react';\n${code}` : null;
    },
  };
}

function plugins({ minify, preact, aliases = PREACT_ALIASES }) {
  return [
    preact && alias({ entries: aliases }),
    preact && neverInEmbeds(),
    inlineCss(),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'], exportConditions: ['browser', 'module', 'import', 'default'] }),
    commonjs(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    // Preact's builds write JSX as createElement calls (`h("p", {…}, a, b)`), shorter than the automatic runtime's
    // (`jsx("p", {…, children: [a, b]})`) and with no runtime of their own: 0.4 KB gzip of the script.
    preact && classicJsx(),
    preact
      ? esbuild({ include: /\.[jt]sx?$/, jsx: 'transform', jsxFactory: '__h', jsxFragment: '__F', target: 'es2020', tsconfig: false }) // its `jsx` would win
      : esbuild({ include: /\.[jt]sx?$/, jsx: 'automatic', target: 'es2020', tsconfig: path.join(WIDGETS_DIR, 'tsconfig.json') }),
    minify && terser({ ecma: 2020, compress: { passes: 5, pure_getters: true, unsafe: true, unsafe_arrows: true }, format: { comments: false } }),
  ].filter(Boolean);
}

/**
 * @param {'library' | 'standalone' | 'standalone-inline' | 'standalone-react' | 'claim' | `i18n-${string}` | `part-${string}`} variant
 * @param {string} outDir
 * @param {{ partVersions?: Record<string, string>, hostNames?: Record<string, string[]> }} [options] the hash of each
 *   part's built file (the standalone script's `?v=` of it); the names of the host modules the parts import (each part's
 *   build adds to it, the standalone script's registry holds them: see hostModules)
 */
export function rollupOptions(variant, outDir = DIST_DIR, { partVersions = {}, hostNames } = {}) {
  // A warning fails the build (scripts/build-warnings.mjs: libraries' "use client" directives and their own import
  // cycles are not warnings about this code).
  const onwarn = rollupOnwarn(`widgets (${variant})`);
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
    // A language's words: the widgets' and the claim step's namespaces of core's compiled catalogue, an ES
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
    // The claim step, loaded on demand by the standalone script: an ES module of its own, with its own
    // Preact (its tree is separate from the elements'), qrcode.react and the claim step's texts.
    return {
      input: path.join(SRC_DIR, 'ClaimStep', 'claim-step-mount.tsx'),
      plugins: plugins({ minify: true, preact: true, aliases: CLAIM_ALIASES }),
      external: (id) => VALIDATOR_PACKAGES.test(id),
      treeshake: { moduleSideEffects: (id, external) => !(external ? VALIDATOR_PACKAGES.test(id) : PURE_MODULES.test(id)), preset: 'smallest' },
      onwarn,
      output: { file: path.join(outDir, CLAIM_FILE), format: 'es', sourcemap: false, banner: '/*! Da Deal! widgets: the claim step */' },
    };
  }
  if (variant.startsWith('part-')) {
    // An on-demand part of the standalone script (build/parts.mjs): an ES module over the script's own Preact and
    // contexts (hostModules), imported from beside the script the first time it is needed.
    const part = PARTS.find((p) => p.name === variant.slice('part-'.length));
    return {
      input: part.entry,
      plugins: [hostModules(hostNames), otherParts(part.name), ...plugins({ minify: true, preact: true })],
      external: (id) => VALIDATOR_PACKAGES.test(id),
      treeshake: { moduleSideEffects: (id, external) => !(external ? VALIDATOR_PACKAGES.test(id) : PURE_MODULES.test(id)), preset: 'smallest' },
      onwarn,
      output: { file: path.join(outDir, partFile(part.name)), format: 'es', sourcemap: false },
    };
  }
  const preact = variant !== 'standalone-react';
  return {
    input: path.join(SRC_DIR, 'elements', 'standalone.ts'),
    // The comparisons in `npm run bench`, never shipped, keep every part inside: on React, and on Preact (one script
    // with all it may ever run, the size the parts took out of the first one).
    plugins: [onDemandParts(partVersions, { inline: variant !== 'standalone', hostNames }), ...plugins({ minify: true, preact })],
    external: (id) => VALIDATOR_PACKAGES.test(id),
    treeshake: { moduleSideEffects: (id, external) => !(external ? VALIDATOR_PACKAGES.test(id) : PURE_MODULES.test(id)), preset: 'smallest' },
    onwarn,
    output: {
      file: path.join(outDir, { standalone: STANDALONE_FILE, 'standalone-inline': INLINE_STANDALONE_FILE, 'standalone-react': REACT_STANDALONE_FILE }[variant]),
      format: 'iife',
      freeze: false,
      generatedCode: { preset: 'es2015', symbols: false },
      sourcemap: false,
      banner: '/*! Da Deal! widgets — https://github.com/dadeal */',
    },
  };
}
