// Interactive prompts (inquirer) for what the command line left out, and confirmations. Without a terminal
// nothing is asked: a missing value is a usage error naming the option, a confirmation needs --yes.
import type { Readable, Writable } from 'node:stream';
import { confirm, input, password } from '@inquirer/prompts';
import { validate, type SchemaId } from '@dadeal/core';
import { Interrupted, UsageError } from '../errors.js';

export type Check = (value: string) => true | string | Promise<true | string>;

export interface AskSpec {
  /** The option that would have given the value, named in the error when there is no terminal. */
  option: string;
  message: string;
  /** Typed characters are masked (passwords). */
  secret?: boolean;
  validate?: Check;
  default?: string;
}

export interface Prompter {
  /** The given value, or (on a terminal) the answer to a prompt; without a terminal a missing value is a usage error. */
  value(given: string | undefined, spec: AskSpec): Promise<string>;
  /** true with --yes; otherwise asks on a terminal, and without one is a usage error asking for --yes. */
  confirm(message: string, yes: boolean | undefined): Promise<boolean>;
}

/**
 * Checks one field of a core schema, so a prompt refuses a bad answer with the same message the API would give
 * (the other fields of the schema are absent and their errors ignored).
 */
export function fieldCheck(schemaId: SchemaId, field: string): Check {
  return (value) => {
    const result = validate(schemaId, { [field]: value });
    return result.errors.find((e) => e.field === field)?.message ?? true;
  };
}

/** The configuration of the inquirer prompt asking for `spec` (exported for prompt tests). */
export function promptConfig(spec: AskSpec) {
  return {
    message: spec.message,
    validate: spec.validate ?? ((v: string) => (v.trim() ? true : `${spec.message} is required`)),
    ...(spec.secret ? { mask: '*' } : { default: spec.default }),
  };
}

/** Ctrl-C in a prompt (inquirer's ExitPromptError) or SIGINT while one is open (AbortPromptError): exit code 130. */
function cancelled(err: unknown): never {
  if ((err as Error)?.name === 'ExitPromptError' || (err as Error)?.name === 'AbortPromptError') throw new Interrupted('interrupted (Ctrl-C): nothing was done');
  throw err;
}

export function createPrompter(options: { interactive: boolean; input: Readable; output: Writable; signal?: AbortSignal }): Prompter {
  // The signal closes an open prompt when SIGINT arrives from outside the terminal (kill -INT, a supervisor).
  const context = { input: options.input, output: options.output, signal: options.signal };
  return {
    async value(given, spec) {
      if (given !== undefined) return given;
      if (!options.interactive) throw new UsageError(`missing required option ${spec.option} (no terminal to ask on)`);
      const config = promptConfig(spec);
      const answer = await (spec.secret ? password(config, context) : input(config, context)).catch(cancelled);
      return spec.secret ? answer : answer.trim();
    },
    async confirm(message, yes) {
      if (yes) return true;
      if (!options.interactive) throw new UsageError(`${message} — confirm with --yes (no terminal to ask on)`);
      return confirm({ message, default: false }, context).catch(cancelled);
    },
  };
}
