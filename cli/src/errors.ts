// The CLI's two kinds of failure and their exit codes (CONTRACT §4): 1 a failure, 2 a usage error.

/** Something went wrong while doing what was asked (exit code 1). */
export class CliError extends Error {
  readonly exitCode: number = 1;
}

/** The command line itself is wrong or incomplete: unknown command, missing or bad option (exit code 2). */
export class UsageError extends CliError {
  override readonly exitCode: number = 2;
}

/**
 * Ctrl-C (SIGINT, or Ctrl-C in a prompt): the command stopped where it stood — an import rolls back — and the
 * process ends with 130 (128 + SIGINT), as shells expect of an interrupted program.
 */
export class Interrupted extends CliError {
  override readonly exitCode: number = 130;
}
