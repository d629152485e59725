// --help on the program and on every command shows examples and the environment variables it reads.
import { PassThrough, Writable } from 'node:stream';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { createContext } from './context.js';
import { runCli } from './main.js';
import { createProgram } from './program.js';
import { createCliTestEnv } from './testing/cli-harness.js';

/** Every command line of the tree: ['import', 'deals'], ['mail', 'outbox'], … */
function commandPaths(command: Command, prefix: string[] = []): string[][] {
  return command.commands.flatMap((c) => [[...prefix, c.name()], ...commandPaths(c, [...prefix, c.name()])]);
}

async function helpOf(args: string[]): Promise<string> {
  let out = '';
  const stdout = new Writable({
    write(chunk, _enc, done) {
      out += chunk.toString();
      done();
    },
  });
  expect(await runCli([...args, '--help'], { stdin: new PassThrough(), stdout, stderr: stdout }, {})).toBe(0);
  return out;
}

const MAILING = ['import businesses', 'mail outbox'];

describe('dadeal --help', () => {
  const paths = commandPaths(createProgram(createContext({ stdin: new PassThrough(), stdout: new PassThrough(), stderr: new PassThrough() }, {})));

  it('lists examples and the environment on every command', async () => {
    expect(paths.map((p) => p.join(' '))).toEqual(expect.arrayContaining(['migrate', 'import deals', 'import businesses', 'export', 'admin create', 'mail outbox', 'users delete', 'deals expire']));
    for (const path of paths) {
      const help = await helpOf(path);
      expect(help, path.join(' ')).toMatch(/\nExamples:\n {2}\$ .*dadeal /);
      expect(help, path.join(' ')).toMatch(/\nEnvironment \(also read from \.env in the project root\):\n {2}DATABASE_URL .*\n {2}DATA_DIR /);
      if (MAILING.includes(path.join(' '))) for (const name of ['SMTP_URL', 'MAIL_FROM', 'PUBLIC_URL']) expect(help, path.join(' ')).toContain(`  ${name} `);
    }
  });

  it('says what DATA_DIR means for each command: a backup goes through a running server, a restore and the rest need it stopped', async () => {
    const dataDir = (help: string) => help.split('\n').filter((line) => line.startsWith('  DATA_DIR ')).join('\n');
    expect(dataDir(await helpOf(['backup']))).toContain('the server may keep running: when it owns PGlite it makes the backup itself');
    expect(dataDir(await helpOf(['backup']))).not.toContain('stop the server');
    expect(dataDir(await helpOf(['restore']))).toContain('stop the server first: a restore replaces its whole database');
    expect(dataDir(await helpOf(['users', 'list']))).toContain('stop the server first (dadeal backup goes through it)');
  });

  it('shows them on the program too, with the exit codes, from the real process', async () => {
    const t = await createCliTestEnv();
    try {
      const run = await t.run('--help');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('$ dadeal import deals cli/examples/deals.csv --business reefside@dadeal.test');
      for (const name of ['DATABASE_URL', 'DATA_DIR', 'SMTP_URL', 'MAIL_FROM', 'PUBLIC_URL']) expect(run.stdout).toContain(`  ${name} `);
      expect(run.stdout).toContain('130 interrupted (Ctrl-C)');
      const sub = await t.run('mail', 'outbox', '--help');
      expect(sub.stdout).toContain('--retry');
      expect(sub.stdout).toContain('$ SMTP_URL=smtp://relay.internal:587 dadeal mail outbox --retry');
    } finally {
      await t.close();
    }
  });
});
