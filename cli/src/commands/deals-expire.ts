// dadeal deals expire [--dry-run]: housekeeping for cron: deactivates deals whose end has passed and drops
// featurings whose paid period is over, so that admin counters (Active Deals) and exports agree with the clock.
import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import { withHelp } from '../io/help.js';

export function registerDealsExpire(parent: Command, ctx: CliContext): void {
  const command = parent
    .command('expire')
    .description('deactivate ended deals and unfeature deals whose featuring period is over')
    .option('--dry-run', 'count what would change, change nothing')
    .option('--json', 'print {dryRun, deactivated, unfeatured} as one JSON object')
    .action(async (options: { dryRun?: boolean; json?: boolean }) => {
      const db = await ctx.db();
      const ended = () => db('deals').where('isActive', true).where('endDate', '<=', db.fn.now());
      const overFeatured = () => db('deals').where('isFeatured', true).whereNotNull('featuredUntil').where('featuredUntil', '<=', db.fn.now());
      if (options.dryRun) {
        const [{ n: e }] = await ended().count<{ n: number }[]>({ n: '*' });
        const [{ n: f }] = await overFeatured().count<{ n: number }[]>({ n: '*' });
        ctx.summary(
          options.json,
          { dryRun: true, deactivated: Number(e), unfeatured: Number(f) },
          `Dry run: ${Number(e)} ended deal(s) would be deactivated, ${Number(f)} featuring(s) would end; nothing changed.`,
        );
        return;
      }
      const [deactivated, unfeatured] = await db.transaction(async (trx) => [
        await ended().transacting(trx).update({ isActive: false, updatedAt: trx.fn.now() }),
        await overFeatured().transacting(trx).update({ isFeatured: false, updatedAt: trx.fn.now() }),
      ]);
      ctx.summary(options.json, { dryRun: false, deactivated, unfeatured }, `${deactivated} ended deal(s) deactivated, ${unfeatured} featuring(s) ended.`);
    });
  withHelp(command, ['dadeal deals expire --dry-run', '0 3 * * *  dadeal deals expire --json   # crontab: every night at 3']);
}
