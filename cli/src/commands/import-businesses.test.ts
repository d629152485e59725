import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '@dadeal/api/testing/factories.js';
import { countRows, createCliTestEnv, EXAMPLES, type CliTestEnv } from '../testing/cli-harness.js';

describe('dadeal import businesses', () => {
  let t: CliTestEnv;
  beforeEach(async () => {
    t = await createCliTestEnv();
  });
  afterEach(() => t.close());

  it('creates user and business together, verified, and mails each a password-set link', async () => {
    const imported = await t.run('import', 'businesses', path.join(EXAMPLES, 'businesses.csv'), '--verified', '--send-password-links');
    expect(imported.stderr).not.toContain('error');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('Imported 3 business accounts');
    expect(imported.stdout).toContain('Sent 3 password-set link(s) to the mail outbox');

    const accounts = await t.withDb((db) =>
      db('users as u').join('businesses as b', 'b.userId', 'u.id').orderBy('u.id')
        .select('u.email', 'u.userType', 'u.isEmailVerified', 'u.passwordHash', 'b.companyName', 'b.websiteUrl'),
    );
    expect(accounts.map((a) => [a.email, a.userType, a.isEmailVerified, a.companyName, a.websiteUrl])).toEqual([
      ['nalu@pineapple-tours.example', 'business', true, 'Pineapple Express Tours', 'https://pineapple-tours.example'],
      ['marco@lavarock.example', 'business', true, 'Lava Rock Pizza', null],
      ['keiko@hibiscus.example', 'business', true, 'Hibiscus Nail Studio', 'http://hibiscus-nails.example'],
    ]);
    expect(accounts.every((a) => a.passwordHash.startsWith('$argon2id$'))).toBe(true);
    // The place columns give each business its main place; a row without them gives none.
    const places = await t.withDb((db) => db('business_places as p').join('businesses as b', 'b.id', 'p.businessId').orderBy('p.id')
      .select('b.companyName', 'p.addressLine1', 'p.town', 'p.postcode', 'p.country', 'p.latitude', 'p.longitude', 'p.openingHours'));
    expect(places).toEqual([
      { companyName: 'Pineapple Express Tours', addressLine1: '66-437 Kamehameha Hwy', town: 'Haleʻiwa', postcode: '96712', country: 'US', latitude: 21.588, longitude: -158.1024, openingHours: 'Daily 8 am – 4 pm' },
      { companyName: 'Lava Rock Pizza', addressLine1: '45-1048 Kamehameha Hwy', town: 'Kāneʻohe', postcode: '96744', country: 'US', latitude: 21.4097, longitude: -157.799, openingHours: 'Tue–Sun 4 pm – 10 pm' },
    ]);

    const outbox = await t.run('mail', 'outbox', '--json', '--to', 'marco@lavarock.example');
    expect(outbox.code).toBe(0);
    const mails = JSON.parse(outbox.stdout) as Array<{ to: string; subject: string; text: string }>;
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Welcome to Da Deal! Choose your password');
    expect(mails[0].text).toMatch(/http:\/\/dadeal\.test\/reset-password\?token=[\w-]{20,}/);
    // Only the token's hash is stored.
    const token = /token=([\w-]+)/.exec(mails[0].text)![1];
    const stored = await t.withDb(async (db) =>
      (await db('email_tokens').where({ purpose: 'invite' }).select('tokenHash')).map((r: { tokenHash: string }) => r.tokenHash),
    );
    expect(stored).toHaveLength(3);
    for (const hash of stored) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(token);
  });

  it('reports taken e-mails (in the database or earlier in the file) and missing passwords by row, and writes nothing', async () => {
    await t.withDb((db) => createUser(db, { email: 'taken@dadeal.test' }));
    const file = t.file('businesses.csv');
    writeFileSync(
      file,
      [
        'email,password,firstName,lastName,phoneNumber,companyName,contactNumber,websiteUrl,Address,City,Lat,Lng',
        'new@dadeal.test,secret-42,Ana,Lee,555,Ana Surf,555,,,,,',
        'TAKEN@dadeal.test,secret-42,Bo,Lee,555,Bo Bikes,555,,,,,',
        'New@dadeal.test,secret-42,Cy,Lee,555,Cy Cakes,555,,,,,',
        'nopass@dadeal.test,,Di,Lee,555,Di Dive,555,ftp://nope,,,,',
        'pin@dadeal.test,secret-42,Ed,Lee,555,Ed Eats,555,,1 Main St,,0,0',
      ].join('\n'),
    );
    const failed = await t.run('import', 'businesses', file);
    expect(failed.code).toBe(1);
    expect(failed.stderr.split('\n').filter((l) => l.startsWith('row '))).toEqual([
      'row 3, email: An account with this email already exists.',
      'row 4, email: An account with this email already exists. (row 2)',
      'row 5, password: Password must be at least 6 characters',
      'row 5, websiteUrl: Please enter a valid URL (starting with http:// or https://)',
      'row 6, City: Town is required',
      'row 6, Lat: The pin is at 0, 0 (in the ocean): drop it on the business',
    ]);
    expect(failed.stderr).toContain('4 of 5 rows invalid: nothing was imported');
    expect(await t.withDb((db) => Promise.all([countRows(db, 'users'), countRows(db, 'businesses')]))).toEqual([1, 0]);

    const dry = await t.run('import', 'businesses', path.join(EXAMPLES, 'businesses.json'), '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('Dry run: 1 row checked, 1 would be imported as business accounts; nothing was written.');

    const unverified = await t.run('import', 'businesses', path.join(EXAMPLES, 'businesses.json'));
    expect(unverified.code).toBe(0);
    const account = await t.withDb((db) => db('users').where({ email: 'iolani@mangogrove.example' }).first('isEmailVerified'));
    expect(account).toEqual({ isEmailVerified: false });
    expect(await t.withDb((db) => countRows(db, 'mail_outbox'))).toBe(0);
  });
});
