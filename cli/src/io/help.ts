// What `--help` shows after the options: examples to copy, and the environment variables the command reads
// (CONTRACT §2), so nobody has to look up the README to run a command against the right database.
import type { Command } from 'commander';

export const ENVIRONMENT = {
  DATABASE_URL: 'PostgreSQL connection string; unset: embedded PGlite in $DATA_DIR/pglite',
  DATA_DIR: 'data directory of PGlite (default ./data); PGlite has one process at a time: stop the server first (dadeal backup goes through it)',
  SMTP_URL: 'SMTP relay such as smtp://user:pass@host:587; unset: mails stay in the outbox (dadeal mail outbox)',
  MAIL_FROM: 'sender of the mails (default "Da Deal! <no-reply@localhost>")',
  PUBLIC_URL: 'address of the site, used in the links mails carry (default http://localhost:3000)',
  UPLOADS_URL: 'where pictures are kept: s3://bucket/prefix (an S3-compatible store); unset: $DATA_DIR/uploads',
  S3_ENDPOINT: 'the store\'s address for stores other than AWS (MinIO, R2, …); with S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
  DADEAL_DEBUG: 'set to 1 for stack traces of unexpected errors',
} as const;

export type EnvName = keyof typeof ENVIRONMENT;

/** What every command that opens the database reads. */
export const DATABASE_ENV: EnvName[] = ['DATABASE_URL', 'DATA_DIR'];
/** What a command that moves pictures reads besides. */
export const UPLOADS_ENV: EnvName[] = ['UPLOADS_URL', 'S3_ENDPOINT'];
/** What a command that sends mails reads besides. */
export const MAIL_ENV: EnvName[] = ['SMTP_URL', 'MAIL_FROM', 'PUBLIC_URL'];

/** A variable's words where a command uses it otherwise than most (say, DATA_DIR for a backup of a running server). */
export type EnvWords = Partial<Record<EnvName, string>>;

export function helpText(examples: string[], env: EnvName[], words: EnvWords = {}): string {
  const width = Math.max(...env.map((name) => name.length));
  return [
    '',
    'Examples:',
    ...examples.map((e) => `  $ ${e}`),
    '',
    'Environment (also read from .env in the project root):',
    ...env.map((name) => `  ${name.padEnd(width)}  ${words[name] ?? ENVIRONMENT[name]}`),
  ].join('\n');
}

/** Adds the examples and environment to `command`'s help. */
export function withHelp(command: Command, examples: string[], env: EnvName[] = DATABASE_ENV, words: EnvWords = {}): Command {
  return command.addHelpText('after', helpText(examples, env, words));
}
