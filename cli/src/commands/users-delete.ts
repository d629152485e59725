// dadeal users delete EMAIL [--yes]: deletes an account with the admin console's rules (deleteUserAccount, the one
// deletion path: docs/decisions/0081): unredeemed coupons go back to their deals, redeemed ones stay detached; a
// business's deals end and its staff go, its row stays closed; a partner's ref is retired.
import type { Command } from 'commander';
import { findUserByEmail } from '@dadeal/api/features/accounts/accounts.service.js';
import { deleteUserAccount } from '@dadeal/api/features/admin/admin-users.service.js';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';
import { withHelp } from '../io/help.js';

export function registerUsersDelete(parent: Command, ctx: CliContext): void {
  const command = parent
    .command('delete')
    .description('delete an account as the admin console does: a business closes and its deals end (asks for confirmation)')
    .argument('<email>', "the account's e-mail")
    .option('-y, --yes', 'do not ask for confirmation')
    .option('--json', 'print what was deleted as one JSON object')
    .action(async (email: string, options: { yes?: boolean; json?: boolean }) => {
      const db = await ctx.db();
      const user = await findUserByEmail(db, email);
      if (!user) throw new CliError(`no user with the e-mail ${email}`);
      const business = await db('businesses').where({ userId: user.id }).first('id', 'companyName');
      const [{ deals }] = business
        ? await db('deals').where({ businessId: business.id }).count<{ deals: number }[]>({ deals: '*' })
        : [{ deals: 0 }];
      const what = business ? ` (business "${business.companyName}": its ${Number(deals)} deal(s) end)` : '';
      const report = { email: user.email, business: business ? { id: business.id, companyName: business.companyName, deals: Number(deals) } : null };
      if (!(await ctx.prompts.confirm(`Delete ${user.email}${what}?`, options.yes))) {
        ctx.summary(options.json, { ...report, deleted: false }, 'Nothing deleted.');
        return;
      }
      const summary = await db.transaction((trx) => deleteUserAccount(trx, user.id));
      ctx.summary(
        options.json,
        { ...report, deleted: true, releasedCoupons: summary.releasedCoupons, detachedCoupons: summary.detachedCoupons },
        `Deleted ${user.email}${what}; ${summary.releasedCoupons} unredeemed coupon(s) went back to their deals, ` +
          `${summary.detachedCoupons} redeemed coupon(s) kept without their holder.`,
      );
    });
  withHelp(command, ['dadeal users delete mele@island.example', 'dadeal users delete reefside@dadeal.test --yes --json']);
}
