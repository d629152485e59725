import { defineProject } from 'vitest/config';

// Browser journeys: the real server (npm start's assets) on a fresh data dir, Debian's Chromium, an SMTP sink.
export default defineProject({
  test: {
    name: 'site-e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
