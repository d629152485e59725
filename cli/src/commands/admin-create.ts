// dadeal admin create: an administrator of the console. Missing values are asked for on a terminal, each
// answer checked with core's 'admin-create' rules; the API's createAdmin checks again, hashes and stores.
import { Option, type Command } from 'commander';
import { ADMIN_ROLES, roleLabel } from '@dadeal/core';
import { createAdmin, DEFAULT_ADMIN_ROLE } from '@dadeal/api/features/admin/admins.service.js';
import type { CliContext } from '../context.js';
import { Interrupted } from '../errors.js';
import { withHelp } from '../io/help.js';
import { fieldCheck } from '../io/prompts.js';

interface AdminCreateOptions {
  email?: string;
  password?: string;
  passwordStdin?: boolean;
  firstName?: string;
  lastName?: string;
  role: string;
  json?: boolean;
}

/**
 * All of stdin, without the one line break that `echo` or a secrets manager's output ends with (a password may
 * hold spaces, so nothing else is trimmed). Ctrl-C while waiting stops it.
 */
export async function readPasswordFromStdin(ctx: CliContext): Promise<string> {
  const chunks: Buffer[] = [];
  const aborted = new Promise<never>((_, reject) => {
    const stop = () => reject(new Interrupted('interrupted (Ctrl-C): nothing was done'));
    if (ctx.signal.aborted) stop();
    ctx.signal.addEventListener('abort', stop, { once: true });
  });
  const read = (async () => {
    for await (const chunk of ctx.stdin) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
  })();
  return Promise.race([read, aborted]);
}

export function registerAdminCreate(parent: Command, ctx: CliContext): void {
  const command = parent
    .command('create')
    .description('create an administrator (asks for what is missing on a terminal)')
    .option('--email <email>', "the administrator's e-mail (login)")
    .option('--password <password>', 'at least 6 characters (asked for, hidden, when left out on a terminal); it stays in shell history: prefer --password-stdin in scripts')
    .addOption(new Option('--password-stdin', 'read the password from stdin (its final line break removed)').conflicts('password'))
    .option('--first-name <name>', 'first name')
    .option('--last-name <name>', 'last name')
    .addOption(new Option('--role <role>', 'role').choices([...ADMIN_ROLES]).default(DEFAULT_ADMIN_ROLE))
    .option('--json', 'print the administrator created (never the password) as one JSON object')
    .action(async (options: AdminCreateOptions) => {
      const check = (field: string) => fieldCheck('admin-create', field);
      const email = await ctx.prompts.value(options.email, { option: '--email', message: 'E-mail', validate: check('email') });
      const given = options.passwordStdin ? await readPasswordFromStdin(ctx) : options.password;
      const password = await ctx.prompts.value(given, { option: '--password', message: 'Password', secret: true, validate: check('password') });
      const firstName = await ctx.prompts.value(options.firstName, { option: '--first-name', message: 'First name', validate: check('firstName') });
      const lastName = await ctx.prompts.value(options.lastName, { option: '--last-name', message: 'Last name', validate: check('lastName') });
      const admin = await createAdmin(await ctx.db(), { email, password, firstName, lastName, role: options.role });
      ctx.summary(options.json, admin, `Administrator ${admin.email} (${roleLabel(admin.role)}) created: log in at /admin-login.`);
    });
  withHelp(command, [
    'dadeal admin create --email chief@dadeal.example --first-name Lani --last-name Chief   # asks for the password',
    'pass show dadeal/chief | dadeal admin create --email chief@dadeal.example --password-stdin --first-name Lani --last-name Chief --role admin',
  ]);
}
