import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, DatabaseInUseError } from './db.js';
import { seedPgliteDir } from './testing/database-templates.js';

const dir = mkdtempSync(path.join(tmpdir(), 'dadeal-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a PGlite data directory', () => {
  it('belongs to one process at a time, with a clear message for the second', async () => {
    const pgliteDir = path.join(dir, 'one');
    seedPgliteDir(pgliteDir); // a copy of the run's template rather than initdb: the lock is what is tested
    const first = createDb({ databaseUrl: null, pgliteDir });
    await first.raw('select 1');
    // Another process holds it: simulated by our parent's pid, which is alive.
    await first.destroy();
    writeFileSync(path.join(pgliteDir, 'dadeal.lock'), String(process.ppid));
    expect(() => createDb({ databaseUrl: null, pgliteDir })).toThrow(DatabaseInUseError);
    expect(() => createDb({ databaseUrl: null, pgliteDir })).toThrow(/in use by process \d+.*PostgreSQL/);
  });

  it('is opened again once released, and takes over a lock whose process is gone', async () => {
    const pgliteDir = path.join(dir, 'two');
    seedPgliteDir(pgliteDir);
    const first = createDb({ databaseUrl: null, pgliteDir });
    await first.raw('select 1');
    await first.destroy();
    const second = createDb({ databaseUrl: null, pgliteDir });
    await second.raw('select 1');
    await second.destroy();
    writeFileSync(path.join(pgliteDir, 'dadeal.lock'), '2147483646'); // no such process
    const third = createDb({ databaseUrl: null, pgliteDir });
    expect((await third.raw('select 1 as one')).rows[0].one).toBe(1);
    await third.destroy();
  });
});
