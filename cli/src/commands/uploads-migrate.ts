// dadeal uploads migrate [--back]: copies the pictures of DATA_DIR/uploads into the S3-compatible store that
// UPLOADS_URL names (the move from one machine to several), or with --back from the store to DATA_DIR/uploads (the
// way back). Addresses in the database stay as they are (/uploads/<name>): both stores serve the same names. A
// picture already at the destination with the same size is skipped, so the command can run again after a failure.
import path from 'node:path';
import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import { CliError, UsageError } from '../errors.js';
import { DATABASE_ENV, UPLOADS_ENV, withHelp } from '../io/help.js';

export function registerUploadsMigrate(parent: Command, ctx: CliContext): void {
  const command = parent
    .command('migrate')
    .description('copy the pictures of DATA_DIR/uploads to the S3 store of UPLOADS_URL (or back with --back)')
    .option('--back', 'copy from the S3 store to DATA_DIR/uploads instead')
    .option('--json', 'print {from, to, copied, skipped, failed} as one JSON object')
    .action(async (options: { back?: boolean; json?: boolean }) => {
      const config = ctx.config();
      if (config.uploads.kind !== 's3') throw new UsageError('UPLOADS_URL does not name an S3 store (s3://bucket/prefix): there is nothing to migrate to or from');
      const { diskPictures } = await import('@dadeal/api/features/uploads/disk-pictures.js');
      const { createPictureStore } = await import('@dadeal/api/features/uploads/picture-stores.js');
      const { contentTypeOf } = await import('@dadeal/api/features/uploads/picture-store.js');
      const disk = diskPictures(path.join(config.dataDir, 'uploads'));
      const store = createPictureStore(config.uploads);
      const [from, to] = options.back ? [store, disk] : [disk, store];

      const present = new Map<string, number>();
      for await (const { name, size } of to.list()) present.set(name, size);
      let copied = 0;
      let skipped = 0;
      const failed: Array<{ name: string; error: string }> = [];
      for await (const { name, size } of from.list()) {
        if (present.get(name) === size) {
          skipped++;
          continue;
        }
        try {
          if (from.kind === 'disk') {
            await to.putFile(name, path.join(disk.location, name), contentTypeOf(name));
          } else {
            const picture = await from.get(name);
            if (!picture || 'notModified' in picture || !picture.body) throw new Error('gone from the store while copying');
            const chunks: Buffer[] = [];
            for await (const chunk of picture.body) chunks.push(chunk as Buffer);
            await to.put(name, Buffer.concat(chunks), picture.contentType);
          }
          copied++;
        } catch (err) {
          failed.push({ name, error: (err as Error).message });
        }
      }
      const summary = { from: from.location, to: to.location, copied, skipped, failed };
      ctx.summary(options.json, summary, [
        `Pictures copied from ${from.location} to ${to.location}: ${copied} copied, ${skipped} already there.`,
        ...failed.map((f) => `  failed: ${f.name} (${f.error})`),
      ]);
      if (failed.length) throw new CliError(`${failed.length} picture(s) could not be copied; run the command again to retry them`);
    });
  withHelp(command, ['UPLOADS_URL=s3://island-pictures/prod S3_REGION=us-west-2 dadeal uploads migrate', 'dadeal uploads migrate --back --json'], [...DATABASE_ENV, ...UPLOADS_ENV]);
}
