import { defineProject } from 'vitest/config';

// The built script: its size budget, how the app serves it, and partner pages in Chromium.
export default defineProject({
  test: {
    name: 'widgets-e2e',
    root: import.meta.dirname,
    include: ['src/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./src/test/build-once.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { DADEAL_TEST_DB: 'pglite' },
  },
});
