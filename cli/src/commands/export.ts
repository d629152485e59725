// dadeal export deals|users|businesses|coupons [--format csv|json] [--out FILE]
import { createWriteStream, rmSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { Argument, Option, type Command } from 'commander';
import type { CliContext } from '../context.js';
import { DATASETS, pages, type DatasetName } from '../export/datasets.js';
import { writeRows, type OutputFormat } from '../io/write-rows.js';

export function registerExport(parent: Command, ctx: CliContext): void {
  parent
    .command('export')
    .description('write a table as CSV or JSON to a file or to stdout, streaming (no password hashes, no tokens)')
    .addArgument(new Argument('<table>', 'what to export').choices(Object.keys(DATASETS)))
    .addOption(new Option('--format <format>', 'csv or json (default: from --out\'s extension, else csv)').choices(['csv', 'json']))
    .option('--out <file>', 'write to this file instead of stdout')
    .action(async (table: DatasetName, options: { format?: OutputFormat; out?: string }) => {
      const format: OutputFormat = options.format ?? (options.out && path.extname(options.out).toLowerCase() === '.json' ? 'json' : 'csv');
      const db = await ctx.db();
      const set = DATASETS[table];
      if (!options.out) {
        const count = await writeRows(ctx.stdout, format, set.columns, pages(db, set));
        ctx.note(`Exported ${count} ${table}.`);
        return;
      }
      const out = createWriteStream(options.out);
      try {
        await once(out, 'open');
        const count = await writeRows(out, format, set.columns, pages(db, set));
        out.end();
        await once(out, 'finish');
        ctx.print(`Exported ${count} ${table} to ${options.out} (${format.toUpperCase()}).`);
      } catch (err) {
        out.destroy();
        rmSync(options.out, { force: true }); // no half-written file left behind
        throw err;
      }
    });
}
