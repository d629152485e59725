import { defineProject } from 'vitest/config';

// The same API tests on PostgreSQL when DATABASE_URL is set (each file creates and drops its own database).
export default defineProject({
  test: {
    name: 'api-pg',
    root: import.meta.dirname,
    include: process.env.DATABASE_URL ? ['src/**/*.test.ts'] : [],
    environment: 'node',
    env: { DADEAL_TEST_DB: 'pg' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
