// dadeal import businesses FILE [--verified] [--send-password-links] [--dry-run] [--skip-invalid]
// Each row creates a business account: the user and its business together, in the import's one transaction.
import type { Command } from 'commander';
import { issueEmailToken } from '@dadeal/api/features/accounts/tokens.js';
import { businessRowFromInput, normalizeEmail, userRowFromInput } from '@dadeal/api/features/accounts/account-rows.js';
import { placeRowsFromInput } from '@dadeal/api/features/places/place-rows.js';
import type { CliContext } from '../context.js';
import { openRowFile } from '../io/read-rows.js';
import { mapColumns, requireColumns } from '../import/columns.js';
import { BUSINESS_COLUMNS, checkBusinessRows, hashAll, type BusinessImportSettings } from '../import/business-rows.js';
import { runImport } from '../import/import-runner.js';
import { DATABASE_ENV, MAIL_ENV, withHelp } from '../io/help.js';

interface ImportBusinessesOptions {
  verified?: boolean;
  sendPasswordLinks?: boolean;
  dryRun?: boolean;
  skipInvalid?: boolean;
  json?: boolean;
}

interface CreatedAccount {
  id: number;
  email: string;
  firstName: string;
}

export function registerImportBusinesses(parent: Command, ctx: CliContext): void {
  const command = parent
    .command('businesses')
    .description('create business accounts (user and business together) from FILE.csv (header row) or FILE.json')
    .argument('<file>', 'the CSV or JSON file')
    .option('--verified', 'create the accounts with their e-mail already verified (default: unverified)')
    .option('--send-password-links', 'e-mail each new account a link to set its password (rows may then leave the password empty)')
    .option('--dry-run', 'check every row and report, write nothing')
    .option('--skip-invalid', 'import the valid rows and skip the invalid ones (instead of importing nothing)')
    .option('--json', 'print the summary as one JSON object (counts, every row error, links sent) on stdout')
    .action(async (path: string, options: ImportBusinessesOptions) => {
      const settings: BusinessImportSettings = { verified: Boolean(options.verified), passwordLinks: Boolean(options.sendPasswordLinks) };
      const file = await openRowFile(path);
      const columns = mapColumns(file.columns, BUSINESS_COLUMNS);
      if (file.format === 'csv') requireColumns(columns, 'admin-business-user-create', ['userType', ...(settings.passwordLinks ? ['password'] : [])]);
      if (columns.ignored.length) ctx.note(`note: ignoring column(s) ${columns.ignored.map((c) => `"${c}"`).join(', ')}`);

      const created: CreatedAccount[] = [];
      const outcome = await runImport(
        ctx,
        {
          noun: ['business account', 'business accounts'],
          file,
          checker: () => checkBusinessRows(columns, settings),
          insert: async (trx, values) => {
            const inputs = values.map((v) => v.input);
            const hashes = await hashAll(inputs.map((i) => i.password));
            const users: CreatedAccount[] = await trx('users')
              .insert(inputs.map((input, i) => userRowFromInput(input, hashes[i])))
              .returning(['id', 'email', 'firstName']);
            const idOf = new Map(users.map((u) => [u.email, u.id]));
            const businesses: Array<{ id: number; userId: number }> = await trx('businesses')
              .insert(inputs.map((input) => businessRowFromInput(idOf.get(normalizeEmail(input.email))!, input)))
              .returning(['id', 'userId']);
            const businessOf = new Map(businesses.map((b) => [b.userId, b.id]));
            const places = inputs.flatMap((input) => placeRowsFromInput(businessOf.get(idOf.get(normalizeEmail(input.email))!)!, input.places ?? []));
            if (places.length) await trx('business_places').insert(places);
            if (settings.passwordLinks) created.push(...users);
          },
          batchSize: 200,
        },
        options,
      );

      if (!settings.passwordLinks || !outcome.imported) {
        if (options.json) ctx.summary(true, { ...outcome, passwordLinks: null }, []);
        return;
      }
      // Loaded only when mails go out (nodemailer is slow to load).
      const { createMailer } = await import('@dadeal/api/features/mail/mailer.js');
      const { inviteMail } = await import('@dadeal/api/features/mail/templates.js');
      const config = ctx.config();
      const db = await ctx.db();
      const mailer = createMailer(config, db, ctx.log());
      try {
        // Not interrupted half-way: the accounts are committed, and each one needs its link.
        for (const account of created) {
          const token = await issueEmailToken(db, account.id, 'invite');
          await mailer.send(inviteMail(account.email, account.firstName, `${config.publicUrl}/reset-password?token=${token}`));
        }
      } finally {
        await mailer.close();
      }
      ctx.summary(
        options.json,
        { ...outcome, passwordLinks: { sent: created.length, via: config.smtpUrl ? 'smtp' : 'outbox' } },
        `Sent ${created.length} password-set link(s) ${config.smtpUrl ? 'through SMTP' : 'to the mail outbox (no SMTP_URL: see dadeal mail outbox)'}; each works once, within 7 days.`,
      );
    });
  withHelp(
    command,
    [
      'dadeal import businesses cli/examples/businesses.json',
      'dadeal import businesses cli/examples/businesses.csv --verified --send-password-links',
      'dadeal import businesses partners.csv --dry-run --json',
    ],
    [...DATABASE_ENV, ...MAIL_ENV],
  );
}
