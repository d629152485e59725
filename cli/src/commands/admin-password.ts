// dadeal admin password: an operator sets an administrator's password (a forgotten one) with the API's
// setAdminPassword — core's rule for it, an argon2id hash, and the token version raised, so every session of that
// administrator ends and no browser keeps its device cookie's exemption from the failed-login limit.
import { Option, type Command } from 'commander';
import { findAdminByEmail, setAdminPassword } from '@dadeal/api/features/admin/admins.service.js';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';
import { withHelp } from '../io/help.js';
import { fieldCheck } from '../io/prompts.js';
import { readPasswordFromStdin } from './admin-create.js';

interface AdminPasswordOptions {
  email?: string;
  password?: string;
  passwordStdin?: boolean;
  json?: boolean;
}

export function registerAdminPassword(parent: Command, ctx: CliContext): void {
  const command = parent
    .command('password')
    .description("set an administrator's password (a forgotten one) and end every session of theirs")
    .option('--email <email>', "the administrator's e-mail (login)")
    .option('--password <password>', 'the new password, at least 6 characters (asked for, hidden, when left out on a terminal); it stays in shell history: prefer --password-stdin in scripts')
    .addOption(new Option('--password-stdin', 'read the new password from stdin (its final line break removed)').conflicts('password'))
    .option('--json', 'print the administrator whose password was set (never the password) as one JSON object')
    .action(async (options: AdminPasswordOptions) => {
      const email = await ctx.prompts.value(options.email, { option: '--email', message: 'E-mail', validate: fieldCheck('admin-create', 'email') });
      const given = options.passwordStdin ? await readPasswordFromStdin(ctx) : options.password;
      const db = await ctx.db();
      const admin = await findAdminByEmail(db, email);
      if (!admin) throw new CliError(`no administrator with the e-mail ${email}`);
      const password = await ctx.prompts.value(given, {
        option: '--password', message: 'New password', secret: true, validate: fieldCheck('admin-password-change', 'newPassword'),
      });
      const tokenVersion = await setAdminPassword(db, admin.id, password);
      ctx.summary(
        options.json,
        { id: admin.id, email: admin.email, passwordChanged: true, sessionsEnded: true, tokenVersion },
        `Password of administrator ${admin.email} set: every session of theirs has ended; log in at /admin-login with the new one.`,
      );
    });
  withHelp(command, [
    'dadeal admin password --email chief@dadeal.example   # asks for the new password',
    'pass show dadeal/chief | dadeal admin password --email chief@dadeal.example --password-stdin --json',
  ]);
}
