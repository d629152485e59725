// dadeal admin create: an administrator of the console. Missing values are asked for on a terminal, each
// answer checked with core's 'admin-create' rules; the API's createAdmin checks again, hashes and stores.
import { Option, type Command } from 'commander';
import { ADMIN_ROLES, roleLabel } from '@dadeal/core';
import { createAdmin, DEFAULT_ADMIN_ROLE } from '@dadeal/api/features/admin/admins.service.js';
import type { CliContext } from '../context.js';
import { fieldCheck } from '../io/prompts.js';

interface AdminCreateOptions {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  role: string;
}

export function registerAdminCreate(parent: Command, ctx: CliContext): void {
  parent
    .command('create')
    .description('create an administrator (asks for what is missing on a terminal)')
    .option('--email <email>', "the administrator's e-mail (login)")
    .option('--password <password>', 'at least 6 characters (asked for, hidden, when left out on a terminal)')
    .option('--first-name <name>', 'first name')
    .option('--last-name <name>', 'last name')
    .addOption(new Option('--role <role>', 'role').choices([...ADMIN_ROLES]).default(DEFAULT_ADMIN_ROLE))
    .action(async (options: AdminCreateOptions) => {
      const check = (field: string) => fieldCheck('admin-create', field);
      const email = await ctx.prompts.value(options.email, { option: '--email', message: 'E-mail', validate: check('email') });
      const password = await ctx.prompts.value(options.password, { option: '--password', message: 'Password', secret: true, validate: check('password') });
      const firstName = await ctx.prompts.value(options.firstName, { option: '--first-name', message: 'First name', validate: check('firstName') });
      const lastName = await ctx.prompts.value(options.lastName, { option: '--last-name', message: 'Last name', validate: check('lastName') });
      const admin = await createAdmin(await ctx.db(), { email, password, firstName, lastName, role: options.role });
      ctx.print(`Administrator ${admin.email} (${roleLabel(admin.role)}) created: log in at /admin-login.`);
    });
}
