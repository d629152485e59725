// Hostile and careless input found by probing the API from outside (issue: proof under load, faults and attack):
// each case answered 500 or was accepted wrongly before its fix. Every refusal is a CONTRACT §3 JSON 4xx that
// changes nothing in the database.
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Business } from '../features/accounts/business.model.js';
import type { User } from '../features/accounts/user.model.js';
import { signAdminToken } from '../features/admin/admin-tokens.js';
import { createAdmin } from '../features/admin/admins.service.js';
import { bearer, createBusiness, createUser } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let user: User;
let owner: { user: User; business: Business };
const http = () => request(t.app.callback());
const count = async (table: string, where: Record<string, unknown> = {}) => Number((await t.db(table).where(where).count<{ n: string }[]>({ n: '*' }))[0].n);

const contact = {
  name: 'Leilani Kahale',
  email: 'leilani@island.example',
  userType: 'user',
  subject: 'A question about coupons',
  message: 'How long does a coupon stay valid after I claim it?',
};

const deal = (overrides: Record<string, unknown> = {}) => ({
  title: 'Sunset paddle',
  description: 'Ninety minutes on the lagoon at sunset.',
  originalPrice: '40.00',
  dealPrice: '25.00',
  category: 'Weekly',
  businessCategory: 'beach-activity',
  startDate: new Date(Date.now() - 60_000).toISOString(),
  endDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  totalCoupons: 10,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.db);
  owner = await createBusiness(t.db);
});
afterAll(() => t?.close());

describe('control characters', () => {
  it('refuses a NUL in any text field with that field\'s message, never a 500', async () => {
    const cases: Array<[string, string, Record<string, unknown>, Record<string, string>?]> = [
      ['post', '/api/contact', { ...contact, message: 'Hello\u0000 there, friends!' }],
      ['post', '/api/contact', { ...contact, subject: 'Nul\u0000subject' }],
      ['post', '/api/auth/register', { email: 'nul@example.test', password: 'long-enough-1', firstName: 'Ka\u0000i', lastName: 'Lee', phoneNumber: '1', userType: 'user' }],
      ['put', '/api/user/profile', { phoneNumber: '+1\u0000808' }],
      ['post', '/api/deals', deal({ title: 'Poke\u0000bowl' })],
      ['post', '/api/admin/login', { email: 'admin\u0000@example.test', password: 'secret-1' }],
    ];
    for (const [method, path, body] of cases) {
      const headers = path === '/api/deals' ? bearer(t.config.jwtSecret, owner.user) : bearer(t.config.jwtSecret, user);
      const res = await (http() as unknown as Record<string, (p: string) => request.Test>)[method](path).set(headers).send(body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.message, path).toBeTypeOf('string');
      expect(res.body.errors?.[0]?.field, path).toBeTypeOf('string');
    }
    expect(await count('contact_messages')).toBe(0);
    expect(await count('deals')).toBe(0);
  });

  it('keeps tabs and newlines in long texts', async () => {
    await http().post('/api/contact').send({ ...contact, message: 'Line one\nLine two\twith a tab.' }).expect(201);
  });

  it('refuses a NUL in the public search with 400, not 500', async () => {
    const res = await http().get('/api/deals?search=%00').expect(400);
    expect(res.body.errors).toEqual([{ field: 'search', message: 'Search must not contain control characters' }]);
  });
});

describe('bodies', () => {
  it('answers 400 to a gzip body that is not gzip, and 415 to an unknown encoding', async () => {
    // Raw bytes over a real socket (supertest would serialise a Buffer as JSON).
    const server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const post = (encoding: string, body: Buffer) =>
      fetch(`http://127.0.0.1:${port}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding }, body: new Uint8Array(body) });
    try {
      const broken = await post('gzip', Buffer.from('this is not gzip at all'));
      expect(broken.status).toBe(400);
      expect(((await broken.json()) as { message: string }).message).toBeTypeOf('string');
      expect((await post('snappy', Buffer.from(JSON.stringify(contact)))).status).toBe(415);
      expect((await post('gzip', gzipSync(JSON.stringify({ ...contact, email: 'gz@island.example' })))).status).toBe(201);
    } finally {
      server.close();
    }
  });

  it('answers 400 to a body that is not valid UTF-8 instead of reading it with replacement characters', async () => {
    const server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const post = (body: Buffer) =>
      fetch(`http://127.0.0.1:${port}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: new Uint8Array(body) });
    try {
      const json = Buffer.from(JSON.stringify({ ...contact, email: 'utf8@island.example', name: 'Kai XX' }));
      // A lone continuation byte and a truncated two-byte sequence in place of "XX".
      const at = json.indexOf('XX');
      for (const bad of [[0x80, 0x41], [0xc3, 0x41], [0xff, 0xfe]]) {
        json[at] = bad[0];
        json[at + 1] = bad[1];
        const res = await post(json);
        expect(res.status, bad.join(',')).toBe(400);
        expect(await res.json()).toEqual({ message: 'The request body is not valid UTF-8.' });
      }
      expect(await count('contact_messages', { email: 'utf8@island.example' })).toBe(0);
      // Real multi-byte text still passes, stored as sent.
      const ok = await post(Buffer.from(JSON.stringify({ ...contact, email: 'utf8@island.example', name: 'Kaʻiulani Pōmaikaʻi' })));
      expect(ok.status).toBe(201);
      expect((await t.db('contact_messages').where({ email: 'utf8@island.example' }).first()).name).toBe('Kaʻiulani Pōmaikaʻi');
    } finally {
      server.close();
    }
  });

  it('refuses a body nested thousands of levels deep with 400 (it overflowed the validator\'s stack: a 500)', async () => {
    const deep = (depth: number) => `{"name":${'['.repeat(depth)}${']'.repeat(depth)},"email":"deep@island.example"}`;
    for (const path of ['/api/contact', '/api/auth/login']) {
      const res = await http().post(path).set('Content-Type', 'application/json').send(deep(5_000));
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ message: 'The request body is nested too deeply.' });
    }
    // A body as nested as any real client's passes the reader and meets the schema's message.
    const shallow = await http().post('/api/contact').set('Content-Type', 'application/json').send(deep(3));
    expect(shallow.status).toBe(400);
    expect(shallow.body.errors).toEqual(expect.arrayContaining([{ field: 'name', message: expect.any(String) }]));
  });

  it('refuses a __proto__ key in a body with 400', async () => {
    const res = await http().post('/api/contact').set('Content-Type', 'application/json')
      .send('{"name":"Proto Kai","email":"proto@island.example","userType":"user","subject":"Hello there","message":"A message long enough.","__proto__":{"isAdmin":true}}');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The request body must not contain a __proto__ key.' });
  });

  it('answers 415 to a JSON endpoint sent another media type, and changes nothing', async () => {
    const res = await http().put('/api/user/profile').set(bearer(t.config.jwtSecret, user)).set('Content-Type', 'text/plain')
      .send('{"firstName":"Changed"}');
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Content-Type must be application/json');
    expect((await t.db('users').where({ id: user.id }).first()).firstName).toBe(user.firstName);
  });

  it('takes only the fields an endpoint writes: extra keys are dropped, ids and dates are not taken as given', async () => {
    const res = await http().post('/api/contact').send({ ...contact, email: 'extra@island.example', website: 'spam.example', id: 424242, createdAt: '2001-01-01' });
    expect(res.status).toBe(201);
    const row = await t.db('contact_messages').where({ email: 'extra@island.example' }).first();
    expect(row.id).not.toBe(424242);
    expect(new Date(row.createdAt).getFullYear()).toBeGreaterThan(2020);
  });

  it('checks names, subjects and messages after trimming', async () => {
    const res = await http().post('/api/contact').send({ ...contact, name: '     ', subject: '   hi   ' }).expect(400);
    expect(res.body.errors).toEqual(expect.arrayContaining([
      { field: 'name', message: 'Name must be at least 2 characters' },
      { field: 'subject', message: 'Subject must be at least 5 characters' },
    ]));
  });
});

describe('prices and dates', () => {
  it('accepts prices sent as JSON numbers with two decimals, stored exactly', async () => {
    const res = await http().post('/api/deals').set(bearer(t.config.jwtSecret, owner.user))
      .send(deal({ title: 'Float prices', originalPrice: 19.99, dealPrice: 9.99 }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ originalPrice: '19.99', dealPrice: '9.99' });
    const more = await http().post('/api/deals').set(bearer(t.config.jwtSecret, owner.user))
      .send(deal({ title: 'More floats', originalPrice: 0.3, dealPrice: 0.1 + 0.2 }));
    expect(more.status).toBe(400); // 0.30000000000000004 has more than two decimals
    expect(more.body.errors).toEqual([{ field: 'dealPrice', message: 'Deal price must be an amount such as 12.50' }]);
  });

  it('refuses dates that do not exist', async () => {
    // '0000-01-01' was a 500 on PGlite and a 400 on PostgreSQL: both now refuse it before the database sees it.
    for (const startDate of ['2026-02-30', '2026-12-01T24:00', '2026-12-01T23:60', '0000-01-01', '0000-12-31T23:59:59Z', '2026-13-01', '2026-00-10']) {
      const res = await http().post('/api/deals').set(bearer(t.config.jwtSecret, owner.user)).send(deal({ title: `Date ${startDate}`, startDate }));
      expect(res.status, startDate).toBe(400);
      expect(res.body.errors, startDate).toEqual(expect.arrayContaining([{ field: 'startDate', message: 'Start date must be a valid date' }]));
    }
  });
});

describe('admin list parameters', () => {
  it('refuses sort and filter fields named after Object.prototype\'s members, and a NUL in the search, with 400 (both were 500s)', async () => {
    const admin = await createAdmin(t.db, { email: 'lists@island.example', password: 'admin-pass-1234', firstName: 'List', lastName: 'Admin' });
    const auth = { Authorization: `Bearer ${signAdminToken(t.config.jwtSecret, admin.id)}` };
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const sorted = await http().get(`/api/admin/users?sort=${encodeURIComponent(JSON.stringify([name, 'DESC']))}`).set(auth);
      expect(sorted.status, `sort ${name}`).toBe(400);
      expect(sorted.body.errors?.[0]?.field).toBe('sort');
      const filtered = await http().get(`/api/admin/deals?filter=${encodeURIComponent(`{"${name}":"1"}`)}`).set(auth);
      expect(filtered.status, `filter ${name}`).toBe(400);
      expect(filtered.body.errors?.[0]?.field).toBe(`filter.${name}`);
    }
    const nul = await http().get(`/api/admin/users?filter=${encodeURIComponent('{"q":"a\\u0000b"}')}`).set(auth);
    expect(nul.status).toBe(400);
    expect(nul.body.errors).toEqual([{ field: 'filter.q', message: 'filter.q must not contain control characters' }]);
  });
});
