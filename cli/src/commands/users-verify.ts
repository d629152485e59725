// dadeal users verify EMAIL: marks an account's e-mail as verified (so it can log in without the link).
import type { Command } from 'commander';
import { findUserByEmail } from '@dadeal/api/features/accounts/accounts.service.js';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';
import { withHelp } from '../io/help.js';

export function registerUsersVerify(parent: Command, ctx: CliContext): void {
  const command = parent
    .command('verify')
    .description("mark an account's e-mail address as verified")
    .argument('<email>', "the account's e-mail")
    .option('--json', 'print {email, verified, wasVerified} as one JSON object')
    .action(async (email: string, options: { json?: boolean }) => {
      const db = await ctx.db();
      const user = await findUserByEmail(db, email);
      if (!user) throw new CliError(`no user with the e-mail ${email}`);
      const wasVerified = Boolean(user.isEmailVerified);
      if (!wasVerified) await db('users').where({ id: user.id }).update({ isEmailVerified: true, updatedAt: db.fn.now() });
      ctx.summary(options.json, { email: user.email, verified: true, wasVerified }, wasVerified ? `${user.email} was already verified.` : `${user.email} is now verified.`);
    });
  withHelp(command, ['dadeal users verify mele@island.example', 'dadeal users verify mele@island.example --json']);
}
