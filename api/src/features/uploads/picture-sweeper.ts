// Removes from the picture store the pictures queued by the `picture_removals` trigger (migration
// 20261126000400) that no deal or business shows any more. Runs in every serving process (a timer, like the outbox's
// sweep) and on demand (`sweep()`); several processes at once take different rows (FOR UPDATE SKIP LOCKED), and a row
// leaves the queue only in the transaction that saw its file removed.
import type { Db } from '../../db.js';
import type { Logger } from '../../logger.js';
import { createPeriodicRun } from '../jobs/periodic-run.js';
import { pictureCopyNames, pictureNameOf, type PictureStore } from './picture-store.js';

export interface PictureSweeper {
  /** Removes what is queued now; answers how many pictures were removed (each with its sized copies). */
  sweep(): Promise<number>;
  start(intervalMs: number): void;
  close(): Promise<void>;
}

const BATCH = 50;

export function createPictureSweeper(db: Db, pictures: PictureStore, publicUrl: string | null, log: Logger): PictureSweeper {
  async function sweepOnce(): Promise<number> {
    let removed = 0;
    for (;;) {
      const batch = await db.transaction(async (trx) => {
        const rows: Array<{ url: string }> = await trx('picture_removals').select('url').orderBy('queuedAt').limit(BATCH).forUpdate().skipLocked();
        for (const { url } of rows) {
          const name = pictureNameOf(url, publicUrl);
          const inUse = await trx('deals').where({ imageUrl: url }).first('id') ?? await trx('businesses').where({ logoUrl: url }).first('id');
          if (name && !inUse) {
            // Its sized copies with it (picture-copies.ts); a failure keeps the row for the next run (deletes repeat safely).
            for (const copy of pictureCopyNames(name)) await pictures.delete(copy);
            await pictures.delete(name);
            removed++;
          }
          await trx('picture_removals').where({ url }).del();
        }
        return rows.length;
      });
      if (batch < BATCH) return removed;
    }
  }

  const runs = createPeriodicRun(sweepOnce, (result) => {
    if ('err' in result) log.warn({ err: result.err.message }, 'picture sweep failed; the queue is kept for the next one');
    else if (result.done) log.info({ removed: result.done, store: pictures.location }, 'pictures no longer shown removed');
  });
  return { sweep: runs.run, start: runs.start, close: runs.close };
}
