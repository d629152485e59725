// dadeal seed --demo: the server's demo data, into an empty database only.
import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import { CliError, UsageError } from '../errors.js';
import { withHelp } from '../io/help.js';

export function registerSeed(parent: Command, ctx: CliContext): void {
  const command = parent
    .command('seed')
    .description('add demo data (businesses, users, deals, coupons) to an empty database')
    .option('--demo', 'the demo data set (the only one there is)')
    .option('--json', 'print {deals, accounts} as one JSON object')
    .action(async (options: { demo?: boolean; json?: boolean }) => {
      if (!options.demo) throw new UsageError('say what to seed: dadeal seed --demo');
      // Loaded here, not at start: the demo (its pictures, the uploads feature) is the heaviest module of the API.
      const { DEMO_ACCOUNTS, seedDemo } = await import('@dadeal/api/seed/demo.js');
      const { createPictureStore } = await import('@dadeal/api/features/uploads/picture-stores.js');
      const db = await ctx.db();
      if (!(await seedDemo(db, createPictureStore(ctx.config().uploads)))) {
        throw new CliError('the database already has users: demo data is only added to an empty database');
      }
      const [{ n }] = await db('deals').count<{ n: number }[]>({ n: '*' });
      ctx.summary(options.json, { deals: Number(n), accounts: DEMO_ACCOUNTS }, [
        `Demo data seeded: ${Number(n)} deals. Accounts (every demo account shares this password):`,
        ...DEMO_ACCOUNTS.map((account) => `  ${account.email}  ${account.password}  (${account.kind})`),
      ]);
    });
  withHelp(command, ['DATA_DIR=/tmp/demo dadeal seed --demo', 'dadeal seed --demo --json']);
}
