// dadeal backup / restore on the test's own database (PGlite in the cli project, PostgreSQL in cli-pg): a backup of the
// demo data, wiped and restored, answers the API's reads and serves the pictures byte for byte as before; a backup
// taken while claims run restores with every deal's coupons equal to its claimed count; a truncated file, an edited
// file, a newer schema and a non-empty database without --yes are refused with nothing changed (on a terminal it asks,
// and "no" changes nothing); on PostgreSQL a missing pg_dump is named with its Debian package; with the pictures in an
// S3 bucket (s3rver on loopback), they come back byte for byte into a new, empty bucket. Commands run in this process
// (runCli), but the ones on a terminal and the backup taken from the RUNNING API, which are the real binary in a child
// process (on PGlite it must not share this process's lock).
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@dadeal/api/app.js';
import { loadConfig, type Config } from '@dadeal/api/config.js';
import { createDb, type Db } from '@dadeal/api/db.js';
import { createLogger } from '@dadeal/api/logger.js';
import { seedDemo } from '@dadeal/api/seed/demo.js';
import { createPictureStore } from '@dadeal/api/features/uploads/picture-stores.js';
import { createArchiveWriter, readArchive, PICTURES_PREFIX } from '@dadeal/api/features/backups/backup-archive.js';
import { databaseState } from '@dadeal/api/features/backups/database-dumps.js';
import { newOperationsToken, writeRunningServer } from '@dadeal/api/features/backups/backup-endpoint.js';
import { bearer, createBusiness, createDeal, createUser, createUsers } from '@dadeal/api/testing/factories.js';
import { startTestS3 } from '@dadeal/api/testing/s3-server.js';
import { plain, runOnPty } from '@dadeal/api/testing/terminal.js';
import { runCli } from '../main.js';
import { BIN, createCliTestEnv, type CliRun, type CliTestEnv } from '../testing/cli-harness.js';

/** `dadeal …` in this process, without a terminal. */
async function dadeal(env: NodeJS.ProcessEnv, ...args: string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const sink = (add: (s: string) => void) => new Writable({ write: (chunk, _e, done) => (add(chunk.toString()), done()) });
  const code = await runCli(args, { stdin: new PassThrough(), stdout: sink((s) => (stdout += s)), stderr: sink((s) => (stderr += s)) }, env);
  return { code, stdout, stderr };
}

let t: CliTestEnv;
let config: Config;
const jwtSecret = randomBytes(32).toString('hex');

/** The database as PGlite or PostgreSQL (the test's own); on PGlite opened by this process for the call only. */
function openDb(): Db {
  return createDb({ databaseUrl: config.databaseUrl, pgliteDir: config.databaseUrl ? null : path.join(t.dataDir, 'pglite'), poolMax: 4 });
}

/** The API on the database, listening on a free port, while `fn` runs. */
async function withApi<T>(fn: (base: string, db: Db) => Promise<T>, options: { operationsToken?: string } = {}): Promise<T> {
  const db = openDb();
  const app = createApp(config, db, { log: createLogger(config), operationsToken: options.operationsToken });
  const server: Server = createServer(app.callback());
  // As the real server (server.ts): idle connections kept longer than a client's reuse window, or a claim sent on a
  // connection the server is closing fails (claims wait while the backup holds PGlite).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  try {
    return await fn(base, db);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    app.deps.liveCounts.endAll();
    await app.deps.searchHits.idle();
    await db.destroy();
  }
}

/** What the API answers to the public reads, a shopper's own reads, and every picture's bytes. */
async function answers(): Promise<Record<string, string>> {
  return withApi(async (base, db) => {
    const shopper = await db('users').where({ email: 'shopper@dadeal.test' }).first('id', 'tokenVersion');
    const dealIds = (await db('deals').orderBy('id').pluck('id')) as number[];
    const out: Record<string, string> = {};
    const paths = ['/api/deals', '/api/deals?category=Weekly', ...dealIds.map((id) => `/api/deals/${id}`), '/api/user/coupons', '/api/user/profile'];
    for (const p of paths) {
      const res = await fetch(base + p, { headers: bearer(jwtSecret, shopper) });
      out[p] = `${res.status} ${await res.text()}`;
    }
    for (const name of readdirSync(path.join(t.dataDir, 'uploads')).filter((n) => !n.startsWith('.'))) {
      const res = await fetch(`${base}/uploads/${name}`);
      out[`/uploads/${name}`] = `${res.status} ${Buffer.from(await res.arrayBuffer()).toString('base64')}`;
    }
    return out;
  });
}

/** Everything gone: the database's schemas (PostgreSQL) or its directory (PGlite), and the pictures. */
async function wipe(): Promise<void> {
  if (config.databaseUrl) {
    const db = openDb();
    await db.raw('drop schema if exists pgboss cascade; drop schema public cascade; create schema public');
    await db.destroy();
  } else rmSync(path.join(t.dataDir, 'pglite'), { recursive: true, force: true });
  rmSync(path.join(t.dataDir, 'uploads'), { recursive: true, force: true });
}

/** The database's rows per table and migrations, and the pictures' names: what "nothing changed" compares. */
async function snapshot() {
  const db = openDb();
  try {
    const pictures = readdirSync(path.join(t.dataDir, 'uploads'))
      .filter((n) => !n.startsWith('.')) // .incoming: the app's uploads under way, not a picture
      .sort();
    return { ...(await databaseState(db)), pictures };
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  t = await createCliTestEnv();
  config = loadConfig({ ...t.env, LOG_LEVEL: 'silent' }, { jwtSecret });
  const db = openDb();
  try {
    await seedDemo(db, createPictureStore(config.uploads));
  } finally {
    await db.destroy();
  }
  // Seeding the demo data (81 pictures drawn) on PGlite takes more than the project's minute on a busy machine.
}, 240_000);
afterAll(() => t?.close());

describe('dadeal backup and restore', () => {
  const backup = () => t.file('demo.tar');

  it('backup → wipe → restore: the same API answers and the same picture bytes', async () => {
    const before = await answers();
    expect(Object.keys(before).filter((k) => k.startsWith('/uploads/')).length).toBeGreaterThan(20);

    const made = await dadeal(t.env, 'backup', '--out', backup(), '--json');
    expect(made.code, made.stderr).toBe(0);
    const summary = JSON.parse(made.stdout);
    expect(summary).toMatchObject({ file: backup(), database: t.kind === 'pg' ? 'postgresql' : 'pglite', bytes: statSync(backup()).size });
    expect(summary.rows.deals).toBeGreaterThanOrEqual(24);
    expect(summary.pictures.count).toBe(readdirSync(path.join(t.dataDir, 'uploads')).filter((n) => !n.startsWith('.')).length);

    const verified = await dadeal(t.env, 'backup', '--verify', backup(), '--json');
    expect(verified.code, verified.stderr).toBe(0);
    expect(JSON.parse(verified.stdout)).toMatchObject({ ok: true, rows: summary.rows });

    await wipe();
    const restored = await dadeal(t.env, 'restore', backup(), '--json');
    expect(restored.code, restored.stderr).toBe(0);
    expect(JSON.parse(restored.stdout)).toMatchObject({ restored: true, replaced: null, rows: summary.rows, pictures: { count: summary.pictures.count } });

    expect(await answers()).toEqual(before);
    // Two API reads of the demo data, a backup and a restore: more than the project's two minutes on a busy machine.
  }, 300_000);

  it('refuses a truncated file and an edited file, changing nothing', async () => {
    const before = await snapshot();
    const size = statSync(backup()).size;
    const truncated = t.file('truncated.tar');
    writeFileSync(truncated, readFileSync(backup()));
    truncateSync(truncated, Math.floor(size / 2));
    const edited = t.file('edited.tar');
    const bytes = readFileSync(backup());
    // A byte inside the database part (it starts right after the first 512-byte header).
    bytes[512 + 100] ^= 0xff;
    writeFileSync(edited, bytes);

    for (const [file, why] of [[truncated, /truncated|manifest is missing/], [edited, /database\.\S+ does not match its SHA-256/]] as const) {
      const verify = await dadeal(t.env, 'backup', '--verify', file);
      expect(verify.code).toBe(1);
      expect(verify.stderr).toMatch(why);
      const restore = await dadeal(t.env, 'restore', file, '--yes');
      expect(restore.code).toBe(1);
      expect(restore.stderr).toMatch(why);
      expect(restore.stderr).toContain('Nothing was changed');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses the backup of a newer schema (a migration this code does not know), changing nothing', async () => {
    // The same backup re-written with one more migration in its manifest: its checksums are right, its schema is not ours.
    const dir = t.file('newer-parts');
    const { manifest } = await readArchive(backup(), { extractTo: dir });
    const newer = t.file('newer.tar');
    const writer = await createArchiveWriter(newer);
    for (const name of Object.keys(manifest.parts)) await writer.addFile(name, path.join(dir, name), manifest.parts[name].size);
    const future = '29991231000000_from_a_newer_version';
    await writer.finish({ ...manifest, appVersion: '9.0.0', database: { ...manifest.database, migrations: [...manifest.database.migrations, future], migrationLevel: future } });

    const before = await snapshot();
    const run = await dadeal(t.env, 'restore', newer, '--yes');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("this backup's schema is newer than this code");
    expect(run.stderr).toContain(future);
    expect(run.stderr).toContain('Update Da Deal! first. Nothing was changed.');
    expect(await snapshot()).toEqual(before);
    expect(Object.keys(manifest.parts).some((p) => p.startsWith(PICTURES_PREFIX))).toBe(true);
  });

  it('asks before replacing a database that is not empty: without a terminal it refuses (confirm with --yes), on one "no" changes nothing and "y" restores', async () => {
    const db = openDb();
    await createUser(db, { email: 'after-the-backup@dadeal.test' });
    await db.destroy();
    const before = await snapshot();
    const run = await dadeal(t.env, 'restore', backup());
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/is not empty \(\d+ users, \d+ businesses, \d+ deals/);
    expect(run.stderr).toContain('confirm with --yes (no terminal to ask on)');
    expect(await snapshot()).toEqual(before);

    // On a terminal it asks, naming what would be replaced; "n" (the default) restores nothing.
    const terminal = runOnPty([process.execPath, '--liftoff-only', BIN, 'restore', backup()], t.env);
    await terminal.waitFor(/is not empty \(\d+ users,[\s\S]*\(y\/N\)/); // wrapped at the terminal's 80 columns
    expect(plain(terminal.output()).replace(/\s+/g, ' ')).toMatch(/is not empty \(\d+ users, \d+ businesses, .*\)\. Replace all of it with the backup of \S+\?/);
    terminal.child.stdin!.write('n\r');
    expect(await terminal.done).toBe(0);
    expect(plain(terminal.output())).toContain('Nothing restored.');
    expect(await snapshot()).toEqual(before);

    // "y" restores: the account made after the backup is gone, the backup's rows are there.
    const yes = runOnPty([process.execPath, '--liftoff-only', BIN, 'restore', backup()], t.env);
    await yes.waitFor(/\(y\/N\)/);
    yes.child.stdin!.write('y\r');
    expect(await yes.done, plain(yes.output())).toBe(0);
    const said = plain(yes.output()).replace(/\s+/g, ''); // joined: the terminal wraps the file's name at 80 columns
    expect(said).toContain('Restored');
    expect(said).toContain(`${before.rows.users - 1}users,`);
    const check = openDb();
    expect(await check('users').where({ email: 'after-the-backup@dadeal.test' }).first()).toBeUndefined();
    await check.destroy();
  });

  if (process.env.DADEAL_TEST_DB === 'pg') {
    it('without pg_dump on PATH: the error names the postgresql-client package, and no file is left', async () => {
      const emptyBin = t.file('empty-bin');
      mkdirSync(emptyBin, { recursive: true });
      const out = t.file('no-tools.tar');
      const run = await dadeal({ ...t.env, PATH: emptyBin }, 'backup', '--out', out);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('pg_dump was not found on PATH');
      expect(run.stderr).toContain('postgresql-client');
      expect(readdirSync(t.dataDir).filter((n) => n.startsWith('no-tools'))).toEqual([]);
      const restore = await dadeal({ ...t.env, PATH: emptyBin }, 'restore', backup(), '--yes');
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain('pg_restore was not found on PATH');
    });
  }

  it('a backup taken while claims run against the running API restores with each deal’s coupons equal to its claimed count', async () => {
    const db = openDb();
    const { business } = await createBusiness(db);
    const deals: Array<{ id: number }> = [];
    for (let i = 0; i < 3; i++) deals.push(await createDeal(db, business, { totalCoupons: 5000 }));
    const users = await createUsers(db, 600);
    await db.destroy();

    const token = newOperationsToken();
    const outcome = await withApi(
      async (base) => {
        // On PGlite this process owns the database: the child finds the lock and goes through the endpoint.
        const forget = config.databaseUrl ? () => {} : writeRunningServer(t.dataDir, { pid: process.pid, url: base, token });
        const claimedAt: number[] = [];
        const failures: string[] = [];
        let next = 0;
        let stop = false;
        const claims: Promise<unknown>[] = [];
        // About 100 claims a second, each by another user on one of the three deals, until the backup is done.
        const timer = setInterval(() => {
          if (stop || next >= users.length * deals.length) return;
          const n = next++;
          const user = users[n % users.length];
          const deal = deals[Math.floor(n / users.length)];
          claims.push(
            fetch(`${base}/api/coupons`, { method: 'POST', headers: { ...bearer(jwtSecret, user), 'Content-Type': 'application/json' }, body: JSON.stringify({ dealId: deal.id }) }).then(
              async (res) => {
                if (res.status === 201) claimedAt.push(Date.now());
                else failures.push(`claim ${res.status}: ${await res.text()}`);
              },
              (err: Error) => failures.push(`claim: ${err.message}`),
            ),
          );
        }, 10);
        try {
          // Claims are under way before the backup starts…
          while (claimedAt.length < 50) await new Promise((r) => setTimeout(r, 20));
          const startedAt = Date.now();
          const run = await t.run('backup', '--out', t.file('during-claims.tar'), '--json');
          const endedAt = Date.now();
          stop = true;
          clearInterval(timer);
          await Promise.all(claims);
          return { run, failures, during: claimedAt.filter((at) => at > startedAt && at < endedAt).length, total: claimedAt.length };
        } finally {
          stop = true;
          clearInterval(timer);
          forget();
        }
      },
      { operationsToken: token },
    );
    expect(outcome.run.code, outcome.run.stderr).toBe(0);
    expect(outcome.failures).toEqual([]);
    expect(outcome.during).toBeGreaterThan(0); // …and while it is taken
    if (!config.databaseUrl) expect(outcome.run.stderr).toContain('it makes the backup, this command saves it');
    const taken = JSON.parse(outcome.run.stdout);

    await wipe();
    const restored = await dadeal(t.env, 'restore', t.file('during-claims.tar'), '--json');
    expect(restored.code, restored.stderr).toBe(0);
    const check = openDb();
    try {
      const rows: Array<{ id: number; usedCoupons: number; coupons: number }> = await check('deals')
        .select('deals.id', 'deals.usedCoupons')
        .select(check.raw('(select count(*) from coupons where coupons.deal_id = deals.id)::int as coupons'))
        .whereIn('deals.id', deals.map((d) => d.id));
      for (const row of rows) expect(row.coupons, `deal ${row.id}`).toBe(row.usedCoupons);
      const restoredClaims = rows.reduce((sum, r) => sum + r.coupons, 0);
      expect(restoredClaims).toBeGreaterThanOrEqual(50);
      expect(restoredClaims).toBeLessThanOrEqual(outcome.total);
      expect(Number((await check('coupons').count({ n: '*' }).first())?.n)).toBe(taken.rows.coupons);
    } finally {
      await check.destroy();
    }
    // A server, a child process and two loads of the database: more than the project's two minutes on a busy machine.
  }, 360_000);

  // Where the pictures are kept does not depend on the kind of database: the cli project (PGlite) covers it.
  if (process.env.DADEAL_TEST_DB !== 'pg') {
    it('with the pictures in an S3 bucket: backup → wipe → restore into a new, empty bucket gives the same rows and the same bytes', async () => {
      const [bucket, newBucket] = await Promise.all([startTestS3(), startTestS3()]);
      try {
        // The site's pictures moved into the bucket as an operator does it (DATA_DIR/uploads is then only a leftover).
        const s3Env = { ...t.env, ...bucket.env('pictures') };
        const moved = await dadeal(s3Env, 'uploads', 'migrate', '--json');
        expect(moved.code, moved.stderr).toBe(0);
        const keys = await bucket.keys('pictures/');
        expect(keys.length).toBeGreaterThan(20);

        const file = t.file('s3.tar');
        const made = await dadeal(s3Env, 'backup', '--out', file, '--json');
        expect(made.code, made.stderr).toBe(0);
        const summary = JSON.parse(made.stdout);
        expect(summary.pictures.count).toBe(keys.length);
        expect((await readArchive(file)).manifest.pictures.store).toBe('s3');

        // A new machine: no database, no DATA_DIR/uploads, and an empty bucket of the same name at another endpoint.
        await wipe();
        expect(await newBucket.keys()).toEqual([]);
        const restored = await dadeal({ ...t.env, ...newBucket.env('pictures') }, 'restore', file, '--json');
        expect(restored.code, restored.stderr).toBe(0);
        expect(JSON.parse(restored.stdout)).toMatchObject({ restored: true, rows: summary.rows, pictures: { count: keys.length } });

        expect(await newBucket.keys()).toEqual(keys);
        for (const key of keys) expect(Buffer.compare(await newBucket.read(key), await bucket.read(key)), key).toBe(0);
        const db = openDb();
        try {
          expect((await databaseState(db)).rows).toEqual(summary.rows);
        } finally {
          await db.destroy();
        }
      } finally {
        await Promise.all([bucket.close(), newBucket.close()]);
      }
      // A copy of the demo's pictures into the bucket, a backup and a restore: more than a minute on a busy machine.
    }, 300_000);
  }
});
