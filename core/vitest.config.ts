import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'core', root: import.meta.dirname, include: ['src/**/*.test.ts'], environment: 'node' },
});
