// The command tree of CONTRACT §4. Each leaf command lives in commands/<name>.ts and registers itself on its parent.
import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import type { CliContext } from './context.js';
import { registerAdminCreate } from './commands/admin-create.js';
import { registerAdminPassword } from './commands/admin-password.js';
import { registerBackup } from './commands/backup.js';
import { registerRestore } from './commands/restore.js';
import { registerDealsExpire } from './commands/deals-expire.js';
import { registerDealsList } from './commands/deals-list.js';
import { registerExport } from './commands/export.js';
import { registerImportBusinesses } from './commands/import-businesses.js';
import { registerImportDeals } from './commands/import-deals.js';
import { registerJobsRun } from './commands/jobs-run.js';
import { registerMailOutbox } from './commands/mail-outbox.js';
import { registerMigrate } from './commands/migrate.js';
import { registerSeed } from './commands/seed.js';
import { registerUsersDelete } from './commands/users-delete.js';
import { registerUsersList } from './commands/users-list.js';
import { registerUsersVerify } from './commands/users-verify.js';
import { registerUploadsMigrate } from './commands/uploads-migrate.js';
import { DATABASE_ENV, MAIL_ENV, UPLOADS_ENV, helpText, withHelp } from './io/help.js';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

export function createProgram(ctx: CliContext): Command {
  const program = new Command('dadeal')
    .description(
      'Da Deal! administration: migrations, demo data, admins, imports, exports, backups and operations.\n' +
        'Uses the same DATABASE_URL / DATA_DIR as the server (PGlite in $DATA_DIR/pglite when DATABASE_URL is unset).',
    )
    .version(version)
    .exitOverride()
    .configureOutput({ writeOut: (s) => ctx.stdout.write(s), writeErr: (s) => ctx.stderr.write(s) })
    .showHelpAfterError('(run with --help for usage)')
    .showSuggestionAfterError()
    .addHelpText(
      'after',
      helpText(
        [
          'dadeal migrate',
          'dadeal import deals cli/examples/deals.csv --business reefside@dadeal.test',
          'dadeal export deals --out deals.csv',
          'dadeal admin create --help',
        ],
        ['DATABASE_URL', 'DATA_DIR', 'SMTP_URL', 'MAIL_FROM', 'PUBLIC_URL', 'DADEAL_DEBUG'],
      ) +
        '\n\nExit codes: 0 success, 1 failure, 2 usage error, 130 interrupted (Ctrl-C). --json prints a summary as one JSON object.',
    );

  registerMigrate(program, ctx);
  registerSeed(program, ctx);

  const admin = withHelp(program.command('admin').description('administrator accounts of the console'), [
    'dadeal admin create --email chief@dadeal.example --first-name Lani --last-name Chief',
    'dadeal admin password --email chief@dadeal.example',
  ]);
  registerAdminCreate(admin, ctx);
  registerAdminPassword(admin, ctx);

  const imports = withHelp(
    program.command('import').description('load deals or businesses from a CSV file (header row) or a JSON array'),
    ['dadeal import deals cli/examples/deals.csv --business reefside@dadeal.test', 'dadeal import businesses cli/examples/businesses.csv --send-password-links'],
    [...DATABASE_ENV, ...MAIL_ENV],
  );
  registerImportDeals(imports, ctx);
  registerImportBusinesses(imports, ctx);

  registerExport(program, ctx);

  const users = withHelp(program.command('users').description('user accounts'), ['dadeal users list --type business', 'dadeal users verify mele@island.example']);
  registerUsersList(users, ctx);
  registerUsersVerify(users, ctx);
  registerUsersDelete(users, ctx);

  const deals = withHelp(program.command('deals').description('deals'), ['dadeal deals list --active', 'dadeal deals expire --dry-run']);
  registerDealsList(deals, ctx);
  registerDealsExpire(deals, ctx);

  const mail = withHelp(program.command('mail').description('e-mail'), ['dadeal mail outbox', 'dadeal mail outbox --retry'], [...DATABASE_ENV, ...MAIL_ENV]);
  registerMailOutbox(mail, ctx);

  const jobs = withHelp(
    program.command('jobs').description('the scheduled jobs: coupon reminders, deal alerts, last-minute alerts'),
    ['dadeal jobs run coupon-reminders --json'],
    [...DATABASE_ENV, ...MAIL_ENV],
  );
  registerJobsRun(jobs, ctx);

  const uploads = withHelp(program.command('uploads').description('uploaded pictures'), ['dadeal uploads migrate', 'dadeal uploads migrate --back'], [...DATABASE_ENV, ...UPLOADS_ENV]);
  registerUploadsMigrate(uploads, ctx);

  registerBackup(program, ctx);
  registerRestore(program, ctx);

  return program;
}
