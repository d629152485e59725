// dadeal import deals FILE --business EMAIL|ID [--dry-run] [--skip-invalid]
import type { Command } from 'commander';
import type { Knex } from 'knex';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';
import { openRowFile } from '../io/read-rows.js';
import { mapColumns, requireColumns } from '../import/columns.js';
import { checkDealRows, DEAL_COLUMNS } from '../import/deal-rows.js';
import { runImport } from '../import/import-runner.js';
import { withHelp } from '../io/help.js';

interface ImportDealsOptions {
  business?: string;
  dryRun?: boolean;
  skipInvalid?: boolean;
  json?: boolean;
}

/** A business by its id (businesses.id) or by its account's e-mail. */
export async function findBusiness(db: Knex, ref: string): Promise<{ id: number; companyName: string } | undefined> {
  const q = db('businesses as b').join('users as u', 'u.id', 'b.userId').first('b.id', 'b.companyName');
  return /^\d+$/.test(ref.trim()) ? q.where('b.id', Number(ref)) : q.whereRaw('lower(u.email) = ?', [ref.trim().toLowerCase()]);
}

export function registerImportDeals(parent: Command, ctx: CliContext): void {
  const command = parent
    .command('deals')
    .description("import a business's deals from FILE.csv (header row) or FILE.json (array of objects)")
    .argument('<file>', 'the CSV or JSON file')
    .option('--business <email|id>', "the business: its account's e-mail or its business id (asked for on a terminal)")
    .option('--dry-run', 'check every row and report, write nothing')
    .option('--skip-invalid', 'import the valid rows and skip the invalid ones (instead of importing nothing)')
    .option('--json', 'print the summary as one JSON object (counts, every row error) on stdout')
    .action(async (path: string, options: ImportDealsOptions) => {
      const file = await openRowFile(path);
      const columns = mapColumns(file.columns, DEAL_COLUMNS);
      if (file.format === 'csv') requireColumns(columns, 'deal-create');
      if (columns.ignored.length) ctx.note(`note: ignoring column(s) ${columns.ignored.map((c) => `"${c}"`).join(', ')}`);

      const db = await ctx.db();
      const ref = await ctx.prompts.value(options.business, {
        option: '--business',
        message: "Business (account e-mail or business id)",
        validate: async (v) => ((await findBusiness(db, v)) ? true : `No business with the e-mail or id ${v}`),
      });
      const business = await findBusiness(db, ref);
      if (!business) throw new CliError(`no business with the e-mail or id ${ref}`);
      ctx.note(`Deals for "${business.companyName}" (business ${business.id}) from ${file.path}`);

      const outcome = await runImport(
        ctx,
        {
          noun: ['deal', 'deals'],
          file,
          checker: () => checkDealRows(columns, business.id),
          insert: async (trx, rows) => {
            await trx('deals').insert(rows);
          },
          batchSize: 1000,
        },
        options,
      );
      if (options.json) ctx.summary(true, { ...outcome, business }, []);
    });
  withHelp(command, [
    'dadeal import deals cli/examples/deals.csv --business reefside@dadeal.test',
    'dadeal import deals season-2027.csv --business 7 --dry-run',
    'dadeal import deals season-2027.csv --business 7 --skip-invalid --json | jq .imported',
  ]);
}
