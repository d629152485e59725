// `npm run bench` (and `node scripts/bench-start.mjs` alone): how long `npm start` takes to answer /api/health and the
// peak memory of its process tree (RSS of the process and its children, sampled from /proc every 20 ms) — the first
// start on an empty DATA_DIR (migrations and demo seeding) and later starts — for the compiled server
// (scripts/start.mjs: staleness check, then server/dist/server.mjs) against the same server run through tsx (what
// `npm start` did before, without its in-process builds), measured in the same run. Figures, not pass/fail.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildAll } from './build.mjs';
import { ROOT } from './source-hash.mjs';

const LATER_STARTS = Number(process.env.BENCH_STARTS ?? 3);
const PAGE = 4096;

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** RSS in bytes of `pid` and every process below it. */
function treeRss(pid) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // the process ended while we looked: it holds no memory any more
    }
  }
  let total = 0;
  const queue = [pid];
  while (queue.length) {
    const p = queue.pop();
    try {
      total += Number(readFileSync(`/proc/${p}/statm`, 'utf8').split(' ')[1]) * PAGE;
    } catch {
      continue;
    }
    queue.push(...(children.get(p) ?? []));
  }
  return total;
}

async function startOnce(command, dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, command, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 20);
  let healthyMs = null;
  while (healthyMs === null) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) healthyMs = performance.now() - started;
    else await new Promise((resolve) => setTimeout(resolve, 25));
  }
  peak = Math.max(peak, treeRss(child.pid));
  clearInterval(sampler);
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  return { healthyMs, peakMb: peak / 1024 / 1024 };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const MODES = [
  { name: 'compiled (npm start: node scripts/start.mjs → server/dist/server.mjs)', command: [path.join(ROOT, 'scripts', 'start.mjs')] },
  { name: 'tsx baseline (node tsx/cli server/src/server.ts)', command: [tsxCli, path.join(ROOT, 'server', 'src', 'server.ts')] },
];

await buildAll({ log: (line) => console.log(`[bench] ${line}`) });
console.log(`Da Deal! start benchmark — time to a 200 from /api/health and peak RSS of the process tree; first start seeds an empty DATA_DIR, then ${LATER_STARTS} later starts`);
for (const mode of MODES) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dadeal-bench-start-'));
  try {
    const first = await startOnce(mode.command, dataDir);
    const later = [];
    for (let i = 0; i < LATER_STARTS; i++) later.push(await startOnce(mode.command, dataDir));
    console.log(
      `${mode.name}\n  first start ${(first.healthyMs / 1000).toFixed(2)} s, peak ${first.peakMb.toFixed(0)} MB | later starts median ${(median(later.map((r) => r.healthyMs)) / 1000).toFixed(2)} s` +
        ` (${later.map((r) => (r.healthyMs / 1000).toFixed(2)).join(', ')}), peak ${Math.max(...later.map((r) => r.peakMb)).toFixed(0)} MB`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
