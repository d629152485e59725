// Ctrl-C during an import: the process is not killed mid-write; the import stops at its next batch, its one
// transaction rolls back, the database is closed, and the exit code is 130.
import { readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createBusiness } from '@dadeal/api/testing/factories.js';
import { countRows, createCliTestEnv, type CliTestEnv } from '../testing/cli-harness.js';

const ROWS = 80_000;

let t: CliTestEnv;
beforeEach(async () => {
  t = await createCliTestEnv();
  await t.withDb((db) => createBusiness(db, { email: 'reef@dadeal.test', companyName: 'Reef Co' }));
});
afterEach(() => t.close());

/** How far process `pid` has read `file` (Linux: the furthest offset of its descriptors on it, from /proc). */
function readOffset(pid: number, file: string): number {
  let furthest = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`) !== file) continue;
      furthest = Math.max(furthest, Number(/^pos:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/fdinfo/${fd}`, 'utf8'))?.[1] ?? 0));
    } catch {
      // the descriptor closed meanwhile
    }
  }
  return furthest;
}

it('exits 130 on SIGINT in the middle of an import, with nothing of the file written', async () => {
  const file = t.file('season.csv');
  const row = (i: number) => `Sunset cruise ${i},Two hours at sea,$80.00,$60.00,Weekly,Beach Activity,2026-12-01,2027-01-31,100`;
  writeFileSync(file, ['title,description,originalPrice,dealPrice,category,businessCategory,startDate,endDate,totalCoupons', ...Array.from({ length: ROWS }, (_, i) => row(i))].join('\n'));

  const started = t.start('import', 'deals', file, '--business', 'reef@dadeal.test');
  await started.waitForStderr('Deals for "Reef Co"');
  // Interrupt once well into the file: several batches checked and written inside the transaction.
  const size = readFileSync(file).length;
  await expect.poll(() => readOffset(started.child.pid!, file), { timeout: 60_000, interval: 20 }).toBeGreaterThan(size / 8);
  started.child.kill('SIGINT');
  const run = await started.done;

  expect(run.code).toBe(130);
  expect(run.stderr).toContain('interrupted (Ctrl-C): the import was rolled back, nothing was imported');
  expect(run.stdout).not.toContain('Imported');
  await t.withDb(async (db) => {
    expect(await countRows(db, 'deals')).toBe(0);
    // The rows had been inserted: their ids were taken (sequences do not roll back), the rows were not kept.
    const { rows } = await db.raw('select last_value from deals_id_seq');
    expect(Number(rows[0].lastValue ?? rows[0].last_value)).toBeGreaterThan(1000);
  });
});
