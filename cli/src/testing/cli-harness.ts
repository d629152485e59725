// Test harness: a database of its own per test (PGlite in a temporary DATA_DIR, or with DADEAL_TEST_DB=pg a fresh
// PostgreSQL database), `dadeal` run as a child process without a terminal, or in-process on a fake terminal.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createDb, migrate, type Db } from '@dadeal/api/db.js';
import { createTestDatabase, testDbKind, type TestDatabase } from '@dadeal/api/testing/test-app.js';
import { runCli } from '../main.js';

const BIN = fileURLToPath(new URL('../../bin/dadeal.js', import.meta.url));
export const EXAMPLES = fileURLToPath(new URL('../../examples/', import.meta.url));

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliTestEnv {
  kind: 'pglite' | 'pg';
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /**
   * `node cli/bin/dadeal.js …` with stdin not a terminal. On PGlite, runs started together still go one after
   * the other (one process at a time on a data directory); on PostgreSQL they run side by side.
   */
  run(...args: string[]): Promise<CliRun>;
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
  }
  let queue: Promise<unknown> = Promise.resolve();
  const spawnCli = (args: string[]) =>
    new Promise<CliRun>((resolve, reject) => {
      const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
      child.stdin.end();
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    });
  return {
    kind,
    dataDir,
    env,
    run(...args) {
      if (kind === 'pg') return spawnCli(args);
      const result = queue.then(() => spawnCli(args));
      queue = result.catch(() => undefined);
      return result;
    },
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
  const exit = runCli(args, { stdin, stdout: out, stderr }, env);
  // ANSI sequences removed, so tests read what a person sees.
  const plain = () => screen.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');
  let consumed = 0;
  return {
    exit,
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
