// The precompiled validators are the schemas' own: regenerating them from core/src/schemas gives the committed folder,
// file for file, byte for byte (a schema changed without `npm run build:validators -w @dadeal/core` fails here).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inputShape, validatorFiles } from './schemas/compile.js';
import type { JsonSchema } from './schemas/fields.js';
import { schemas } from './schemas/index.js';
import { loadValidator, validateWith } from './validate.js';
import { validate } from './validate-all.js';

const dir = new URL('./generated/validators/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dir), 'utf8');

describe('the precompiled validators', () => {
  it('are up to date with the schemas', () => {
    const wanted = validatorFiles();
    expect(readdirSync(dir).sort(), 'a file too many or too few: npm run build:validators -w @dadeal/core').toEqual(Object.keys(wanted).sort());
    for (const [name, text] of Object.entries(wanted)) {
      expect(read(name) === text, `core/src/generated/validators/${name} is stale: npm run build:validators -w @dadeal/core`).toBe(true);
    }
  });

  it('compile nothing at run time: no eval, no Function, no require', () => {
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.js'))) {
      expect(read(name), name).not.toMatch(/\bnew Function\b|\beval\(|\brequire\(/);
    }
  });

  it('are one module per schema, each holding no other schema\'s validator', () => {
    const ids = Object.keys(schemas);
    for (const id of ids) {
      const code = read(`${id}.js`);
      expect(code.match(/^export const \w+/gm), id).toEqual(['export const validate', 'export const inputShape']);
      expect(code).toMatch(/^export const validate = validate\d+;/m);
      // What normalizeInput reads of the schema, and nothing else of it (the page loads no schema module for a form).
      expect(code).toContain(`export const inputShape = ${JSON.stringify(inputShape(schemas[id as keyof typeof schemas] as JsonSchema))};`);
    }
    // Each imports the run-time helpers its code calls, and only those (ajv-formats' formats only where a format is a function).
    for (const id of ids) {
      const [imports, code] = read(`${id}.js`).split(/^(?=export const validate)/m);
      for (const helper of ['formats', 'ucs2length']) {
        expect(new RegExp(`import \\{ ${helper} \\}`).test(imports), `${id} imports ${helper}`).toBe(new RegExp(`\\b${helper}\\b`).test(code));
      }
    }
    // The sign-in form's module is a small part of them all (it was one module of every schema: 760 kB).
    const total = ids.reduce((sum, id) => sum + read(`${id}.js`).length, 0);
    expect(read('login.js').length).toBeLessThan(total / 40);
  });

  it('loaded on demand, give the same answers as the synchronous index', async () => {
    const cases: Array<[keyof typeof schemas, unknown]> = [
      ['login', { email: 'a@b.co', password: 'x' }],
      ['login', { email: 'not an email', password: '' }],
      ['contact', { name: ' Ann ', email: 'ann@example.com', message: '' }],
      ['user-signup-form', { email: 'a@b.co', password: 'longenough1', confirmPassword: 'other' }],
    ];
    for (const [id, data] of cases) {
      expect(validateWith(await loadValidator(id), id, data), id).toEqual(validate(id, data));
    }
    expect(await loadValidator('login')).toBe(await loadValidator('login'));
  });
});
