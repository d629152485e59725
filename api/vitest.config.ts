import { defineProject } from 'vitest/config';

// API integration tests on embedded PGlite (one in-memory database per test file).
export default defineProject({
  test: {
    name: 'api-pglite',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    // *.pg.test.ts need PostgreSQL itself (several processes on one database): the api-pg project runs them.
    exclude: ['src/**/*.pg.test.ts', '**/node_modules/**'],
    environment: 'node',
    env: { DADEAL_TEST_DB: 'pglite' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
