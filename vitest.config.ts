// The whole suite: every package owns its project config(s); `npm test` runs them all (docs/contributing.md "Tests and CI").
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/test-sequencer.ts';

export default defineConfig({
  test: {
    projects: ['*/vitest*.config.ts'],
    passWithNoTests: true,
    // Builds and the migrated database templates, once for the whole run (scripts/test-global-setup.ts).
    globalSetup: ['./scripts/test-global-setup.ts'],
    // The ten slowest files at the end of every run; every file's timing in test-results/timings.json.
    // The documented API operations no test called (scripts/contract-coverage-reporter.ts).
    reporters: ['default', './scripts/test-timings-reporter.ts', './scripts/contract-coverage-reporter.ts'],
    // Longest files first, so no slow file starts last (scripts/test-sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    // Most files wait on something outside their worker (a child process, Chromium, PostgreSQL, the disk): more
    // workers than this machine's 2 cores keep both busy (docs/decisions/0104-test-run-levers.md: measured 1–4).
    maxWorkers: Number(process.env.DADEAL_TEST_WORKERS ?? 3),
    // V8's baseline WASM compiler only, so no PGlite start pays an optimising compile of all of Postgres that a file
    // (each makes its own PGlite) never profits from (-17 % CPU on api-pglite). Same code, same semantics.
    execArgv: ['--liftoff-only'],
  },
});
