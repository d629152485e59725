// Test harness: a database of its own per test (PGlite in a temporary DATA_DIR, or with DADEAL_TEST_DB=pg a fresh
// PostgreSQL database), `dadeal` run as a child process without a terminal, or in-process on a fake terminal.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createDb, migrate, type Db } from '@dadeal/api/db.js';
import { createTestDatabase, testDbKind, type TestDatabase } from '@dadeal/api/testing/test-app.js';
import { seedPgliteDir } from '@dadeal/api/testing/database-templates.js';
import { runCli } from '../main.js';

const osSignals = constants.signals as Record<string, number>;
// The compiled CLI when the suite's global setup built it (plain node in every child), else the bin (tsx fallback).
const BUILT = fileURLToPath(new URL('../../dist/dadeal.mjs', import.meta.url));
export const BIN = existsSync(BUILT) ? fileURLToPath(new URL('./run-built-cli.mjs', import.meta.url)) : fileURLToPath(new URL('../../bin/dadeal.js', import.meta.url));
export const EXAMPLES = fileURLToPath(new URL('../../examples/', import.meta.url));

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** A `dadeal` child still running: its process (to signal), what it wrote so far, and its end. */
export interface StartedCli {
  child: ChildProcess;
  /** Waits until `text` appears on the child's stderr. */
  waitForStderr(text: string, timeoutMs?: number): Promise<void>;
  done: Promise<CliRun>;
}

export interface CliTestEnv {
  kind: 'pglite' | 'pg';
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /**
   * `dadeal …` (compiled, see BIN) with stdin not a terminal. On PGlite, runs started together still go one after
   * the other (one process at a time on a data directory); on PostgreSQL they run side by side.
   */
  run(...args: string[]): Promise<CliRun>;
  /** Like run, with `input` written to the child's stdin (a pipe, as `echo … | dadeal …`). */
  runWithInput(input: string, ...args: string[]): Promise<CliRun>;
  /** Starts `dadeal` without waiting for it (no PGlite queue: the test makes sure nothing else runs meanwhile). */
  start(...args: string[]): StartedCli;
  /** Queries the test database (on PGlite: opened for the call only, since one process at a time may hold it). */
  withDb<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** A scratch file path inside the test's directory. */
  file(name: string): string;
  close(): Promise<void>;
}

export async function createCliTestEnv(): Promise<CliTestEnv> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dadeal-cli-'));
  const kind = testDbKind();
  let database: TestDatabase | undefined;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    PUBLIC_URL: 'http://dadeal.test',
    LOG_LEVEL: 'silent',
  };
  if (kind === 'pg') {
    database = await createTestDatabase({ poolMax: 2 });
    env.DATABASE_URL = database.databaseUrl!;
  } else {
    // A migrated database already there, as on PostgreSQL (operations.test.ts rolls it back to test `migrate`).
    seedPgliteDir(path.join(dataDir, 'pglite'));
  }
  let queue: Promise<unknown> = Promise.resolve();
  const startCli = (args: string[], input = ''): StartedCli => {
    // --liftoff-only: a command lives a second or two, too short for V8's optimising compile of PGlite's WASM to pay
    // (2.2 → 1.3 s of CPU for `users list`); the code and its results are the same.
    const child = spawn(process.execPath, ['--liftoff-only', BIN, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdin.end(input);
    let stdout = '';
    let stderr = '';
    const waiters = new Set<() => void>();
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => {
      stderr += d;
      for (const w of waiters) w();
    });
    const done = new Promise<CliRun>((resolve, reject) => {
      child.on('error', reject);
      // A signal's end has no code: 128 + its number, as a shell reports it.
      child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 + (osSignals[signal] ?? 0) : -1), stdout, stderr }));
    });
    return {
      child,
      done,
      waitForStderr: (text, timeoutMs = 60_000) =>
        new Promise<void>((resolve, reject) => {
          const check = () => {
            if (!stderr.includes(text)) return;
            waiters.delete(check);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(() => {
            waiters.delete(check);
            reject(new Error(`"${text}" never appeared on stderr:\n${stderr}`));
          }, timeoutMs);
          waiters.add(check);
          void done.then(() => {
            if (!stderr.includes(text)) {
              clearTimeout(timer);
              reject(new Error(`dadeal ended before "${text}" appeared on stderr:\n${stderr}`));
            }
          });
          check();
        }),
    };
  };
  const spawnCli = (args: string[], input?: string) => startCli(args, input).done;
  const runWithInput = (input: string, ...args: string[]) => {
    if (kind === 'pg') return spawnCli(args, input);
    const result = queue.then(() => spawnCli(args, input));
    queue = result.catch(() => undefined);
    return result;
  };
  return {
    kind,
    dataDir,
    env,
    run: (...args) => runWithInput('', ...args),
    runWithInput,
    start: (...args) => startCli(args),
    async withDb(fn) {
      if (database) return fn(database.db);
      const db = createDb({ databaseUrl: null, pgliteDir: path.join(dataDir, 'pglite') });
      try {
        await migrate(db);
        return await fn(db);
      } finally {
        await db.destroy();
      }
    },
    file: (name) => path.join(dataDir, name),
    async close() {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Rows of a table, counted. */
export async function countRows(db: Db, table: string): Promise<number> {
  const [{ n }] = await db(table).count<{ n: number }[]>({ n: '*' });
  return Number(n);
}

/**
 * `dadeal` in this process on a fake terminal: `answer` waits for a prompt's text on the screen, then types.
 * (The same inquirer prompts as on a real terminal, driven through their input stream.)
 */
export function runOnTerminal(args: string[], env: NodeJS.ProcessEnv) {
  const stdin = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => stdin });
  let screen = '';
  let stdout = '';
  const stderr = Object.assign(
    new Writable({
      write(chunk, _enc, done) {
        screen += chunk.toString();
        done();
      },
    }),
    // Inquirer ends its output stream when a prompt is done; a terminal outlives that, so `end` is ignored.
    { isTTY: true, columns: 120, rows: 40, end() { return stderr; } },
  );
  const out = new Writable({
    write(chunk, _enc, done) {
      stdout += chunk.toString();
      done();
    },
  });
  // SIGINT from outside the terminal (kill -INT): what main() turns into this abort.
  const sigint = new AbortController();
  const exit = runCli(args, { stdin, stdout: out, stderr }, env, sigint.signal);
  // ANSI sequences removed, so tests read what a person sees.
  const plain = () => screen.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');
  let consumed = 0;
  return {
    exit,
    /** As if the process received SIGINT. */
    interrupt: () => sigint.abort(),
    screen: plain,
    stdout: () => stdout,
    /** Waits until `text` appears on the screen after what earlier answers consumed, then types `keys`. */
    async answer(text: string, keys: string, timeoutMs = 20_000) {
      const start = Date.now();
      while (!plain().slice(consumed).includes(text)) {
        if (Date.now() - start > timeoutMs) throw new Error(`"${text}" never appeared on the screen:\n${plain()}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      consumed = plain().length;
      stdin.write(keys);
    },
  };
}
