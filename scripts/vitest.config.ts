import { defineProject } from 'vitest/config';

// The repository's own scripts: the shared serving of built files, and the production install of a built checkout
// (npm ci --omit=dev in a copy, then npm start) that proves the server needs no dev dependency.
export default defineProject({
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
