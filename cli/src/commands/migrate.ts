// dadeal migrate: applies the API's pending migrations (every other command also does so before it starts).
import type { Command } from 'commander';
import { describeDatabase, type CliContext } from '../context.js';
import { withHelp } from '../io/help.js';

export function registerMigrate(parent: Command, ctx: CliContext): void {
  const command = parent
    .command('migrate')
    .description("bring the database schema up to date (the API's migrations)")
    .option('--json', 'print {database, applied: [names]} as one JSON object')
    .action(async (options: { json?: boolean }) => {
      ctx.quietMigrations = true;
      await ctx.db();
      const applied = ctx.migrationsApplied;
      const database = describeDatabase(ctx.config());
      ctx.summary(options.json, { database, applied }, [
        ...applied.map((name) => `applied ${name}`),
        `${database}: ${applied.length ? `${applied.length} migration(s) applied` : 'already up to date'}.`,
      ]);
    });
  withHelp(command, ['dadeal migrate', 'DATABASE_URL=postgres://dadeal@db.internal/dadeal dadeal migrate --json']);
}
