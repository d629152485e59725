// The whole suite: every package owns its project config(s); `npm test` runs them all.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['*/vitest*.config.ts'],
    passWithNoTests: true,
  },
});
