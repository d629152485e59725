// `dadeal`: runs one command line and answers its exit code (0 success, 1 failure, 2 usage error, 130 interrupted
// by Ctrl-C; CONTRACT §4).
import { pathToFileURL } from 'node:url';
import { CommanderError } from 'commander';
import { ConfigError } from '@dadeal/api/config.js';
import { AppError } from '@dadeal/api/http/errors.js';
import { createContext, type CliStreams } from './context.js';
import { CliError } from './errors.js';
import { createProgram } from './program.js';

export async function runCli(args: string[], streams: CliStreams, env: NodeJS.ProcessEnv, signal?: AbortSignal): Promise<number> {
  const ctx = createContext(streams, env, signal);
  try {
    await createProgram(ctx).parseAsync(args, { from: 'user' });
    if (signal?.aborted) {
      // Ctrl-C came after the command's last step: what it reported is done, but the run was still interrupted.
      ctx.note('interrupted (Ctrl-C)');
      return 130;
    }
    return 0;
  } catch (err) {
    if (err instanceof CommanderError) {
      // Commander has already printed its message (or the help / version asked for).
      return ['commander.helpDisplayed', 'commander.version'].includes(err.code) ? 0 : 2;
    }
    if (err instanceof CliError) {
      ctx.note(`error: ${err.message}`);
      return err.exitCode;
    }
    if (err instanceof AppError) {
      // A service refused (core's rules, a conflict): the API's own messages, one line per field.
      if (err.errors?.length) for (const e of err.errors) ctx.note(`error: ${e.field}: ${e.message}`);
      else ctx.note(`error: ${err.message}`);
      return 1;
    }
    if (err instanceof ConfigError) {
      ctx.note(err.message);
      return 1;
    }
    ctx.note(`error: ${(err as Error)?.message ?? String(err)}`);
    if (env.DADEAL_DEBUG) ctx.note(String((err as Error)?.stack));
    return 1;
  } finally {
    await ctx.close();
  }
}

/** The `dadeal` process: real streams and environment; the exit code is set, never forced. */
export async function main(): Promise<void> {
  // A reader that goes away (`dadeal export deals | head`) is not an error.
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw err;
  });
  // Ctrl-C does not kill the process: it aborts the command, which stops at its next step, rolls back what it had
  // begun (an import's transaction) and closes the database, then exits 130. A second Ctrl-C exits at once.
  const interrupt = new AbortController();
  process.on('SIGINT', () => {
    if (interrupt.signal.aborted) process.exit(130);
    interrupt.abort();
  });
  process.exitCode = await runCli(process.argv.slice(2), process, process.env, interrupt.signal);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
