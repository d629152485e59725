// dadeal export deals|users|businesses|coupons [--format csv|json] [--out FILE]
import { createWriteStream, rmSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { Argument, Option, type Command } from 'commander';
import type { CliContext } from '../context.js';
import { DATASETS, pages, type DatasetName } from '../export/datasets.js';
import { writeRows, type OutputFormat } from '../io/write-rows.js';
import { withHelp } from '../io/help.js';

/** The pages, stopping with Interrupted at the next page after Ctrl-C. */
async function* untilInterrupted<T>(ctx: CliContext, source: AsyncIterable<T>): AsyncGenerator<T> {
  for await (const page of source) {
    ctx.checkInterrupted('the export stopped');
    yield page;
  }
}

export function registerExport(parent: Command, ctx: CliContext): void {
  const command = parent
    .command('export')
    .description('write a table as CSV or JSON to a file or to stdout, streaming (no password hashes, no tokens)')
    .addArgument(new Argument('<table>', 'what to export').choices(Object.keys(DATASETS)))
    .addOption(new Option('--format <format>', 'csv or json (default: from --out\'s extension, else csv)').choices(['csv', 'json']))
    .option('--out <file>', 'write to this file instead of stdout')
    .option('--json', 'print the summary as one JSON object: on stdout with --out, else on stderr (stdout holds the data)')
    .action(async (table: DatasetName, options: { format?: OutputFormat; out?: string; json?: boolean }) => {
      const format: OutputFormat = options.format ?? (options.out && path.extname(options.out).toLowerCase() === '.json' ? 'json' : 'csv');
      const db = await ctx.db();
      const set = DATASETS[table];
      const summary = (rows: number) => ({ table, format, rows, out: options.out ?? null });
      if (!options.out) {
        const count = await writeRows(ctx.stdout, format, set.columns, untilInterrupted(ctx, pages(db, set)));
        ctx.note(options.json ? JSON.stringify(summary(count)) : `Exported ${count} ${table}.`);
        return;
      }
      const out = createWriteStream(options.out);
      try {
        await once(out, 'open');
        const count = await writeRows(out, format, set.columns, untilInterrupted(ctx, pages(db, set)));
        out.end();
        await once(out, 'finish');
        ctx.summary(options.json, summary(count), `Exported ${count} ${table} to ${options.out} (${format.toUpperCase()}).`);
      } catch (err) {
        out.destroy();
        rmSync(options.out, { force: true }); // no half-written file left behind
        throw err;
      }
    });
  withHelp(command, [
    'dadeal export deals --out deals-2026.json',
    'dadeal export users --format csv > users.csv',
    'dadeal export coupons --out coupons.csv --json',
  ]);
}
