// Where the suite's time goes: every test file's wall time (queued in a worker → done: imports, hooks and tests), its
// parts as vitest measures them, and the time before the first file starts (the projects' global setups: builds,
// templates). Written to test-results/timings.json (git-ignored) and summed up at the end of every `npm test` run as
// the ten slowest files, so a slow file shows up the day it lands.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

interface FileTiming {
  project: string;
  file: string;
  /** Seconds from the run's start to the moment a worker took the file, and from then until it was done. */
  start: number;
  wall: number;
  tests: number;
  state: string;
  import: number;
  setup: number;
  run: number;
}

const ROOT = path.resolve(import.meta.dirname, '..');
export const TIMINGS_FILE = path.join(ROOT, 'test-results', 'timings.json');

const seconds = (ms: number) => Math.round(ms / 100) / 10;

export default class TestTimingsReporter implements Reporter {
  private started = 0;
  private firstFile = 0;
  private readonly queued = new Map<string, number>();
  private readonly files: FileTiming[] = [];

  onInit(_vitest: Vitest): void {
    this.started = performance.now();
  }

  onTestModuleQueued(module: TestModule): void {
    const now = performance.now();
    if (!this.firstFile) this.firstFile = now;
    this.queued.set(module.id, now);
  }

  onTestModuleEnd(module: TestModule): void {
    const queued = this.queued.get(module.id) ?? performance.now();
    const d = module.diagnostic();
    this.files.push({
      project: module.project.name,
      file: path.relative(ROOT, module.moduleId),
      start: seconds(queued - this.started),
      wall: seconds(performance.now() - queued),
      tests: [...module.children.allTests()].length,
      state: module.state(),
      import: seconds(d.collectDuration),
      setup: seconds(d.prepareDuration + d.environmentSetupDuration + d.setupDuration),
      run: seconds(d.duration),
    });
  }

  onTestRunEnd(): void {
    if (!this.files.length) return;
    const total = seconds(performance.now() - this.started);
    const beforeFirstFile = seconds(this.firstFile - this.started);
    const byProject: Record<string, { files: number; tests: number; wall: number }> = {};
    for (const f of this.files) {
      const p = (byProject[f.project] ??= { files: 0, tests: 0, wall: 0 });
      p.files += 1;
      p.tests += f.tests;
      p.wall = Math.round((p.wall + f.wall) * 10) / 10;
    }
    const files = [...this.files].sort((a, b) => b.wall - a.wall);
    // How well the files filled the workers: after the last file started no worker gets new work, so the seconds from
    // then to the end are a tail where workers may idle (long if a long file started late).
    const lastStart = Math.max(...this.files.map((f) => f.start));
    const lastEnd = Math.max(...this.files.map((f) => f.start + f.wall));
    const packing = { lastStart, lastEnd: seconds(lastEnd * 1000), afterLastStart: seconds((lastEnd - lastStart) * 1000) };
    mkdirSync(path.dirname(TIMINGS_FILE), { recursive: true });
    writeFileSync(TIMINGS_FILE, `${JSON.stringify({ total, beforeFirstFile, packing, byProject, files }, null, 2)}\n`);

    const lines = [
      '',
      `Slowest test files (wall seconds from a worker taking the file to its end; all ${files.length} in ${path.relative(ROOT, TIMINGS_FILE)}):`,
      ...files.slice(0, 10).map((f) => `  ${f.wall.toFixed(1).padStart(6)} s  ${`${f.project}`.padEnd(12)} ${f.file}  (${f.tests} tests; import ${f.import} s, tests and hooks ${f.run} s)`),
      `  before the first file (global setups): ${beforeFirstFile.toFixed(1)} s; the last file started at ${packing.lastStart.toFixed(1)} s, ended at ${packing.lastEnd.toFixed(1)} s; whole run ${total.toFixed(1)} s`,
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
