// The build fails on a new warning (scripts/build-warnings.mjs): the handlers each bundler's config uses, then tiny
// real builds with a warning injected — rolldown (Vite's bundler: the site, the console, the service worker), Rollup
// (the widgets), esbuild (the server, the CLI) and an option rolldown deprecates, which it prints instead of logging.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED_WARNINGS, BuildWarning, checkEsbuildWarnings, failOnPrintedWarnings, failOnWarnings, rollupOnwarn } from './build-warnings.mjs';

let dir: string;
let entry: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'dadeal-build-warnings-'));
  entry = path.join(dir, 'entry.js');
  // `eval` is a warning in all three bundlers (EVAL in rolldown and Rollup, direct-eval in esbuild).
  writeFileSync(entry, 'export const value = eval("1 + 1");\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the warning handlers', () => {
  it('throw on a warning, naming the build, the code and where an exception goes; pass info on', () => {
    const seen: string[] = [];
    const onLog = failOnWarnings('site');
    onLog('info', { code: 'SOMETHING', message: 'fyi' }, (_level, log) => seen.push(log.message));
    expect(seen).toEqual(['fyi']);
    expect(() => onLog('warn', { code: 'INEFFECTIVE_DYNAMIC_IMPORT', message: 'a.js is dynamically imported by b.js but also statically imported by c.js' }, () => {})).toThrow(BuildWarning);
    expect(() => onLog('warn', { code: 'INEFFECTIVE_DYNAMIC_IMPORT', message: 'x' }, () => {})).toThrow(/^site: the build warned \[INEFFECTIVE_DYNAMIC_IMPORT\]: x\nFix it at its cause, or add it to ALLOWED_WARNINGS in scripts\/build-warnings\.mjs/);
  });

  it('drop a library\'s notices, and only a library\'s', () => {
    const onwarn = rollupOnwarn('widgets');
    const printed: string[] = [];
    const directive = (id: string) => ({ code: 'MODULE_LEVEL_DIRECTIVE', message: '"use client" was ignored', id });
    onwarn(directive('/repo/node_modules/@radix-ui/react-dialog/dist/index.mjs'), (w) => printed.push(w.message));
    onwarn({ code: 'CIRCULAR_DEPENDENCY', message: 'cycle', ids: ['/repo/node_modules/d3-a/a.js', '/repo/node_modules/d3-b/b.js'] }, (w) => printed.push(w.message));
    expect(printed).toEqual([]);
    expect(() => onwarn(directive('/repo/widgets/src/Card.tsx'), () => {})).toThrow(BuildWarning);
    expect(() => onwarn({ code: 'CIRCULAR_DEPENDENCY', message: 'cycle', ids: ['/repo/widgets/src/a.ts', '/repo/node_modules/x/x.js'] }, () => {})).toThrow(BuildWarning);
  });

  it('allow nothing today; an allowed warning would need its reason', () => {
    expect(ALLOWED_WARNINGS).toEqual([]);
    expect(ALLOWED_WARNINGS.every((a) => a.reason.trim().length > 20 && (a.code || a.match))).toBe(true);
  });
});

describe('a build with a warning injected fails', () => {
  it('rolldown, through the onLog every Vite config sets', async () => {
    const { rolldown } = await import('rolldown');
    const build = rolldown({ input: entry, onLog: failOnWarnings('injected') }).then((bundle) => bundle.generate({ format: 'es' }));
    await expect(build).rejects.toThrow(/injected: the build warned \[EVAL\]/);
  });

  it('Rollup, through the widgets\' onwarn', async () => {
    const { rollup } = await import('rollup');
    await expect(rollup({ input: entry, onwarn: rollupOnwarn('injected') }).then((bundle) => bundle.generate({ format: 'es' }))).rejects.toThrow(/injected: the build warned \[EVAL\]/);
  });

  it('esbuild, through the server\'s and the CLI\'s check of its result', async () => {
    const { build } = await import('esbuild');
    const result = await build({ entryPoints: [entry], bundle: true, write: false, format: 'esm', logLevel: 'silent' });
    expect(() => checkEsbuildWarnings('injected', result)).toThrow(/injected: the build warned \[direct-eval\]/);
  });

  it('rolldown\'s deprecated option, which it prints instead of logging, as vite-plugin-pwa\'s worker build set it', async () => {
    const { rolldown } = await import('rolldown');
    const clean = path.join(dir, 'clean.js');
    writeFileSync(clean, 'export const value = 2;\n');
    const build = failOnPrintedWarnings('injected', async () => {
      const bundle = await rolldown({ input: clean, onLog: failOnWarnings('injected') });
      return bundle.generate({ format: 'es', inlineDynamicImports: true });
    });
    await expect(build).rejects.toThrow(/injected: the build warned: (\[warn\] )?`inlineDynamicImports` option is deprecated/);
    // The same build without it passes.
    const bundle = await rolldown({ input: clean, onLog: failOnWarnings('injected') });
    await expect(failOnPrintedWarnings('injected', () => bundle.generate({ format: 'es', codeSplitting: false }))).resolves.toBeTruthy();
  });
});
