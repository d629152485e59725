// dadeal users verify EMAIL: marks an account's e-mail as verified (so it can log in without the link).
import type { Command } from 'commander';
import { findUserByEmail } from '@dadeal/api/features/accounts/accounts.service.js';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';

export function registerUsersVerify(parent: Command, ctx: CliContext): void {
  parent
    .command('verify')
    .description("mark an account's e-mail address as verified")
    .argument('<email>', "the account's e-mail")
    .action(async (email: string) => {
      const db = await ctx.db();
      const user = await findUserByEmail(db, email);
      if (!user) throw new CliError(`no user with the e-mail ${email}`);
      if (user.isEmailVerified) {
        ctx.print(`${user.email} was already verified.`);
        return;
      }
      await db('users').where({ id: user.id }).update({ isEmailVerified: true, updatedAt: db.fn.now() });
      ctx.print(`${user.email} is now verified.`);
    });
}
