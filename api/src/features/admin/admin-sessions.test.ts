// Admin sessions carry a token version: an administrator's password change ends that administrator's
// other sessions — a token stolen before the change dies with the old password — and only theirs.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createAdmin } from './admins.service.js';

let t: TestApp;
const http = () => request(t.app.callback());
const OPS = { email: 'ops@dadeal.test', password: 'island-ops', firstName: 'Lani', lastName: 'Ops' };
const OTHER = { email: 'night@dadeal.test', password: 'night-shift', firstName: 'Kai', lastName: 'Night' };

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.db, OPS);
  await createAdmin(t.db, OTHER);
});
afterAll(() => t?.close());

const login = async (who: { email: string; password: string }) =>
  `Bearer ${(await http().post('/api/admin/login').send({ email: who.email, password: who.password }).expect(200)).body.token}`;
const canRead = async (auth: string) => (await http().get('/api/admin/users').set('Authorization', auth)).status;

describe('an administrator changing their password', () => {
  it('ends their other sessions, keeps this one with a new token, and leaves other administrators signed in', async () => {
    const laptop = await login(OPS);
    const phone = await login(OPS);
    const colleague = await login(OTHER);
    const res = await http().put('/api/admin/password').set('Authorization', laptop)
      .send({ currentPassword: OPS.password, newPassword: 'island-ops-2' }).expect(200);
    expect(res.body.message).toBe('Your password has been changed. Your other sessions have been signed out.');
    expect(await canRead(phone)).toBe(401);
    expect(await canRead(laptop)).toBe(401);
    expect(await canRead(`Bearer ${res.body.token}`)).toBe(200);
    expect(await canRead(colleague)).toBe(200);
    await http().post('/api/admin/login').send({ email: OPS.email, password: OPS.password }).expect(401);
    expect(await canRead(await login({ ...OPS, password: 'island-ops-2' }))).toBe(200);
    const [entry] = await t.db('admin_audit').where({ action: 'admins.password' });
    expect(entry).toMatchObject({ email: OPS.email, success: true });
    expect(JSON.stringify(entry.details)).not.toContain('island-ops');
  });

  it('asks for the current password: a wrong one changes nothing and ends no session', async () => {
    const session = await login(OTHER);
    const res = await http().put('/api/admin/password').set('Authorization', session)
      .send({ currentPassword: 'a guess', newPassword: 'taken-over-1' }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'currentPassword', message: 'Current password is incorrect' }]);
    expect(await canRead(session)).toBe(200);
    await login(OTHER);
  });

  it("checks the new password with the admin rules' message", async () => {
    const res = await http().put('/api/admin/password').set('Authorization', await login(OTHER))
      .send({ currentPassword: OTHER.password, newPassword: 'short' }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'newPassword', message: 'Password must be at least 6 characters' }]);
  });
});
