// dadeal users list [--type user|business|staff] [--json]
import { Option, type Command } from 'commander';
import { ACCOUNT_TYPES, type AccountType, type User } from '@dadeal/core';
import type { CliContext } from '../context.js';
import { printJson, printTable } from '../io/table.js';
import { withHelp } from '../io/help.js';

/** The API's user shape (never the password hash), with the business's name (a staff member's: its employer's) and the raw timestamp. */
type UserRow = Omit<User, 'createdAt'> & { companyName: string | null; createdAt: Date };

export function registerUsersList(parent: Command, ctx: CliContext): void {
  const command = parent
    .command('list')
    .description('list user accounts, oldest first (never their passwords)')
    .addOption(new Option('--type <type>', 'only regular users, business accounts or businesses\' staff').choices([...ACCOUNT_TYPES]))
    .option('--json', 'print JSON instead of a table')
    .action(async (options: { type?: AccountType; json?: boolean }) => {
      const db = await ctx.db();
      const q = db('users as u')
        .leftJoin('businesses as b', (join) => join.on('b.userId', 'u.id').orOn('b.id', 'u.staffBusinessId'))
        .select('u.id', 'u.email', 'u.firstName', 'u.lastName', 'u.phoneNumber', 'u.userType', 'u.isEmailVerified', 'u.emailNotifications', 'b.companyName', 'u.createdAt')
        .orderBy('u.id');
      if (options.type) q.where('u.userType', options.type);
      const rows: UserRow[] = await q;
      if (options.json) {
        printJson(ctx, rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })));
        return;
      }
      printTable(
        ctx,
        rows,
        [
          { header: 'ID', value: (r) => r.id },
          { header: 'EMAIL', value: (r) => r.email },
          { header: 'NAME', value: (r) => `${r.firstName} ${r.lastName}` },
          { header: 'TYPE', value: (r) => r.userType },
          { header: 'E-MAIL STATE', value: (r) => (r.isEmailVerified ? 'Verified' : 'Unverified') },
          { header: 'COMPANY', value: (r) => r.companyName },
          { header: 'CREATED', value: (r) => new Date(r.createdAt).toISOString().slice(0, 10) },
        ],
        options.type ? `No ${options.type} accounts.` : 'No users.',
      );
    });
  withHelp(command, ['dadeal users list --type business', 'dadeal users list --json']);
}
