// dadeal migrate: applies the API's pending migrations (every other command also does so before it starts).
import type { Command } from 'commander';
import { describeDatabase, type CliContext } from '../context.js';

export function registerMigrate(parent: Command, ctx: CliContext): void {
  parent
    .command('migrate')
    .description("bring the database schema up to date (the API's migrations)")
    .action(async () => {
      ctx.quietMigrations = true;
      await ctx.db();
      const applied = ctx.migrationsApplied;
      for (const name of applied) ctx.print(`applied ${name}`);
      ctx.print(`${describeDatabase(ctx.config())}: ${applied.length ? `${applied.length} migration(s) applied` : 'already up to date'}.`);
    });
}
