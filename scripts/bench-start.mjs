// `npm run bench` (and `node scripts/bench-start.mjs` alone): how long `npm start` takes to answer /api/health and the
// peak memory of its process tree (RSS of the process and its children, sampled from /proc every 20 ms) — the first
// start on an empty DATA_DIR (migrations and demo seeding) and later starts — for the compiled server
// (scripts/start.mjs: staleness check, then server/dist/server.mjs) against the same server run through tsx (what
// `npm start` did before, without its in-process builds), measured in the same run. For the compiled server, where the
// time and memory go: npm start's staleness check timed alone, and every log line of a first and a later start (debug
// level, piped) stamped with its time since spawn and the tree's RSS then, with the CPU used until the first 200.
// Figures, not pass/fail.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildAll, staleBuilds } from './build.mjs';
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

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * One start until /api/health answers 200. With `phases`, the server logs at debug level to a pipe and each JSON line
 * is stamped with the time since spawn and the tree's RSS then: where the start's time and memory go.
 */
async function startOnce(command, dataDir, { phases = false } = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, command, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: phases ? 'debug' : 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', phases ? 'pipe' : 'ignore', 'ignore'],
  });
  const lines = [];
  let pending = '';
  child.stdout?.on('data', (chunk) => {
    pending += chunk;
    let end;
    while ((end = pending.indexOf('\n')) >= 0) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 1);
      try {
        lines.push({ ms: performance.now() - started, rssMb: treeRss(child.pid) / 2 ** 20, msg: JSON.parse(line).msg });
      } catch {
        // not a log line
      }
    }
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
  const cpu = cpuSeconds(child.pid);
  const healthyRssMb = treeRss(child.pid) / 2 ** 20;
  // What runs right after the first answer (the jobs' runner) belongs to the start's memory too.
  if (phases) await new Promise((resolve) => setTimeout(resolve, 1500));
  peak = Math.max(peak, treeRss(child.pid));
  clearInterval(sampler);
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  return { healthyMs, peakMb: peak / 1024 / 1024, cpu, healthyRssMb, lines };
}

/** The log lines of a start with the time each came and the memory then, and the first answer among them. */
function printPhases(title, run) {
  console.log(`  ${title}: CPU ${run.cpu.toFixed(2)} s until healthy; each line: time since spawn (gap), RSS of the tree then`);
  let last = 0;
  const rows = [...run.lines.map((l) => ({ ...l })), { ms: run.healthyMs, rssMb: run.healthyRssMb, msg: '→ /api/health answers 200' }].sort((a, b) => a.ms - b.ms);
  for (const row of rows) {
    console.log(`    ${(row.ms / 1000).toFixed(2).padStart(6)} s (+${((row.ms - last) / 1000).toFixed(2)})  ${row.rssMb.toFixed(0).padStart(4)} MB  ${row.msg.slice(0, 80)}`);
    last = row.ms;
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const MODES = [
  { name: 'compiled (npm start: node scripts/start.mjs → server/dist/server.mjs)', command: [path.join(ROOT, 'scripts', 'start.mjs')], phases: true },
  { name: 'tsx baseline (node tsx/cli server/src/server.ts)', command: [tsxCli, path.join(ROOT, 'server', 'src', 'server.ts')] },
];

await buildAll({ log: (line) => console.log(`[bench] ${line}`) });
// npm start's own step before the server: the sources' hashes against the built outputs' (scripts/start.mjs).
const hashing = [];
for (let i = 0; i < 3; i++) {
  const at = performance.now();
  await staleBuilds();
  hashing.push(performance.now() - at);
}
console.log(`Da Deal! start benchmark — time to a 200 from /api/health and peak RSS of the process tree; first start seeds an empty DATA_DIR, then ${LATER_STARTS} later starts`);
console.log(`npm start's staleness check (source hashes of every build) alone, in this process: median ${(median(hashing) / 1000).toFixed(2)} s`);
for (const mode of MODES) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dadeal-bench-start-'));
  try {
    const phases = mode.phases;
    const first = await startOnce(mode.command, dataDir, { phases });
    const later = [];
    for (let i = 0; i < LATER_STARTS; i++) later.push(await startOnce(mode.command, dataDir, { phases }));
    console.log(
      `${mode.name}\n  first start ${(first.healthyMs / 1000).toFixed(2)} s, peak ${first.peakMb.toFixed(0)} MB | later starts median ${(median(later.map((r) => r.healthyMs)) / 1000).toFixed(2)} s` +
        ` (${later.map((r) => (r.healthyMs / 1000).toFixed(2)).join(', ')}), peak ${Math.max(...later.map((r) => r.peakMb)).toFixed(0)} MB`,
    );
    if (phases) {
      printPhases('first start', first);
      printPhases('a later start (the median one)', later.find((r) => r.healthyMs === median(later.map((x) => x.healthyMs))));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
