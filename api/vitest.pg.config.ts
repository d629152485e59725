import { defineProject } from 'vitest/config';

// The same API tests on PostgreSQL when DATABASE_URL is set (each file creates and drops its own database).
export default defineProject({
  test: {
    name: 'api-pg',
    root: import.meta.dirname,
    include: process.env.DATABASE_URL ? ['src/**/*.test.ts'] : [],
    environment: 'node',
    // One worker runs file after file with its modules loaded once (the app's graph is ~2 s to import per file); each
    // file still makes its own server, database and browser. See docs/decisions/0104-test-run-levers.md.
    isolate: false,
    // expect.poll waits for a state; on a loaded 2-core machine its 1 s default is a flake, not a bound.
    expect: { poll: { timeout: 30_000 } },
    // Every test app holds its answers against the OpenAPI document (api/src/testing/contract.ts): an answer it does not
    // describe fails the file.
    env: { DADEAL_TEST_DB: 'pg', DADEAL_CONTRACT: '1' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
