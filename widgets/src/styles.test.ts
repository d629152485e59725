import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(path.join(import.meta.dirname, file), 'utf8');

describe('the widgets stylesheet', () => {
  it('lists the same component files, in the same order, for the site (styles.css) and the embeds (styles.ts)', () => {
    const forSite = [...read('styles.css').matchAll(/@import '\.\/([^']+\.css)';/g)].map((m) => m[1]);
    const forEmbeds = [...read('styles.ts').matchAll(/from '\.\/([^']+\.css)\?inline';/g)].map((m) => m[1]);
    expect(forSite.length).toBeGreaterThan(5);
    expect(forSite).toEqual(forEmbeds);
  });
});
