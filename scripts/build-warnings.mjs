// `npm run build` has no warnings, and a new one fails it: a warning nobody can act on teaches people to skip the
// build's output, and the next one that matters is missed. Every bundler of the build reports here — the site's and the
// console's Vite builds (rolldown's onLog, Vite's own logger), the site's service worker build, the widgets' Rollup
// builds (onwarn), esbuild's server and CLI — and whatever a bundler prints as a warning straight to stderr (rolldown's
// option checks do) is caught around each build too. A warning is fixed at its cause; one that cannot be goes in
// ALLOWED_WARNINGS with the reason (docs/decisions/0091-build-fails-on-a-warning.md).

/**
 * Warnings the build lets pass, each with why it cannot be fixed at its cause: `{ code?, match?, reason }` (a log's code
 * and/or a RegExp over its message). Empty: every warning fails the build.
 * @type {Array<{ code?: string, match?: RegExp, reason: string }>}
 */
export const ALLOWED_WARNINGS = [];

const inNodeModules = (id) => typeof id === 'string' && /[\\/]node_modules[\\/]/.test(id);

/**
 * What bundlers report about third-party code that says nothing about ours: dropped silently, and only there (the same
 * code about a module of ours fails the build).
 */
const LIBRARY_NOTICES = [
  // Radix, MUI and react-router mark their modules for React Server Components; a client bundle has nothing to keep.
  { code: 'MODULE_LEVEL_DIRECTIVE', about: (log) => inNodeModules(log.id) },
  // Cycles inside a library's own modules (d3's, recharts'): its authors' design, evaluated in the order they chose.
  { code: 'CIRCULAR_DEPENDENCY', about: (log) => Array.isArray(log.ids) && log.ids.every(inNodeModules) },
];

export class BuildWarning extends Error {
  name = 'BuildWarning';
}

const isAllowed = (code, message) => ALLOWED_WARNINGS.some((a) => (!a.code || a.code === code) && (!a.match || a.match.test(message)));
const isLibraryNotice = (log) => LIBRARY_NOTICES.some((n) => n.code === log.code && n.about(log));

/** Throws a BuildWarning for a warning that is neither a library's notice nor allowed. */
export function checkWarning(build, log) {
  const code = log.code ?? '';
  const message = String(log.message ?? log);
  if (isLibraryNotice(log) || isAllowed(code, message)) return;
  throw new BuildWarning(
    `${build}: the build warned${code ? ` [${code}]` : ''}: ${message.trim()}\n` +
      'Fix it at its cause, or add it to ALLOWED_WARNINGS in scripts/build-warnings.mjs with the reason it cannot be fixed.',
  );
}

/** rolldown's `onLog` (a Vite config's build.rolldownOptions): a warning throws; a library's notice is dropped. */
export function failOnWarnings(build) {
  return (level, log, handler) => {
    if (level === 'warn') {
      if (isLibraryNotice(log)) return;
      checkWarning(build, log);
    }
    handler(level, log);
  };
}

/** Rollup's `onwarn` (the widgets' builds): the same. */
export function rollupOnwarn(build) {
  return (warning, warn) => {
    if (isLibraryNotice(warning)) return;
    checkWarning(build, warning);
    warn(warning);
  };
}

/** esbuild's result: its warnings (already printed by its logLevel) fail the build too. */
export function checkEsbuildWarnings(build, result) {
  for (const warning of result.warnings ?? []) checkWarning(build, { code: warning.id, message: `${warning.text}${warning.location ? ` (${warning.location.file}:${warning.location.line})` : ''}` });
}

/** A line a bundler printed to stderr that is a warning (rolldown's option checks, Vite's logger.warn, Rollup's). */
const WARNING_LINE = /\bwarn(ing)?\b|\(!\)|deprecated/i;

/**
 * Runs `fn` (a bundler's build) and fails if, meanwhile, something printed a warning to stderr that no handler saw:
 * rolldown checks its options before any plugin or onLog exists and prints to the console. What was printed still
 * reaches the screen.
 */
export async function failOnPrintedWarnings(build, fn) {
  const printed = [];
  const write = process.stderr.write;
  process.stderr.write = function (chunk, ...rest) {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (WARNING_LINE.test(text)) printed.push(text.replace(/\u001b\[[0-9;]*m/g, '').trim());
    return write.call(this, chunk, ...rest);
  };
  let result;
  try {
    result = await fn();
  } finally {
    process.stderr.write = write;
  }
  for (const message of printed) checkWarning(build, { message });
  return result;
}
