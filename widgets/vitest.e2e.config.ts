import { defineProject } from 'vitest/config';

// The built script: its size budget, how the app serves it, and partner pages in Chromium.
export default defineProject({
  test: {
    name: 'widgets-e2e',
    root: import.meta.dirname,
    include: ['src/**/*.e2e.test.ts'],
    environment: 'node',
    // One worker runs file after file with its modules loaded once (the app's graph is ~2 s to import per file); each
    // file still makes its own server, database and browser. See docs/decisions/0104-test-run-levers.md.
    isolate: false,
    // expect.poll waits for a state; on a loaded 2-core machine its 1 s default is a flake, not a bound.
    expect: { poll: { timeout: 30_000 } },
    globalSetup: ['./src/test/build-once.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { DADEAL_TEST_DB: 'pglite' },
  },
});
