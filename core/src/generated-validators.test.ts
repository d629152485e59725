// The precompiled validators are the schemas' own: regenerating them from core/src/schemas gives the committed file,
// byte for byte (a schema changed without `npm run build:validators -w @dadeal/core` fails here).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validatorsDeclarations, validatorsModule } from './schemas/compile.js';

const read = (name: string) => readFileSync(new URL(`./generated/${name}`, import.meta.url), 'utf8');

describe('the precompiled validators', () => {
  it('are up to date with the schemas', () => {
    expect(read('validators.js') === validatorsModule(), 'core/src/generated/validators.js is stale: npm run build:validators -w @dadeal/core').toBe(true);
    expect(read('validators.d.ts')).toBe(validatorsDeclarations());
  });

  it('compile nothing at run time: no eval, no Function, no require', () => {
    const code = read('validators.js');
    expect(code).not.toMatch(/\bnew Function\b|\beval\(|\brequire\(/);
  });
});
