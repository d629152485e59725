// `.env` of the project root: loaded into process.env when present, never over a variable that is already set.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MAP_STYLE_URL, DOT_ENV, loadConfig, loadDotEnv } from './config.js';

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
      expect(loadConfig({ PUBLIC_URL: 'https://deals.example/', DATA_DIR: dir, NODE_ENV: 'production' })).toMatchObject({ publicUrl: 'https://deals.example', logFormat: 'json' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A configuration with a data dir and a secret, plus `env`. */
const load = (env: NodeJS.ProcessEnv) => loadConfig({ DATA_DIR: '/srv/dadeal', JWT_SECRET: 'x'.repeat(40), ...env });
/** The problems loadConfig names for `env`, none when it loads. */
const problemsOf = (env: NodeJS.ProcessEnv) => {
  try {
    load(env);
    return [];
  } catch (err) {
    return (err as { problems: string[] }).problems;
  }
};

describe('UPLOADS_URL and the S3 settings', () => {

  it('keeps pictures in DATA_DIR/uploads by default', () => {
    expect(load({}).uploads).toEqual({ kind: 'disk', dir: path.join('/srv/dadeal', 'uploads'), publicUrl: null });
  });

  it('reads s3://bucket/prefix, with path-style addresses for a store of its own address', () => {
    expect(load({ UPLOADS_URL: 's3://island-pictures/prod/2026/', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', UPLOADS_PUBLIC_URL: 'https://cdn.example/p/' }).uploads).toEqual({
      kind: 's3', bucket: 'island-pictures', prefix: 'prod/2026', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' }, forcePathStyle: true, publicUrl: 'https://cdn.example/p',
    });
    expect(load({ UPLOADS_URL: 's3://island-pictures', S3_REGION: 'us-west-2' }).uploads).toMatchObject({ prefix: '', endpoint: null, region: 'us-west-2', credentials: null, forcePathStyle: false });
  });

  it('refuses what it cannot use, each with what to write instead', () => {
    expect(problemsOf({ UPLOADS_URL: 'https://bucket.s3.amazonaws.com' })).toEqual([expect.stringContaining('UPLOADS_URL must be s3://bucket or s3://bucket/prefix')]);
    expect(problemsOf({ UPLOADS_URL: 's3://Bad_Bucket' })).toHaveLength(1);
    expect(problemsOf({ UPLOADS_URL: 's3://b-1', S3_ACCESS_KEY_ID: 'k' })).toEqual(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together']);
    expect(problemsOf({ UPLOADS_URL: 's3://b-1', S3_ENDPOINT: 'minio:9000' })).toEqual([expect.stringContaining('S3_ENDPOINT must be an http(s) URL')]);
    expect(problemsOf({ UPLOADS_URL: 's3://b-1', S3_FORCE_PATH_STYLE: 'yes' })).toEqual(['S3_FORCE_PATH_STYLE must be true or false']);
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual(['S3_ENDPOINT applies only with UPLOADS_URL=s3://bucket/prefix']);
    expect(problemsOf({ UPLOADS_PUBLIC_URL: 'cdn.example' })).toEqual([expect.stringContaining('UPLOADS_PUBLIC_URL must be an http(s) URL')]);
  });
});

describe('MAP_STYLE_URL', () => {

  it('is a free style without a key by default, and takes any http(s) style JSON', () => {
    expect(load({}).mapStyleUrl).toBe(DEFAULT_MAP_STYLE_URL);
    expect(new URL(DEFAULT_MAP_STYLE_URL).protocol).toBe('https:');
    expect(load({ MAP_STYLE_URL: 'http://127.0.0.1:8080/style.json' }).mapStyleUrl).toBe('http://127.0.0.1:8080/style.json');
  });

  it('refuses what is not an http(s) URL, naming the variable', () => {
    expect(() => load({ MAP_STYLE_URL: 'tiles.example/style.json' })).toThrow(/MAP_STYLE_URL must be an http\(s\) URL of a MapLibre style JSON \(got "tiles.example\/style.json"\)/);
  });
});

describe('BACKUP_DIR and BACKUP_KEEP (the scheduled backup)', () => {

  it('is off unless BACKUP_DIR is set; keeps 7 by default', () => {
    expect(load({}).backup).toBeNull();
    expect(load({ BACKUP_DIR: '/var/backups/dadeal/' }).backup).toEqual({ dir: '/var/backups/dadeal', keep: 7 });
    expect(load({ BACKUP_DIR: '/var/backups/dadeal', BACKUP_KEEP: '30' }).backup).toEqual({ dir: '/var/backups/dadeal', keep: 30 });
  });

  it('refuses a count that is not a whole number from 1, and BACKUP_KEEP alone', () => {
    for (const keep of ['0', '-1', 'seven', '2.5']) {
      expect(problemsOf({ BACKUP_DIR: '/b', BACKUP_KEEP: keep })).toEqual([`BACKUP_KEEP must be a whole number of backups to keep, at least 1 (got "${keep}")`]);
    }
    expect(problemsOf({ BACKUP_KEEP: '3' })).toEqual(['BACKUP_KEEP applies only with BACKUP_DIR (where the scheduled backups go)']);
  });
});
