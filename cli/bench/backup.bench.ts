// BENCH_ONLY=backup: dadeal backup, backup --verify and restore (in this process, as the command runs them) on the demo
// data and on 100,000 coupons, on PGlite and on PostgreSQL — time and file size — beside a baseline measured in the
// same run: pg_dump -Fc alone (PostgreSQL), PGlite's dumpDataDir alone (the time the app's one connection is held,
// what claims wait during a backup of a running server).
// PostgreSQL: a throwaway database on BENCH_DATABASE_URL / DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import knexFactory from 'knex';
import type { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '@dadeal/api/config.js';
import { createDb, migrate, PGLITE_TEMPLATE, type Db } from '@dadeal/api/db.js';
import { seedDemo } from '@dadeal/api/seed/demo.js';
import { createPictureStore } from '@dadeal/api/features/uploads/picture-stores.js';
import { createBackup, verifyBackup } from '@dadeal/api/features/backups/backups.js';
import { createBusiness, createDeal, createUsers } from '@dadeal/api/testing/factories.js';
import { runCli } from '../src/main.js';

const SERVER = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

interface Row {
  database: string;
  data: string;
  backupS: string;
  verifyS: string;
  restoreS: string;
  fileMb: string;
  baseline: string;
}
const rows: Row[] = [];

const step = (what: string) => process.stderr.write(`backup bench: ${what}\n`);

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await fn();
  return [value, performance.now() - started];
}

async function measure(kind: 'pglite' | 'postgresql', data: string, env: NodeJS.ProcessEnv, open: () => Db, wipe: () => Promise<void>, work: string) {
  const config = loadConfig(env, { jwtSecret: 'bench'.repeat(8) });
  const file = path.join(work, `${kind}-${rows.length}.tar`);
  step(`${kind}, ${data}: baseline`);
  const db = open();
  let baseline: string;
  let summary;
  let backupMs: number;
  try {
    if (kind === 'postgresql') {
      const raw = path.join(work, 'raw.pgdump');
      const [, rawMs] = await timed(async () => execFileSync('pg_dump', ['-Fc', `--file=${raw}`, `--dbname=${config.databaseUrl}`]));
      baseline = `pg_dump -Fc alone ${seconds(rawMs)} s, ${mb(statSync(raw).size)} MB`;
      rmSync(raw);
    } else {
      await db.raw('select 1'); // PGlite opened and ready before it is timed
      const pglite = (db.client as { pglite: PGlite }).pglite;
      const [tar, holdMs] = await timed(() => pglite.dumpDataDir('none'));
      baseline = `dumpDataDir alone (connection held) ${seconds(holdMs)} s, ${mb(tar.size)} MB uncompressed`;
    }
    step(`${kind}, ${data}: backup`);
    [summary, backupMs] = await timed(() => createBackup({ config, db, file }));
  } finally {
    await db.destroy();
  }
  step(`${kind}, ${data}: verify, restore`);
  const [, verifyMs] = await timed(() => verifyBackup(file));
  await wipe();
  const quiet = () => new PassThrough().resume();
  const [code, restoreMs] = await timed(() => runCli(['restore', file], { stdin: new PassThrough(), stdout: quiet(), stderr: quiet() }, env));
  if (code !== 0) throw new Error(`restore failed with ${code}`);
  rows.push({ database: kind, data, backupS: seconds(backupMs), verifyS: seconds(verifyMs), restoreS: seconds(restoreMs), fileMb: mb(summary.bytes), baseline });
  rmSync(file);
}

/** 2,000 deal hunters with a coupon on each of 50 deals: 100,000 coupons. */
async function addCoupons(db: Db): Promise<void> {
  const { business } = await createBusiness(db);
  const users = await createUsers(db, 2000);
  for (let d = 0; d < 50; d++) {
    const deal = await createDeal(db, business, { totalCoupons: 5000, title: `Bench deal ${d}` });
    await db.raw(
      `insert into coupons (deal_id, user_id, coupon_code) select ?, u.id, substr(md5(? || '-' || u.id), 1, 16) from users u where u.id = any(?)`,
      [deal.id, String(deal.id), users.map((u) => u.id)],
    );
    await db('deals').where({ id: deal.id }).update({ usedCoupons: users.length });
  }
}

async function bench(kind: 'pglite' | 'postgresql') {
  const work = mkdtempSync(path.join(tmpdir(), 'dadeal-backup-bench-'));
  const dataDir = path.join(work, 'data');
  let env: NodeJS.ProcessEnv;
  let drop = async () => {};
  if (kind === 'postgresql') {
    const name = `dadeal_backup_bench_${randomBytes(4).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: SERVER, pool: { min: 0, max: 1 } });
    await admin.raw(`create database ${name}`);
    const url = new URL(SERVER);
    url.pathname = `/${name}`;
    env = { PATH: process.env.PATH, DATA_DIR: dataDir, DATABASE_URL: url.toString(), LOG_LEVEL: 'silent' };
    drop = async () => {
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    };
  } else {
    env = { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  }
  const open = () => createDb({ databaseUrl: env.DATABASE_URL ?? null, pgliteDir: env.DATABASE_URL ? null : path.join(dataDir, 'pglite'), pgliteTemplate: PGLITE_TEMPLATE, poolMax: 4 });
  const wipe = async () => {
    if (env.DATABASE_URL) {
      const db = open();
      await db.raw('drop schema if exists pgboss cascade; drop schema public cascade; create schema public');
      await db.destroy();
    } else rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
    rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });
  };
  try {
    step(`${kind}: demo data`);
    const db = open();
    await migrate(db);
    await seedDemo(db, createPictureStore(loadConfig(env, { jwtSecret: 'bench'.repeat(8) }).uploads));
    await db.destroy();
    await measure(kind, 'demo data (28 deals, 81 pictures)', env, open, wipe, work);
    step(`${kind}: 100,000 coupons`);
    const big = open();
    await addCoupons(big);
    await big.destroy();
    await measure(kind, 'demo + 100,000 coupons', env, open, wipe, work);
  } finally {
    await drop();
    rmSync(work, { recursive: true, force: true });
  }
}

await bench('pglite');
await bench('postgresql');

console.log(`Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log('');
console.log('| database | data | backup | verify | restore (checks + replace + pictures) | file | baseline, same run |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.database} | ${r.data} | ${r.backupS} s | ${r.verifyS} s | ${r.restoreS} s | ${r.fileMb} MB | ${r.baseline} |`);
