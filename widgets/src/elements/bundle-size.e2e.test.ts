import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { STANDALONE_PATH } from '../../build/build.mjs';
import { GZIP_BUDGET } from '../../build/budget.mjs';

describe('the standalone script', () => {
  const script = readFileSync(STANDALONE_PATH);

  it('stays within the gzip budget with all four elements in it', () => {
    const gzip = gzipSync(script, { level: 9 }).length;
    expect(gzip).toBeLessThanOrEqual(GZIP_BUDGET);
    for (const tag of ['dadeal-browser', 'dadeal-deals', 'dadeal-featured', 'dadeal-deal']) {
      expect(script.toString()).toContain(tag);
    }
  });

  it('carries no React and no validator code (Preact stands in; core validators are shaken out)', () => {
    const text = script.toString();
    expect(text).not.toMatch(/__SECRET_INTERNALS|react\.production|ReactCurrentDispatcher/);
    expect(text).not.toMatch(/ajv|json-schema-draft/i);
    expect(text).not.toMatch(/^import |require\(/m);
  });
});
