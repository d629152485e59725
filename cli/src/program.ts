// The command tree of CONTRACT §4. Each leaf command lives in commands/<name>.ts and registers itself on its parent.
import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import type { CliContext } from './context.js';
import { registerAdminCreate } from './commands/admin-create.js';
import { registerDealsExpire } from './commands/deals-expire.js';
import { registerDealsList } from './commands/deals-list.js';
import { registerExport } from './commands/export.js';
import { registerImportBusinesses } from './commands/import-businesses.js';
import { registerImportDeals } from './commands/import-deals.js';
import { registerMailOutbox } from './commands/mail-outbox.js';
import { registerMigrate } from './commands/migrate.js';
import { registerSeed } from './commands/seed.js';
import { registerUsersDelete } from './commands/users-delete.js';
import { registerUsersList } from './commands/users-list.js';
import { registerUsersVerify } from './commands/users-verify.js';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

export function createProgram(ctx: CliContext): Command {
  const program = new Command('dadeal')
    .description(
      'Da Deal! administration: migrations, demo data, admins, imports, exports and operations.\n' +
        'Uses the same DATABASE_URL / DATA_DIR as the server (PGlite in $DATA_DIR/pglite when DATABASE_URL is unset).',
    )
    .version(version)
    .exitOverride()
    .configureOutput({ writeOut: (s) => ctx.stdout.write(s), writeErr: (s) => ctx.stderr.write(s) })
    .showHelpAfterError('(run with --help for usage)')
    .showSuggestionAfterError();

  registerMigrate(program, ctx);
  registerSeed(program, ctx);

  const admin = program.command('admin').description('administrator accounts of the console');
  registerAdminCreate(admin, ctx);

  const imports = program.command('import').description('load deals or businesses from a CSV file (header row) or a JSON array');
  registerImportDeals(imports, ctx);
  registerImportBusinesses(imports, ctx);

  registerExport(program, ctx);

  const users = program.command('users').description('user accounts');
  registerUsersList(users, ctx);
  registerUsersVerify(users, ctx);
  registerUsersDelete(users, ctx);

  const deals = program.command('deals').description('deals');
  registerDealsList(deals, ctx);
  registerDealsExpire(deals, ctx);

  const mail = program.command('mail').description('e-mail');
  registerMailOutbox(mail, ctx);

  return program;
}
