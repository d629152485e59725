// How every import runs (CONTRACT §4): every row is checked, and every error reported as "row N, field: message"
// (all of them, not only the first). Valid rows are written in batches inside ONE transaction, which commits
// only after the last row has been checked and none was refused; one invalid row and it rolls back, so nothing
// of the file is written (--skip-invalid commits the valid rows and skips the others; --dry-run checks without
// any transaction). The file is streamed once, batch by batch: memory stays flat whatever its size.
import type { Knex } from 'knex';
import type { FieldError } from '@dadeal/core';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';
import { createProgress } from '../io/progress.js';
import type { RowFile, SourceRow } from '../io/read-rows.js';

export type RowCheck<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

export type RowChecker<T> = (rows: SourceRow[], q: Knex) => Promise<RowCheck<T>[]>;

export interface ImportPlan<T> {
  /** What a row becomes, singular and plural: ['deal', 'deals']. */
  noun: [string, string];
  file: RowFile;
  /**
   * The checker of this import (it may remember rows seen, e.g. e-mails). It checks a batch of rows; `q` is the
   * import's transaction (or the database on a dry run).
   */
  checker(): RowChecker<T>;
  /** Writes a batch of checked rows inside the import's transaction. */
  insert(trx: Knex.Transaction, values: T[]): Promise<void>;
  batchSize?: number;
}

export interface ImportOptions {
  dryRun?: boolean;
  skipInvalid?: boolean;
  /** The summary as one JSON object on stdout (ImportOutcome); the command prints it, or the runner on a refusal. */
  json?: boolean;
}

export interface ImportOutcome {
  file: string;
  dryRun: boolean;
  checked: number;
  invalid: number;
  imported: number;
  seconds: number;
  /** Every row error, as printed on stderr. */
  errors: Array<{ row: number; field: string; message: string }>;
}

async function* inBatches(rows: AsyncIterable<SourceRow>, size: number): AsyncGenerator<SourceRow[]> {
  let batch: SourceRow[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

async function checkBatch<T>(check: RowChecker<T>, batch: SourceRow[], q: Knex): Promise<RowCheck<T>[]> {
  const readable = batch.filter((r) => !r.problem);
  const checks = readable.length ? await check(readable, q) : [];
  let next = 0;
  return batch.map((r) => (r.problem ? { ok: false, errors: [{ field: '', message: r.problem }] } : checks[next++]));
}

export function formatRowError(rowNumber: number, error: FieldError): string {
  return error.field ? `row ${rowNumber}, ${error.field}: ${error.message}` : `row ${rowNumber}: ${error.message}`;
}

/** A row's errors in the order of the file's columns, as a person reads the row. */
function inColumnOrder(errors: FieldError[], columns: string[]): FieldError[] {
  const at = (e: FieldError) => (columns.includes(e.field) ? columns.indexOf(e.field) : columns.length);
  return [...errors].sort((a, b) => at(a) - at(b));
}

const plural = (n: number, word: string, words = `${word}s`) => `${n} ${n === 1 ? word : words}`;

/** A database error without the SQL that knex puts before it. */
const reason = (err: unknown) => String((err as Error)?.message ?? err).split(' - ').pop();

/** Thrown inside the transaction to roll it back when a row was invalid. */
class RollBack extends Error {}

export async function runImport<T>(ctx: CliContext, plan: ImportPlan<T>, options: ImportOptions): Promise<ImportOutcome> {
  const db = await ctx.db();
  const size = plan.batchSize ?? 500;
  const progress = createProgress(ctx);
  const started = performance.now();
  const check = plan.checker();
  let checked = 0;
  let invalid = 0;
  let imported = 0;
  const errors: ImportOutcome['errors'] = [];
  const outcome = (): ImportOutcome => ({
    file: plan.file.path, dryRun: Boolean(options.dryRun), checked, invalid, imported, seconds: Number(((performance.now() - started) / 1000).toFixed(3)), errors,
  });
  /** A refusal: with --json its summary goes to stdout too (imported 0, the errors), then the message to stderr. */
  const refuse = (message: string): never => {
    if (options.json) ctx.summary(true, outcome(), []);
    throw new CliError(message);
  };

  /** Reads and checks every row; with a transaction, writes the valid ones while no row has been refused (or all, with --skip-invalid). */
  async function readAll(q: Knex, trx: Knex.Transaction | null): Promise<void> {
    let bytes = 0;
    // While the database writes one batch, the next one is read and checked.
    let writing: Promise<void> = Promise.resolve();
    for await (const batch of inBatches(plan.file.rows((n) => (bytes = n)), size)) {
      ctx.checkInterrupted(trx ? 'the import was rolled back, nothing was imported' : 'the check stopped, nothing was written');
      const checks = await checkBatch(check, batch, q);
      const values: T[] = [];
      checks.forEach((c, i) => {
        checked++;
        if (c.ok) {
          values.push(c.value);
          return;
        }
        invalid++;
        for (const e of inColumnOrder(c.errors, plan.file.columns)) {
          progress.log(formatRowError(batch[i].rowNumber, e));
          errors.push({ row: batch[i].rowNumber, field: e.field, message: e.message });
        }
      });
      if (trx && values.length && (options.skipInvalid || !invalid)) {
        await writing;
        writing = plan.insert(trx, values);
        writing.catch(() => {}); // awaited at the next batch or below; this only keeps it from counting as unhandled meanwhile
        imported += values.length;
      }
      progress.update(bytes, `${plural(checked, 'row')}, ${invalid} invalid`);
    }
    await writing;
  }

  progress.start(options.dryRun ? 'Checking' : 'Importing', plan.file.size);
  try {
    if (options.dryRun) await readAll(db, null);
    else {
      await db.transaction(async (trx) => {
        await readAll(trx, trx);
        // The last moment Ctrl-C can still undo everything: after the commit the import stands.
        ctx.checkInterrupted('the import was rolled back, nothing was imported');
        if (!imported || (invalid && !options.skipInvalid)) throw new RollBack();
      });
    }
  } catch (err) {
    if (!(err instanceof RollBack)) {
      if (err instanceof CliError) throw err;
      throw new CliError(`the import failed and was rolled back, nothing was imported: ${reason(err)}`);
    }
    imported = 0;
  } finally {
    progress.stop();
  }

  const valid = checked - invalid;
  if (!checked) refuse(`${plan.file.path} has no rows to import`);
  if (invalid && !options.skipInvalid) {
    refuse(
      `${invalid} of ${plural(checked, 'row')} invalid: nothing was ${options.dryRun ? 'written (dry run)' : 'imported'}` +
        (valid ? ` (fix them, or import the ${plural(valid, 'valid row')} with --skip-invalid)` : ''),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  if (options.dryRun) {
    if (options.json) return outcome();
    ctx.print(
      `Dry run: ${plural(checked, 'row')} checked, ${valid} would be imported as ${plan.noun[1]}` +
        `${invalid ? `, ${invalid} invalid skipped` : ''}; nothing was written.`,
    );
    return outcome();
  }
  if (!imported) refuse(`no valid rows in ${plan.file.path}: nothing was imported`);
  if (options.json) return outcome();
  ctx.print(
    `Imported ${plural(imported, ...plan.noun)} from ${plan.file.path} in ${seconds.toFixed(1)} s` +
      // A rate says something about large files only.
      `${checked >= 1000 ? ` (${Math.round(checked / seconds)} rows/s)` : ''}${invalid ? `; ${plural(invalid, 'invalid row')} skipped` : ''}.`,
  );
  return outcome();
}
