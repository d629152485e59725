import { defineProject } from 'vitest/config';

// The CLI on embedded PGlite: every command through a child process (a temporary DATA_DIR per test), prompt
// flows in-process on a fake terminal, and the pure parts (row reading, spreadsheet values, prompts).
export default defineProject({
  test: {
    name: 'cli',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One worker runs file after file with its modules loaded once (the app's graph is ~2 s to import per file); each
    // file still makes its own server, database and browser. See docs/decisions/0104-test-run-levers.md.
    isolate: false,
    env: { DADEAL_TEST_DB: 'pglite' },
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
