// What every command gets: its streams, its environment, whether a person is at a terminal, prompts,
// and the database (opened on first use, migrated like the server does at start, closed at the end).
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { loadConfig, type Config } from '@dadeal/api/config.js';
import { createLogger, type Logger } from '@dadeal/api/logger.js';
import { createDb, migrate, type Db } from '@dadeal/api/db.js';
import { migrationSource } from '@dadeal/api/migrations/index.js';
import { CliError, Interrupted } from './errors.js';
import { createPrompter, type Prompter } from './io/prompts.js';

export interface CliStreams {
  stdin: Readable & { isTTY?: boolean };
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable & { isTTY?: boolean };
}

export interface CliContext extends CliStreams {
  env: NodeJS.ProcessEnv;
  /** Aborted on Ctrl-C (SIGINT): long commands stop at their next step (an import between two batches, rolled back). */
  signal: AbortSignal;
  /** Throws Interrupted when Ctrl-C was pressed (called between steps of long work). */
  checkInterrupted(doing: string): void;
  /** A person can answer prompts: stdin and stderr (where prompts and progress go) are terminals. */
  interactive: boolean;
  prompts: Prompter;
  config(): Config;
  /** The database, opened on first call and brought up to date with the API's migrations. */
  db(): Promise<Db>;
  /** Names of the migrations that opening the database applied (empty when it was up to date). */
  migrationsApplied: string[];
  /** Set by `dadeal migrate`, which reports them itself; other commands note them on stderr. */
  quietMigrations?: boolean;
  /**
   * The log of the API's code a command runs (the mailer, the scheduled jobs), on stderr: readable lines on a terminal,
   * JSON lines otherwise (LOG_FORMAT as for the server). Warnings and errors only unless LOG_LEVEL is set: the
   * command's own report is its summary.
   */
  log(): Logger;
  /** A line on stdout (results) or stderr (notes, warnings, errors). */
  print(line?: string): void;
  note(line: string): void;
  /** With --json one JSON object on stdout (for scripts), otherwise the lines for people. */
  summary(json: boolean | undefined, value: object, lines: string | string[]): void;
  close(): Promise<void>;
}

export function pgliteDirOf(config: Config): string {
  return path.join(config.dataDir, 'pglite');
}

export function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `PGlite in ${pgliteDirOf(config)}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL ${url.host}${url.pathname}`;
}

async function completedMigrations(db: Db): Promise<string[]> {
  if (!(await db.schema.hasTable('knex_migrations'))) return [];
  const rows: Array<{ name: string }> = await db('knex_migrations').select('name').orderBy('id');
  return rows.map((r) => r.name);
}

export function createContext(streams: CliStreams, env: NodeJS.ProcessEnv, signal: AbortSignal = new AbortController().signal): CliContext {
  const interactive = Boolean(streams.stdin.isTTY && streams.stderr.isTTY);
  let config: Config | undefined;
  let log: Logger | undefined;
  let opening: Promise<Db> | undefined;
  const ctx: CliContext = {
    ...streams,
    env,
    signal,
    checkInterrupted(doing) {
      if (signal.aborted) throw new Interrupted(`interrupted (Ctrl-C): ${doing}`);
    },
    interactive,
    migrationsApplied: [],
    prompts: createPrompter({ interactive, input: streams.stdin, output: streams.stderr, signal }),
    config() {
      // The CLI signs no tokens: a placeholder secret keeps loadConfig from creating DATA_DIR/jwt-secret.
      config ??= loadConfig(env, { jwtSecret: 'the-cli-signs-no-tokens' });
      return config;
    },
    db() {
      opening ??= (async () => {
        const cfg = ctx.config();
        const db = createDb({ databaseUrl: cfg.databaseUrl, pgliteDir: cfg.databaseUrl ? null : pgliteDirOf(cfg), poolMax: 4 });
        // knex logs its warnings with console.log, i.e. on stdout, where they would corrupt an export: send them to
        // stderr (the failure itself reaches the user as the command's error).
        const logger = (db.client as { logger: Record<'_warn' | '_error' | '_deprecate', (message: string) => void> }).logger;
        logger._warn = logger._error = logger._deprecate = (message) => {
          if (env.DADEAL_DEBUG) ctx.note(`knex: ${message}`);
        };
        try {
          // Checking the list first spares knex's migration run (half a second on PGlite) when nothing is pending.
          const completed = await completedMigrations(db);
          const pending = (await migrationSource.getMigrations([])).filter((name) => !completed.includes(name));
          if (pending.length) {
            await migrate(db);
            ctx.migrationsApplied = pending;
            if (!ctx.quietMigrations) ctx.note(`note: applied ${pending.length} pending migration(s) to ${describeDatabase(cfg)}`);
          }
        } catch (err) {
          await db.destroy();
          throw new CliError(`cannot open or migrate the database (${describeDatabase(cfg)}): ${(err as Error).message}`);
        }
        return db;
      })();
      return opening;
    },
    log() {
      const cfg = ctx.config();
      log ??= createLogger({ ...cfg, logLevel: env.LOG_LEVEL ? cfg.logLevel : 'warn' }, { out: streams.stderr });
      return log;
    },
    print(line = '') {
      streams.stdout.write(`${line}\n`);
    },
    note(line) {
      streams.stderr.write(`${line}\n`);
    },
    summary(json, value, lines) {
      if (json) ctx.print(JSON.stringify(value, null, 2));
      else for (const line of typeof lines === 'string' ? [lines] : lines) ctx.print(line);
    },
    async close() {
      if (!opening) return;
      const db = await opening.catch(() => null);
      await db?.destroy();
    },
  };
  return ctx;
}
