import { defineProject } from 'vitest/config';

// The administrator's browser journey: the real server (npm start's assets) on a fresh data dir, Debian's Chromium.
export default defineProject({
  test: {
    name: 'admin-e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    // One worker runs file after file with its modules loaded once (the app's graph is ~2 s to import per file); each
    // file still makes its own server, database and browser. See docs/decisions/0104-test-run-levers.md.
    isolate: false,
    // expect.poll waits for a state; on a loaded 2-core machine its 1 s default is a flake, not a bound.
    expect: { poll: { timeout: 30_000 } },
    globalSetup: ['./e2e/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
