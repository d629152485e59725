import { defineProject } from 'vitest/config';

// The console's Node tests: the serving middleware (paths, caching, compression, headers) and the pieces that hold
// the spec's rules (session storage, validation over core, the data provider's words).
export default defineProject({
  test: {
    name: 'admin',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'serve/**/*.test.ts'],
    environment: 'node',
  },
});
