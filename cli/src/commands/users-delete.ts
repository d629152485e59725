// dadeal users delete EMAIL [--yes]: deletes an account and, through the foreign keys, what it owns.
import type { Command } from 'commander';
import { findUserByEmail } from '@dadeal/api/features/accounts/accounts.service.js';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';

export function registerUsersDelete(parent: Command, ctx: CliContext): void {
  parent
    .command('delete')
    .description('delete an account with its business, deals, coupons and favourites (asks for confirmation)')
    .argument('<email>', "the account's e-mail")
    .option('-y, --yes', 'do not ask for confirmation')
    .action(async (email: string, options: { yes?: boolean }) => {
      const db = await ctx.db();
      const user = await findUserByEmail(db, email);
      if (!user) throw new CliError(`no user with the e-mail ${email}`);
      const business = await db('businesses').where({ userId: user.id }).first('id', 'companyName');
      const [{ deals }] = business
        ? await db('deals').where({ businessId: business.id }).count<{ deals: number }[]>({ deals: '*' })
        : [{ deals: 0 }];
      const what = business ? ` (business "${business.companyName}" with ${Number(deals)} deal(s) and their coupons)` : '';
      if (!(await ctx.prompts.confirm(`Delete ${user.email}${what}?`, options.yes))) {
        ctx.print('Nothing deleted.');
        return;
      }
      await db('users').where({ id: user.id }).delete();
      ctx.print(`Deleted ${user.email}${what}.`);
    });
}
