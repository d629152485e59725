import { defineProject } from 'vitest/config';

// Builds the static Storybook (what `npm run build-storybook` makes) and opens every story in Chromium.
export default defineProject({
  test: {
    name: 'storybook',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
