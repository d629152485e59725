// `npm run bench`: every benchmark of the repository in one go, each in its own process, and one report —
// bench/RESULTS.md (machine, date, commit, then each benchmark's figures as it printed them). Figures, not pass/fail:
// every benchmark measures its own baseline in the same run (a raw node:http server, the widgets' script, the old
// start) and prints the ratio. `BENCH_ONLY=api,soak npm run bench` runs a subset and rewrites only those sections.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPORT = path.join(ROOT, 'bench', 'RESULTS.md');
const tsx = ['--import', 'tsx'];

/** Each benchmark: a name, what it measures, and the command (run from the repository root). */
const BENCHES = [
  { id: 'start', title: 'Start: time to healthy and peak memory (first start, later starts)', file: 'scripts/bench-start.mjs', args: [] },
  { id: 'api', title: 'API: listing, featured, detail, logins right and wrong (PGlite; PostgreSQL with 1 and 2 processes)', file: 'api/bench/api.bench.ts', args: tsx },
  { id: 'near-me', title: 'Near me: a page of the nearest deals among 100,000 (PGlite, PostgreSQL), beside the listing without near', file: 'api/bench/near.bench.ts', args: tsx },
  { id: 'search', title: 'Search: the listing\'s search on 100,000 deals, 20 queries a visitor types, beside the plain listing (PGlite; PostgreSQL)', file: 'api/bench/search.bench.ts', args: tsx, env: { BENCH_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' } },
  { id: 'claims', title: 'Claims: a flash sale on one deal beside the raw-SQL ceilings, exactness, and the readers during a rush', file: 'api/bench/claims.bench.ts', args: tsx },
  { id: 'live', title: 'Live counts: memory per open stream, streams per process at a 1,280 MB heap, the listing with 5,000 streams open, claim-to-screen latency', file: 'api/bench/live.bench.ts', args: tsx },
  { id: 'access-log', title: 'API: the access log\'s cost per request (none, the old hand-written line, synchronous writes, the shipped buffered line)', file: 'api/bench/request-log.bench.ts', args: tsx },
  { id: 'log-format', title: 'Logs: a line\'s cost in JSON (shipped, against pino alone) and in readable lines (a terminal)', file: 'api/bench/log-format.bench.ts', args: tsx },
  { id: 'rate-limit-store', title: 'API: the shared rate-limit store on PostgreSQL vs memory', file: 'api/bench/rate-limit-store.bench.ts', args: tsx, env: { BENCH_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' } },
  { id: 'reviews', title: 'Reviews: the business rating kept on its row vs derived at read time (listing query, a review\'s write)', file: 'api/bench/reviews.bench.ts', args: tsx, env: { BENCH_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' } },
  { id: 'prune', title: 'Prune: the nightly retention prune on a 1,000,000-row sent-mail log (PGlite; PostgreSQL), beside a delete by primary key and the prune without its index', file: 'api/bench/prune.bench.ts', args: tsx },
  { id: 'soak', title: 'Soak: 3 minutes of mixed traffic', file: 'api/bench/soak.bench.ts', args: tsx },
  { id: 'cli', title: 'CLI: import and export rows/s and memory', file: 'cli/bench/import.bench.ts', args: tsx },
  { id: 'backup', title: 'Backups: dadeal backup, --verify and restore on the demo data and on 100,000 coupons (PGlite, PostgreSQL)', file: 'cli/bench/backup.bench.ts', args: tsx },
  { id: 'widgets', title: 'Widgets: script size', file: 'widgets/build/bench.mjs', args: [] },
  { id: 'site', title: 'Site: home page JavaScript and Lighthouse of every landing page (CPU calibrated to the host)', file: 'site/bench/site.bench.mjs', args: [] },
  { id: 'admin', title: 'Admin console: size', file: 'admin/bench/admin.bench.mjs', args: [] },
];

const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
const selected = BENCHES.filter((b) => !only || only.includes(b.id));

function run(bench) {
  return new Promise((resolve) => {
    const started = Date.now();
    let out = '';
    const child = spawn(process.execPath, [...bench.args, bench.file], { cwd: ROOT, env: { ...process.env, ...bench.env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk) => {
      process.stdout.write(chunk);
      out += chunk;
    };
    child.stdout.on('data', keep);
    // Warnings and progress go to stderr: shown, not reported, except a failure's last lines.
    let err = '';
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      err = (err + chunk).slice(-4000);
    });
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const text = out.replace(/\u001b\[[0-9;]*m/g, '').trim();
      resolve({ ...bench, code, seconds, text: code === 0 ? text : `${text}\n\n(exit ${code})\n${err.trim().split('\n').slice(-15).join('\n')}` });
    });
  });
}

const sh = (cmd, args) => {
  try {
    return execFileSync(cmd, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
};

// Benchmarks measure what `npm start` serves: the production build.
console.log('npm run build …');
execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });

const results = [];
for (const bench of selected) {
  if (!existsSync(path.join(ROOT, bench.file))) continue;
  console.log(`\n=== ${bench.title}`);
  results.push(await run(bench));
}

const commit = sh('git', ['rev-parse', '--short', 'HEAD']);
const dirty = sh('git', ['status', '--porcelain']) ? ' (with uncommitted changes)' : '';
const cpu = os.cpus();
const pg = sh('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'test', '-Atc', 'show server_version']);
const header = [
  '# Da Deal! — benchmark results',
  '',
  'Written by `npm run bench` (bench/run.mjs). Figures, not pass/fail; each benchmark measures its baseline in the same run.',
  '',
  `- date: ${new Date().toISOString()}`,
  `- commit: ${commit}${dirty}`,
  `- machine: ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}`,
  `- Node ${process.version}, PostgreSQL ${pg}`,
  '',
];

// A partial run keeps the other sections of the previous report.
const previous = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
const sections = BENCHES.map((bench) => {
  const fresh = results.find((r) => r.id === bench.id);
  if (fresh) return `## ${fresh.title}\n\n\`${fresh.file}\` — ${fresh.seconds} s${fresh.code === 0 ? '' : ', FAILED'}\n\n\`\`\`\n${fresh.text}\n\`\`\`\n`;
  const old = new RegExp(`## ${bench.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n[\\s\\S]*?(?=\\n## |$)`).exec(previous);
  return old ? `${old[0].trim()}\n` : '';
}).filter(Boolean);
writeFileSync(REPORT, `${header.join('\n')}\n${sections.join('\n')}`);
console.log(`\nwrote ${path.relative(ROOT, REPORT)}`);
