import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.js';
import { ConfigError } from '../../config.js';
import { ConflictError, ValidationError } from '../../http/errors.js';
import { verifyPassword } from '../accounts/passwords.js';
import { createAdmin, ensureBootstrapAdmin } from './admins.service.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

describe('createAdmin', () => {
  it('stores an admin with a lower-cased e-mail, a hashed password and super_admin by default', async () => {
    const admin = await createAdmin(t.db, { email: 'Nalu@Dadeal.test', password: 'secret1', firstName: 'Nalu', lastName: 'Kea' });
    expect(admin).toMatchObject({ email: 'nalu@dadeal.test', firstName: 'Nalu', lastName: 'Kea', role: 'super_admin' });
    expect(admin).not.toHaveProperty('passwordHash');
    const row = await t.db('admins').where({ id: admin.id }).first();
    expect(row.passwordHash).not.toContain('secret1');
    expect(await verifyPassword(row.passwordHash, 'secret1')).toBe(true);
  });

  it('refuses an e-mail that another admin has, whatever the case', async () => {
    await createAdmin(t.db, { email: 'twice@dadeal.test', password: 'secret1', firstName: 'A', lastName: 'B' });
    await expect(createAdmin(t.db, { email: 'TWICE@dadeal.test', password: 'secret2', firstName: 'C', lastName: 'D', role: 'admin' }))
      .rejects.toBeInstanceOf(ConflictError);
  });

  it("checks the input with core's admin-create rules and their messages", async () => {
    const err = await createAdmin(t.db, { email: 'nope', password: '12345', firstName: '', lastName: 'X' }).catch((e) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).errors).toEqual(expect.arrayContaining([
      { field: 'email', message: 'Valid email is required' },
      { field: 'password', message: 'Password must be at least 6 characters' },
      { field: 'firstName', message: 'First name is required' },
    ]));
  });
});

describe('ensureBootstrapAdmin', () => {
  it('creates the ADMIN_EMAIL admin once and leaves it alone afterwards', async () => {
    const config = { admin: { email: 'boot@dadeal.test', password: 'boot-pass' } };
    const first = await ensureBootstrapAdmin(t.db, config);
    expect(first).toMatchObject({ email: 'boot@dadeal.test', role: 'super_admin' });
    expect(await ensureBootstrapAdmin(t.db, { admin: { email: 'BOOT@dadeal.test', password: 'other-pass' } })).toBeNull();
    const rows = await t.db('admins').whereRaw('lower(email) = ?', ['boot@dadeal.test']);
    expect(rows).toHaveLength(1);
    expect(await verifyPassword(rows[0].passwordHash, 'boot-pass')).toBe(true);
  });

  it('does nothing without ADMIN_EMAIL and stops the start on a password the rules refuse', async () => {
    expect(await ensureBootstrapAdmin(t.db, { admin: null })).toBeNull();
    await expect(ensureBootstrapAdmin(t.db, { admin: { email: 'short@dadeal.test', password: '123' } })).rejects.toBeInstanceOf(ConfigError);
  });
});
