import { defineProject } from 'vitest/config';

// The same command tests on PostgreSQL when DATABASE_URL is set (each test creates and drops its own database).
export default defineProject({
  test: {
    name: 'cli-pg',
    root: import.meta.dirname,
    include: process.env.DATABASE_URL ? ['src/commands/**/*.test.ts'] : [],
    environment: 'node',
    // One worker runs file after file with its modules loaded once (the app's graph is ~2 s to import per file); each
    // file still makes its own server, database and browser. See docs/decisions/0104-test-run-levers.md.
    isolate: false,
    env: { DADEAL_TEST_DB: 'pg' },
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
