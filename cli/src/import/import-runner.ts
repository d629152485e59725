// How every import runs (CONTRACT §4): first every row is checked and every error reported as
// "row N, field: message"; then, unless --dry-run, all rows are written in one transaction in batches, or none
// is (--skip-invalid writes the valid rows and skips the others). The file is streamed twice (check, write),
// so memory stays flat whatever its size.
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
   * A fresh checker for one pass over the file (it may remember rows seen, e.g. e-mails). It checks a batch of
   * rows; `q` is the database while checking and the import's transaction while writing.
   */
  checker(): RowChecker<T>;
  /** Writes a batch of checked rows inside the import's transaction. */
  insert(trx: Knex.Transaction, values: T[]): Promise<void>;
  batchSize?: number;
}

export interface ImportOptions {
  dryRun?: boolean;
  skipInvalid?: boolean;
}

export interface ImportOutcome {
  checked: number;
  invalid: number;
  imported: number;
  seconds: number;
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

export async function runImport<T>(ctx: CliContext, plan: ImportPlan<T>, options: ImportOptions): Promise<ImportOutcome> {
  const db = await ctx.db();
  const size = plan.batchSize ?? 500;
  const progress = createProgress(ctx);
  const started = performance.now();
  let checked = 0;
  let invalid = 0;

  progress.start('Checking', plan.file.size);
  let bytes = 0;
  const firstPass = plan.checker();
  try {
    for await (const batch of inBatches(plan.file.rows((n) => (bytes = n)), size)) {
      const checks = await checkBatch(firstPass, batch, db);
      checks.forEach((c, i) => {
        checked++;
        if (c.ok) return;
        invalid++;
        for (const e of inColumnOrder(c.errors, plan.file.columns)) progress.log(formatRowError(batch[i].rowNumber, e));
      });
      progress.update(bytes, `${plural(checked, 'row')}, ${invalid} invalid`);
    }
  } finally {
    progress.stop();
  }

  const valid = checked - invalid;
  if (!checked) throw new CliError(`${plan.file.path} has no rows to import`);
  if (invalid && !options.skipInvalid) {
    throw new CliError(
      `${invalid} of ${plural(checked, 'row')} invalid: nothing was ${options.dryRun ? 'written (dry run)' : 'imported'}` +
        (valid ? ` (fix them, or import the ${plural(valid, 'valid row')} with --skip-invalid)` : ''),
    );
  }
  if (options.dryRun) {
    ctx.print(
      `Dry run: ${plural(checked, 'row')} checked, ${valid} would be imported as ${plan.noun[1]}` +
        `${invalid ? `, ${invalid} invalid skipped` : ''}; nothing was written.`,
    );
    return { checked, invalid, imported: 0, seconds: (performance.now() - started) / 1000 };
  }
  if (!valid) throw new CliError(`no valid rows in ${plan.file.path}: nothing was imported`);

  let imported = 0;
  progress.start('Importing', valid);
  try {
    await db.transaction(async (trx) => {
      const secondPass = plan.checker();
      // While the database writes one batch, the next one is read and checked.
      let writing: Promise<void> = Promise.resolve();
      for await (const batch of inBatches(plan.file.rows(), size)) {
        const checks = await checkBatch(secondPass, batch, trx);
        const values: T[] = [];
        checks.forEach((c, i) => {
          if (c.ok) values.push(c.value);
          else if (!options.skipInvalid) throw new CliError(`row ${batch[i].rowNumber} changed while importing: nothing was imported`);
        });
        await writing;
        writing = values.length ? plan.insert(trx, values) : Promise.resolve();
        writing.catch(() => {}); // awaited at the next batch or below; this only keeps it from counting as unhandled meanwhile
        imported += values.length;
        progress.update(imported, `${imported}/${valid} ${plan.noun[1]}`);
      }
      await writing;
    });
  } catch (err) {
    if (err instanceof CliError) throw err;
    throw new CliError(`the import failed and was rolled back, nothing was imported: ${reason(err)}`);
  } finally {
    progress.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  ctx.print(
    `Imported ${plural(imported, ...plan.noun)} from ${plan.file.path} in ${seconds.toFixed(1)} s ` +
      `(${Math.round(checked / seconds)} rows/s)${invalid ? `; ${plural(invalid, 'invalid row')} skipped` : ''}.`,
  );
  return { checked, invalid, imported, seconds };
}
