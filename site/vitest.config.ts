import { defineProject } from 'vitest/config';

// The site's unit tests (paths, the core resolver, the server's meta tags and serving) in Node.
export default defineProject({
  test: {
    name: 'site',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'serve/**/*.test.ts'],
    environment: 'node',
  },
});
