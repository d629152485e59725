import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBusiness } from '@dadeal/api/testing/factories.js';
import { createContext } from '../context.js';
import { openRowFile } from '../io/read-rows.js';
import { runImport } from '../import/import-runner.js';
import { countRows, createCliTestEnv, EXAMPLES, runOnTerminal, type CliTestEnv } from '../testing/cli-harness.js';

const HEADER = 'title,description,originalPrice,dealPrice,category,businessCategory,startDate,endDate,totalCoupons';

describe('dadeal import deals', () => {
  let t: CliTestEnv;
  let businessId: number;
  beforeEach(async () => {
    t = await createCliTestEnv();
    businessId = await t.withDb(async (db) => (await createBusiness(db, { email: 'reef@dadeal.test', companyName: 'Reef Co' })).business.id);
  });
  afterEach(() => t.close());

  it('imports the example CSV and JSON files, reading spreadsheet forms of prices, dates and categories', async () => {
    const csv = await t.run('import', 'deals', path.join(EXAMPLES, 'deals.csv'), '--business', 'REEF@dadeal.test');
    expect(csv.stderr).not.toContain('error');
    expect(csv.code).toBe(0);
    expect(csv.stdout).toMatch(/^Imported 5 deals from .*deals\.csv in [\d.]+ s\.$/m);

    const json = await t.run('import', 'deals', path.join(EXAMPLES, 'deals.json'), '--business', String(businessId));
    expect(json.code).toBe(0);
    expect(json.stdout).toContain('Imported 2 deals');

    const out = t.file('deals.json');
    const exported = await t.run('export', 'deals', '--out', out);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain(`Exported 7 deals to ${out} (JSON).`);
    const deals = JSON.parse(readFileSync(out, 'utf8')) as Array<Record<string, unknown>>;
    expect(deals.map((d) => d.businessId)).toEqual(Array(7).fill(businessId));
    const coffee = deals.find((d) => d.title === 'Island Coffee Tasting');
    // "$1,200.00", "$950", "lastminute", "others", "12/1/2026", "1,000" as a spreadsheet writes them:
    expect(coffee).toMatchObject({
      originalPrice: '1200.00', dealPrice: '950.00', category: 'Last-Minute', businessCategory: 'others',
      startDate: '2026-12-01T00:00:00.000Z', endDate: '2026-12-15T00:00:00.000Z', totalCoupons: 1000, termsConditions: null,
    });
    expect(deals.find((d) => d.title === 'Sunrise Paddle Tour')).toMatchObject({ category: 'Monthly', businessCategory: 'beach-activity', dealPrice: '39.00' });
    expect(deals.find((d) => d.title === 'Two-for-One Poke Bowls')).toMatchObject({ category: 'Weekly', businessCategory: 'restaurant' });
  });

  it('names every bad row and field, writes nothing; --dry-run writes nothing; --skip-invalid imports the valid rows', async () => {
    const file = t.file('season.csv');
    writeFileSync(
      file,
      [
        HEADER,
        'Kayak Day,Half a day on the water,$40,$25,Weekly,Beach Activity,2026-12-01,2026-12-08,10',
        ',No title here,abc,5,Yearly,spa,2026-13-01,2026-12-05,0',
        ',,,,,,,,',
        'Upside down,Deal above the original,10,15,Weekly,hotel,2026-12-05,2026-12-01,2.5',
      ].join('\n'),
    );
    const failed = await t.run('import', 'deals', file, '--business', 'reef@dadeal.test');
    expect(failed.code).toBe(1);
    const lines = failed.stderr.split('\n').filter((l) => l.startsWith('row '));
    expect(lines).toEqual([
      'row 3, title: Title is required',
      'row 3, originalPrice: Original price must be an amount such as 12.50',
      'row 3, category: Category must be one of Monthly, Weekly, Last-Minute',
      'row 3, businessCategory: Business category must be one of restaurant, shopping, hotel, service, beach-activity, others',
      'row 3, startDate: Start date must be a valid date',
      'row 3, totalCoupons: Total coupons must be at least 1',
      'row 5, dealPrice: Deal price must not be more than the original price',
      'row 5, endDate: End date must be after the start date',
      'row 5, totalCoupons: Number of coupons must be a whole number',
    ]);
    expect(failed.stderr).toContain('error: 2 of 3 rows invalid: nothing was imported (fix them, or import the 1 valid row with --skip-invalid)');

    const dry = await t.run('import', 'deals', path.join(EXAMPLES, 'deals.csv'), '--business', 'reef@dadeal.test', '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('Dry run: 5 rows checked, 5 would be imported as deals; nothing was written.');
    expect(await t.withDb((db) => countRows(db, 'deals'))).toBe(0);

    const skipping = await t.run('import', 'deals', file, '--business', 'reef@dadeal.test', '--skip-invalid');
    expect(skipping.code).toBe(0);
    expect(skipping.stdout).toMatch(/Imported 1 deal from .* 2 invalid rows skipped\./);
    expect(await t.withDb((db) => db('deals').pluck('title'))).toEqual(['Kayak Day']);
  });

  it('without a terminal a missing --business is a usage error; unknown businesses, missing columns and bad JSON fail', async () => {
    const noBusiness = await t.run('import', 'deals', path.join(EXAMPLES, 'deals.csv'));
    expect(noBusiness.code).toBe(2);
    expect(noBusiness.stderr).toContain('missing required option --business (no terminal to ask on)');

    const unknown = await t.run('import', 'deals', path.join(EXAMPLES, 'deals.csv'), '--business', 'nobody@dadeal.test');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no business with the e-mail or id nobody@dadeal.test');

    const narrow = t.file('narrow.csv');
    writeFileSync(narrow, 'Title,Description,Price\nA,B,5\n');
    const columns = await t.run('import', 'deals', narrow, '--business', 'reef@dadeal.test');
    expect(columns.code).toBe(1);
    expect(columns.stderr).toContain('the file has no column for: originalPrice, category, businessCategory, startDate, endDate, totalCoupons');

    const json = t.file('rows.json');
    writeFileSync(json, JSON.stringify([{ title: 'Only a title' }, 42]));
    const rows = await t.run('import', 'deals', json, '--business', 'reef@dadeal.test');
    expect(rows.code).toBe(1);
    expect(rows.stderr).toContain('row 1, description: Description is required');
    expect(rows.stderr).toContain('row 2: must be a JSON object with one key per field');
    expect(await t.withDb((db) => countRows(db, 'deals'))).toBe(0);
  });

  it('rolls back the batches already written when a later batch fails', async () => {
    const ctx = createContext({ stdin: process.stdin, stdout: process.stdout, stderr: process.stderr }, t.env);
    const file = t.file('many.csv');
    writeFileSync(file, ['n', ...Array.from({ length: 25 }, (_, i) => String(i))].join('\n'));
    let batches = 0;
    const attempt = runImport(
      ctx,
      {
        noun: ['row', 'rows'],
        file: await openRowFile(file),
        checker: () => async (rows) => rows.map(() => ({ ok: true as const, value: null })),
        insert: async (trx) => {
          if (++batches === 3) throw new Error('disk full');
          await trx('mail_outbox').insert({ toAddress: 'x@dadeal.test', subject: `batch ${batches}`, textBody: '.' });
        },
        batchSize: 10,
      },
      {},
    );
    await expect(attempt).rejects.toThrow('the import failed and was rolled back, nothing was imported: disk full');
    await ctx.close();
    expect(batches).toBe(3);
    expect(await t.withDb((db) => countRows(db, 'mail_outbox'))).toBe(0);
  });

  it('asks for the business on a terminal, shows progress, and row errors above the bar', async () => {
    const term = runOnTerminal(['import', 'deals', path.join(EXAMPLES, 'deals.json')], t.env);
    await term.answer('Business (account e-mail or business id)', 'someone@else.test\r');
    await term.answer('No business with the e-mail or id someone@else.test', '\x15reef@dadeal.test\r');
    expect(await term.exit).toBe(0);
    expect(term.screen()).toContain('Importing');
    expect(term.screen()).toContain('100%');
    expect(term.stdout()).toContain('Imported 2 deals');

    const bad = t.file('bad.csv');
    writeFileSync(bad, `${HEADER}\nKayak,Fun,$40,$25,Weekly,hotel,2026-12-01,2026-12-08,none\n`);
    const failing = runOnTerminal(['import', 'deals', bad, '--business', 'reef@dadeal.test'], t.env);
    expect(await failing.exit).toBe(1);
    expect(failing.screen()).toContain('row 2, totalCoupons: Number of coupons must be a whole number');
    expect(failing.screen()).toContain('error: 1 of 1 row invalid: nothing was imported');
  });
});
