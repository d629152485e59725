// `.env` of the project root: loaded into process.env when present, never over a variable that is already set.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DOT_ENV, loadConfig, loadDotEnv } from './config.js';

const NAMES = ['DADEAL_TEST_FROM_FILE', 'DADEAL_TEST_SET_BOTH'];
afterEach(() => {
  for (const name of NAMES) delete process.env[name];
});

describe('loadDotEnv', () => {
  it('reads the .env beside the root package.json', () => {
    expect(DOT_ENV).toBe(path.resolve(import.meta.dirname, '..', '..', '.env'));
  });

  it('loads the file into the environment, and a variable already set wins over it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dadeal-env-'));
    try {
      const file = path.join(dir, '.env');
      writeFileSync(file, '# comment\nDADEAL_TEST_FROM_FILE=from-file\nDADEAL_TEST_SET_BOTH="from file"\n');
      process.env.DADEAL_TEST_SET_BOTH = 'from-environment';
      expect(loadDotEnv(file)).toBe(true);
      expect(process.env.DADEAL_TEST_FROM_FILE).toBe('from-file');
      expect(process.env.DADEAL_TEST_SET_BOTH).toBe('from-environment');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does nothing when there is no file', () => {
    expect(loadDotEnv(path.join(tmpdir(), 'no-such-dir', '.env'))).toBe(false);
  });

  it('feeds loadConfig: a value from the file is validated like any other', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dadeal-env-'));
    try {
      writeFileSync(path.join(dir, '.env'), `DADEAL_TEST_FROM_FILE=x\n`);
      loadDotEnv(path.join(dir, '.env'));
      expect(loadConfig({ PUBLIC_URL: 'https://deals.example/', DATA_DIR: dir, NODE_ENV: 'production' })).toMatchObject({ publicUrl: 'https://deals.example', prettyLogs: false });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
