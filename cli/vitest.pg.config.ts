import { defineProject } from 'vitest/config';

// The same command tests on PostgreSQL when DATABASE_URL is set (each test creates and drops its own database).
export default defineProject({
  test: {
    name: 'cli-pg',
    root: import.meta.dirname,
    include: process.env.DATABASE_URL ? ['src/commands/**/*.test.ts'] : [],
    environment: 'node',
    env: { DADEAL_TEST_DB: 'pg' },
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
