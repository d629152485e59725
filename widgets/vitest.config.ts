import { defineProject } from 'vitest/config';

// Component tests: the React components in jsdom with Testing Library.
export default defineProject({
  test: {
    name: 'widgets',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/**/*.e2e.test.ts', '**/node_modules/**'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // The stylesheet strings are part of what the elements render: process CSS rather than stubbing it.
    css: true,
  },
});
