// npm run bench (cli): imports generated deal spreadsheets with `dadeal import deals` as staff would run it (a
// child process), on PGlite and on PostgreSQL, and reports rows/s and the process's peak memory; a file four
// times larger shows whether memory stays flat in the file size. Then exports the table back (streaming).
// PostgreSQL: a throwaway database on BENCH_DATABASE_URL / DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import knexFactory from 'knex';
import { createDb, migrate } from '@dadeal/api/db.js';
import { createBusiness } from '@dadeal/api/testing/factories.js';

const BIN = fileURLToPath(new URL('../bin/dadeal.js', import.meta.url));
const RSS = fileURLToPath(new URL('./report-rss.mjs', import.meta.url));
const SIZES = [10_000, 40_000];
const work = mkdtempSync(path.join(tmpdir(), 'dadeal-bench-'));

const CATEGORIES = ['Monthly', 'weekly', 'Last-Minute', 'lastminute'];
const BUSINESS_CATEGORIES = ['Restaurants', 'shopping', 'Hotel', 'service', 'Beach Activity', 'others'];

/** A spreadsheet of `rows` deals in the forms staff type ("$12.50", "Last-Minute", "Beach Activity", 12/1/2026). */
async function generate(rows: number): Promise<string> {
  const file = path.join(work, `deals-${rows}.csv`);
  const out = createWriteStream(file);
  const write = async (s: string) => {
    if (!out.write(s)) await once(out, 'drain');
  };
  await write('Title,Description,Original Price,Deal Price,Category,Business Category,Start Date,End Date,Coupons,Terms\n');
  for (let i = 1; i <= rows; i++) {
    const original = 20 + (i % 180);
    const day = 1 + (i % 28);
    await write(
      `Island deal #${i},"Deal number ${i}: a generated offer, with a comma and ""quotes"".",$${original}.00,$${(original * 0.6).toFixed(2)},` +
        `${CATEGORIES[i % 4]},${BUSINESS_CATEGORIES[i % 6]},2026-12-${String(day).padStart(2, '0')},1/${day}/2027,${1 + (i % 500)},${i % 3 ? '' : 'One per customer'}\n`,
    );
  }
  out.end();
  await once(out, 'finish');
  return file;
}

interface Run {
  seconds: number;
  rssMb: number;
  stdout: string;
}

function dadeal(env: NodeJS.ProcessEnv, args: string[]): Promise<Run> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', RSS, BIN, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => {
      const rss = /bench-max-rss-kb=(\d+)/.exec(stderr);
      if (code !== 0 || !rss) return reject(new Error(`dadeal ${args.join(' ')} failed (${code}):\n${stderr}`));
      resolve({ seconds: (performance.now() - started) / 1000, rssMb: Number(rss[1]) / 1024, stdout });
    });
  });
}

async function benchOn(label: string, env: NodeJS.ProcessEnv, files: Map<number, string>, prepare: () => Promise<void>) {
  await prepare();
  for (const [rows, file] of files) {
    const run = await dadeal(env, ['import', 'deals', file, '--business', 'bench@dadeal.test']);
    const inner = /in ([\d.]+) s \((\d+) rows\/s\)/.exec(run.stdout);
    const mb = (statSync(file).size / 1024 / 1024).toFixed(1);
    console.log(
      `${label.padEnd(10)} import ${String(rows).padStart(6)} rows (${mb} MB): ${inner?.[2]} rows/s in the import ` +
        `(${inner?.[1]} s; ${Math.round(rows / run.seconds)} rows/s counting process start), peak RSS ${run.rssMb.toFixed(0)} MB`,
    );
  }
  const total = [...files.keys()].reduce((a, b) => a + b, 0);
  const out = path.join(work, `export-${label}.csv`);
  const exported = await dadeal(env, ['export', 'deals', '--out', out]);
  console.log(
    `${label.padEnd(10)} export ${String(total).padStart(6)} rows (${(statSync(out).size / 1024 / 1024).toFixed(1)} MB): ` +
      `${Math.round(total / exported.seconds)} rows/s counting process start, peak RSS ${exported.rssMb.toFixed(0)} MB`,
  );
}

async function addBusiness(db: ReturnType<typeof createDb>) {
  await migrate(db);
  await createBusiness(db, { email: 'bench@dadeal.test', companyName: 'Bench Co' });
  await db.destroy();
}

async function main() {
  console.log(`dadeal import benchmark — Node ${process.version}`);
  const files = new Map<number, string>();
  for (const rows of SIZES) files.set(rows, await generate(rows));

  const dataDir = path.join(work, 'pglite-data');
  await benchOn('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, files, () =>
    addBusiness(createDb({ databaseUrl: null, pgliteDir: path.join(dataDir, 'pglite') })),
  );

  const server = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = knexFactory({ client: 'pg', connection: server, pool: { min: 0, max: 1 } });
  const name = `dadeal_bench_${randomBytes(4).toString('hex')}`;
  try {
    await admin.raw(`create database ${name}`);
  } catch (err) {
    console.log(`PostgreSQL skipped: cannot create a database on ${server} (${(err as Error).message})`);
    await admin.destroy();
    return;
  }
  try {
    const url = new URL(server);
    url.pathname = `/${name}`;
    await benchOn('PostgreSQL', { DATA_DIR: path.join(work, 'pg-data'), DATABASE_URL: url.toString() }, files, () =>
      addBusiness(createDb({ databaseUrl: url.toString(), pgliteDir: null })),
    );
  } finally {
    await admin.raw(`drop database if exists ${name} with (force)`);
    await admin.destroy();
  }
}

try {
  await main();
} finally {
  rmSync(work, { recursive: true, force: true });
}
