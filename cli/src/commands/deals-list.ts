// dadeal deals list [--active] [--json]: every deal, or (--active) those the public sees now.
import type { Command } from 'commander';
import { formatPrice, remainingText } from '@dadeal/core';
import { dealsQuery, toDealDto, whereLive, type DealRow } from '@dadeal/api/features/deals/deals.queries.js';
import type { CliContext } from '../context.js';
import { printJson, printTable } from '../io/table.js';
import { withHelp } from '../io/help.js';

export function registerDealsList(parent: Command, ctx: CliContext): void {
  const command = parent
    .command('list')
    .description('list deals, newest first')
    .option('--active', 'only live deals: active, started and not ended (what the public sees)')
    .option('--json', 'print JSON (the API\'s deal shape) instead of a table')
    .action(async (options: { active?: boolean; json?: boolean }) => {
      const db = await ctx.db();
      const q = dealsQuery(db).orderBy('d.createdAt', 'desc').orderBy('d.id', 'desc');
      if (options.active) whereLive(q, db);
      const now = Date.now();
      const deals = ((await q) as DealRow[]).map((r) => toDealDto(r, now));
      if (options.json) {
        printJson(ctx, deals);
        return;
      }
      printTable(
        ctx,
        deals,
        [
          { header: 'ID', value: (d) => d.id },
          { header: 'TITLE', value: (d) => (d.title.length > 40 ? `${d.title.slice(0, 39)}…` : d.title) },
          { header: 'BUSINESS', value: (d) => d.business.companyName },
          { header: 'CATEGORY', value: (d) => d.category },
          { header: 'TYPE', value: (d) => d.businessCategory },
          { header: 'PRICE', value: (d) => `${formatPrice(d.dealPrice)} (was ${formatPrice(d.originalPrice)})` },
          { header: 'COUPONS', value: (d) => remainingText(d) },
          { header: 'ENDS', value: (d) => d.endDate.slice(0, 16).replace('T', ' ') },
          { header: 'STATE', value: (d) => [d.isActive ? 'Active' : 'Inactive', d.isFeatured ? 'Featured' : ''].filter(Boolean).join(', ') },
        ],
        options.active ? 'No live deals.' : 'No deals.',
      );
    });
  withHelp(command, ['dadeal deals list --active', 'dadeal deals list --json > deals.json']);
}
