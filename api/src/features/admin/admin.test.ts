// The administrators' API through HTTP: login and its audit trail, authorization on every route, the spec's
// validation messages, ra-data-simple-rest list parameters and headers, and what a delete takes with it.
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dadeal/core';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, createBusiness, createDeal, createUser } from '../../testing/factories.js';
import { createAdmin } from './admins.service.js';
import { signAdminToken } from './admin-tokens.js';
import { drawScene } from '../../seed/demo-images.js';

let t: TestApp;
let adminAuth: { Authorization: string };
let adminId: number;
const http = () => request(t.app.callback());
const ADMIN = { email: 'ops@dadeal.test', password: 'island-ops', firstName: 'Lani', lastName: 'Ops' };
const DAY = 24 * 3600_000;

beforeAll(async () => {
  // perEmail 3 lets the rate-limit test trip on one address while other tests log in freely.
  t = await createTestApp({ rateLimits: { adminLogin: { perIp: 10_000, perEmail: 3, windowSeconds: 60 } } });
  const admin = await createAdmin(t.db, ADMIN); // what `dadeal admin create` calls
  adminId = admin.id;
  const login = await http().post('/api/admin/login').send({ email: ADMIN.email, password: ADMIN.password }).expect(200);
  adminAuth = { Authorization: `Bearer ${login.body.token}` };
});
afterAll(() => t?.close());

const code = () => randomBytes(6).toString('hex').toUpperCase();
const audit = (action: string, resourceId?: number) =>
  t.db('admin_audit').where({ action, ...(resourceId ? { resourceId } : {}) }).orderBy('id', 'desc');

const newUser = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Mele', lastName: 'Kai', email: `mele-${code().toLowerCase()}@example.test`, password: 'secret1',
  phoneNumber: '+1 808 555 0142', userType: 'user', ...overrides,
});
const newDeal = (businessId: number, overrides: Record<string, unknown> = {}) => ({
  businessId, title: 'Sunset cruise', description: 'Two hours along the coast', originalPrice: 80, dealPrice: 55.5,
  category: 'Monthly', businessCategory: 'restaurant', startDate: new Date(Date.now() - DAY).toISOString(),
  endDate: new Date(Date.now() + 7 * DAY).toISOString(), totalCoupons: 10, termsConditions: null, isActive: true, isFeatured: false,
  ...overrides,
});

describe('POST /api/admin/login', () => {
  it('answers token, admin and message for an admin created by createAdmin, and logs the attempt with the address', async () => {
    const res = await http().post('/api/admin/login').set('User-Agent', 'audit-test').send({ email: 'OPS@dadeal.test', password: ADMIN.password }).expect(200);
    expect(res.body).toMatchObject({ message: 'Welcome to the admin dashboard.', admin: { id: adminId, email: ADMIN.email, firstName: 'Lani', lastName: 'Ops', role: 'super_admin' } });
    expect(res.body.admin).not.toHaveProperty('passwordHash');
    expect(typeof res.body.token).toBe('string');
    const [row] = await t.db('admin_audit').where({ action: 'login', userAgent: 'audit-test' });
    expect(row).toMatchObject({ adminId, email: ADMIN.email, success: true });
    expect(row.ip).toMatch(/127\.0\.0\.1|::1|::ffff:127\.0\.0\.1/);
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it('refuses a wrong password or an unknown e-mail alike, and logs every failed attempt', async () => {
    const wrong = await http().post('/api/admin/login').send({ email: ADMIN.email, password: 'not-the-one' }).expect(401);
    expect(wrong.body).toEqual({ message: 'Invalid credentials' });
    const unknown = await http().post('/api/admin/login').send({ email: 'nobody@dadeal.test', password: 'whatever' }).expect(401);
    expect(unknown.body).toEqual(wrong.body);
    const failures = await t.db('admin_audit').where({ action: 'login', success: false }).whereIn('email', [ADMIN.email, 'nobody@dadeal.test']);
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(failures.every((f: { adminId: number | null; ip: string }) => f.adminId === null && f.ip)).toBe(true);
  });

  it("checks the input with the spec's admin login messages, and logs that attempt too", async () => {
    const res = await http().post('/api/admin/login').send({ email: 'not-an-email', password: '12345' }).expect(400);
    expect(res.body.errors).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
    expect(await t.db('admin_audit').where({ action: 'login', email: 'not-an-email', success: false })).toHaveLength(1);
  });

  it('is rate limited per e-mail with 429 and Retry-After, and the refused attempts are logged', async () => {
    const email = 'hammer@dadeal.test';
    for (let i = 0; i < 3; i++) await http().post('/api/admin/login').send({ email, password: 'guess-1234' }).expect(401);
    const res = await http().post('/api/admin/login').send({ email, password: 'guess-1234' }).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await t.db('admin_audit').where({ action: 'login', email }).orderBy('id');
    expect(rows).toHaveLength(4);
    expect(rows.at(-1).details).toEqual({ status: 429 });
  });
});

describe('authorization on every admin route', () => {
  const routes: Array<[string, string]> = [
    ['get', '/api/admin/users'], ['get', '/api/admin/users/1'], ['post', '/api/admin/users'], ['put', '/api/admin/users/1'], ['delete', '/api/admin/users/1'],
    ['post', '/api/admin/create-business-user'],
    ['get', '/api/admin/businesses'], ['get', '/api/admin/businesses/1'], ['put', '/api/admin/businesses/1'], ['delete', '/api/admin/businesses/1'],
    ['get', '/api/admin/deals'], ['get', '/api/admin/deals/1'], ['post', '/api/admin/deals'], ['put', '/api/admin/deals/1'], ['delete', '/api/admin/deals/1'],
    ['get', '/api/admin/audit'], ['get', '/api/admin/audit/1'],
  ];

  it('answers 401 to visitors and bad tokens, 403 to users and businesses, for every route', async () => {
    const shopper = await createUser(t.db);
    const { user: owner } = await createBusiness(t.db);
    const forged = `Bearer ${signAdminToken('another-secret-of-at-least-32-chars!!', adminId)}`;
    for (const [method, path] of routes) {
      const call = () => (http() as unknown as Record<string, (p: string) => request.Test>)[method](path).send({});
      expect([path, (await call()).status]).toEqual([path, 401]);
      expect([path, (await call().set('Authorization', forged)).status]).toEqual([path, 401]);
      const asUser = await call().set(bearer(t.config.jwtSecret, shopper));
      expect([path, asUser.status, asUser.body.message]).toEqual([path, 403, MESSAGES.adminOnly]);
      expect([path, (await call().set(bearer(t.config.jwtSecret, owner))).status]).toEqual([path, 403]);
    }
  });

  it('refuses an admin token on user and business routes', async () => {
    await http().get('/api/user/profile').set(adminAuth).expect(401);
    await http().get('/api/business/stats').set(adminAuth).expect(401);
    await http().post('/api/paypal/order').set(adminAuth).send({ planId: 'quick' }).expect(401);
  });

  it('lets an admin upload a deal image (the admin deal form), like any signed-in account', async () => {
    const png = drawScene([10, 20, 30], [40, 50, 60], [200, 100, 50], 1, 32, 20);
    const res = await http().post('/api/upload').set(adminAuth).attach('image', png, 'deal.png').expect(201);
    expect(res.body.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.v1\.png$/);
    await http().post('/api/upload').attach('image', png, 'deal.png').expect(401);
  });

  it('refuses the token of an admin that no longer exists', async () => {
    const gone = await createAdmin(t.db, { email: 'gone@dadeal.test', password: 'secret1', firstName: 'G', lastName: 'One' });
    const token = signAdminToken(t.config.jwtSecret, gone.id);
    await t.db('admins').where({ id: gone.id }).del();
    await http().get('/api/admin/users').set('Authorization', `Bearer ${token}`).expect(401);
  });
});

describe('users', () => {
  it('creates a user unverified by default, mails the verification link, answers the record and audits it', async () => {
    const input = newUser({ email: 'Mele.New@Example.test' });
    const res = await http().post('/api/admin/users').set(adminAuth).send(input).expect(201);
    expect(res.body).toMatchObject({ email: 'mele.new@example.test', firstName: 'Mele', userType: 'user', isEmailVerified: false, emailNotifications: true, business: null });
    expect(res.body).not.toHaveProperty('passwordHash');
    expect(await t.db('mail_outbox').where({ toAddress: 'mele.new@example.test' })).toHaveLength(1);
    const [entry] = await audit('users.create', res.body.id);
    expect(entry).toMatchObject({ adminId, email: ADMIN.email, resource: 'users', details: { email: 'mele.new@example.test', userType: 'user' } });
    // Verified by the admin: the password (min 6) logs in at once.
    const verified = await http().post('/api/admin/users').set(adminAuth).send(newUser({ email: 'ready@example.test', isEmailVerified: true })).expect(201);
    expect(verified.body.isEmailVerified).toBe(true);
    await http().post('/api/auth/login').send({ email: 'ready@example.test', password: 'secret1' }).expect(200);
  });

  it("answers each of the spec's messages for a bad user", async () => {
    const res = await http().post('/api/admin/users').set(adminAuth).send({ email: 'x', password: '123', userType: 'admin' }).expect(400);
    expect(res.body.errors).toEqual(expect.arrayContaining([
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'email', message: 'Valid email is required' },
      { field: 'password', message: 'Password must be at least 6 characters' },
      { field: 'phoneNumber', message: 'Phone number is required' },
      { field: 'userType', message: 'User type must be user or business' },
    ]));
    const taken = await http().post('/api/admin/users').set(adminAuth).send(newUser({ email: 'ready@example.test' })).expect(409);
    expect(taken.body.message).toBe(MESSAGES.emailTaken);
    const business = await http().post('/api/admin/users').set(adminAuth).send(newUser({ userType: 'business' })).expect(400);
    expect(business.body.errors[0].field).toBe('userType');
  });

  it('edits names, e-mail, verification and password, checks the edit, and audits the changed fields only', async () => {
    const user = await createUser(t.db);
    const session = bearer(t.config.jwtSecret, user);
    await http().get('/api/user/profile').set(session).expect(200);
    const res = await http().put(`/api/admin/users/${user.id}`).set(adminAuth)
      .send({ firstName: 'Noe', email: `noe-${code().toLowerCase()}@example.test`, isEmailVerified: true, password: 'new-pass', lastName: user.lastName }).expect(200);
    // A password set by an administrator ends the sessions the account had.
    await http().get('/api/user/profile').set(session).expect(401);
    expect(res.body).toMatchObject({ id: user.id, firstName: 'Noe', isEmailVerified: true });
    await http().post('/api/auth/login').send({ email: res.body.email, password: 'new-pass' }).expect(200);
    const [entry] = await audit('users.update', user.id);
    expect(entry.details.fields.sort()).toEqual(['email', 'firstName', 'password']);

    const bad = await http().put(`/api/admin/users/${user.id}`).set(adminAuth)
      .send({ email: 'nope', password: '1', firstName: ' ', lastName: '', phoneNumber: '', userType: 'guest' }).expect(400);
    expect(bad.body.errors).toEqual(expect.arrayContaining([
      { field: 'email', message: 'Valid email is required' },
      { field: 'password', message: 'Password must be at least 6 characters' },
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'phoneNumber', message: 'Phone number is required' },
      { field: 'userType', message: 'User type must be user or business' },
    ]));
    const other = await createUser(t.db);
    await http().put(`/api/admin/users/${user.id}`).set(adminAuth).send({ email: other.email.toUpperCase() }).expect(409);
    await http().put(`/api/admin/users/${user.id}`).set(adminAuth).send({ userType: 'business' }).expect(400);
    await http().put('/api/admin/users/999999').set(adminAuth).send({ firstName: 'X' }).expect(404);
  });

  it('answers one user (react-admin getOne) with its business profile, and 404 for an unknown id', async () => {
    const { user, business } = await createBusiness(t.db, { companyName: 'Tidepool Boutique' });
    const res = await http().get(`/api/admin/users/${user.id}`).set(adminAuth).expect(200);
    expect(res.body).toMatchObject({ id: user.id, userType: 'business', business: { id: business.id, companyName: 'Tidepool Boutique' } });
    expect((await http().get('/api/admin/users/999999').set(adminAuth).expect(404)).body.message).toBe(MESSAGES.userNotFound);
  });
});

describe('create-business-user and businesses', () => {
  it('creates the account and its business profile together, and lists it under businesses', async () => {
    const input = { ...newUser({ userType: 'business' }), companyName: 'Coconut Cove Café', contactNumber: '+1 808 555 0102', websiteUrl: '' };
    const res = await http().post('/api/admin/create-business-user').set(adminAuth).send(input).expect(201);
    expect(res.body).toMatchObject({ userType: 'business', business: { companyName: 'Coconut Cove Café', contactNumber: '+1 808 555 0102', websiteUrl: null } });
    const one = await http().get(`/api/admin/businesses/${res.body.business.id}`).set(adminAuth).expect(200);
    expect(one.body).toMatchObject({ id: res.body.business.id, userId: res.body.id, email: input.email, firstName: 'Mele', dealCount: 0 });
    expect(await audit('businesses.create', res.body.business.id)).toHaveLength(1);
  });

  it("answers the spec's messages for a bad business user and a bad business edit", async () => {
    const res = await http().post('/api/admin/create-business-user').set(adminAuth).send({ ...newUser(), websiteUrl: 'ftp://x' }).expect(400);
    expect(res.body.errors).toEqual(expect.arrayContaining([
      { field: 'companyName', message: 'Company name is required' },
      { field: 'contactNumber', message: 'Contact number is required' },
      { field: 'websiteUrl', message: 'Please enter a valid URL (starting with http:// or https://)' },
    ]));
    const { business } = await createBusiness(t.db);
    const edit = await http().put(`/api/admin/businesses/${business.id}`).set(adminAuth).send({ companyName: '', contactNumber: ' ', websiteUrl: 'nope' }).expect(400);
    expect(edit.body.errors).toEqual([
      { field: 'companyName', message: 'Company name is required' },
      { field: 'contactNumber', message: 'Contact number is required' },
      { field: 'websiteUrl', message: 'Please enter a valid URL (starting with http:// or https://)' },
    ]);
  });

  it('edits company, contact and website; the deals show the new name at once', async () => {
    const { business } = await createBusiness(t.db, { companyName: 'Old Name' });
    const deal = await createDeal(t.db, business);
    await http().get(`/api/deals/${deal.id}`).expect(200); // warm the public cache
    const res = await http().put(`/api/admin/businesses/${business.id}`).set(adminAuth)
      .send({ companyName: 'Harbor Night Market', contactNumber: '+1 808 555 0107', websiteUrl: 'https://market.example' }).expect(200);
    expect(res.body).toMatchObject({ companyName: 'Harbor Night Market', contactNumber: '+1 808 555 0107', websiteUrl: 'https://market.example', dealCount: 1 });
    expect((await http().get(`/api/deals/${deal.id}`).expect(200)).body.business.companyName).toBe('Harbor Night Market');
    expect((await audit('businesses.update', business.id))[0].details.fields.sort()).toEqual(['companyName', 'contactNumber', 'websiteUrl']);
    await http().put('/api/admin/businesses/999999').set(adminAuth).send({ companyName: 'X' }).expect(404);
  });
});

describe('deals', () => {
  it('creates a deal for a business from numbers and ISO dates, with the defaults of the admin form', async () => {
    const { business } = await createBusiness(t.db, { companyName: 'Reefside Grill' });
    const res = await http().post('/api/admin/deals').set(adminAuth).send(newDeal(business.id)).expect(201);
    expect(res.body).toMatchObject({
      businessId: business.id, business: { companyName: 'Reefside Grill' }, originalPrice: '80.00', dealPrice: '55.50',
      totalCoupons: 10, usedCoupons: 0, availableCount: 10, isActive: true, isFeatured: false,
    });
    expect((await http().get(`/api/deals/${res.body.id}`).expect(200)).body.id).toBe(res.body.id);
    expect(await audit('deals.create', res.body.id)).toHaveLength(1);
  });

  it("answers the spec's messages for a bad deal", async () => {
    let res = await http().post('/api/admin/deals').set(adminAuth).send({ totalCoupons: 0, category: 'Yearly', businessCategory: 'spa' }).expect(400);
    expect(res.body.errors).toEqual(expect.arrayContaining([
      { field: 'businessId', message: 'Please select a business' },
      { field: 'title', message: 'Title is required' },
      { field: 'description', message: 'Description is required' },
      { field: 'originalPrice', message: 'Original price is required' },
      { field: 'dealPrice', message: 'Deal price is required' },
      { field: 'totalCoupons', message: 'Total coupons must be at least 1' },
      { field: 'startDate', message: 'Start date is required' },
      { field: 'endDate', message: 'End date is required' },
      { field: 'category', message: 'Category must be one of Monthly, Weekly, Last-Minute' },
      { field: 'businessCategory', message: 'Business category must be one of restaurant, shopping, hotel, service, beach-activity, others' },
    ]));
    res = await http().post('/api/admin/deals').set(adminAuth)
      .send(newDeal(1, { originalPrice: 'free', dealPrice: -1, startDate: 'soon', endDate: '2026-13-45' })).expect(400);
    expect(res.body.errors).toEqual(expect.arrayContaining([
      { field: 'originalPrice', message: 'Original price must be an amount such as 12.50' },
      { field: 'dealPrice', message: 'Deal price must be an amount such as 12.50' },
      { field: 'startDate', message: 'Start date must be a valid date' },
      { field: 'endDate', message: 'End date must be a valid date' },
    ]));
    res = await http().post('/api/admin/deals').set(adminAuth).send(newDeal(1, { originalPrice: '10', dealPrice: '12' })).expect(400);
    expect(res.body.errors).toEqual([{ field: 'dealPrice', message: 'Deal price must not be more than the original price' }]);
    res = await http().post('/api/admin/deals').set(adminAuth).send(newDeal(999999)).expect(400);
    expect(res.body.errors).toEqual([{ field: 'businessId', message: 'Please select a business' }]);
  });

  it('edits isActive, isFeatured and availableCount (total = claimed + available), checking dates against the stored ones', async () => {
    const { business } = await createBusiness(t.db);
    const deal = await createDeal(t.db, business, { totalCoupons: 10, usedCoupons: 4 });
    let res = await http().put(`/api/admin/deals/${deal.id}`).set(adminAuth).send({ availableCount: 20 }).expect(200);
    expect(res.body).toMatchObject({ totalCoupons: 24, usedCoupons: 4, availableCount: 20 });
    // react-admin sends the whole record back: the field that changed wins.
    res = await http().put(`/api/admin/deals/${deal.id}`).set(adminAuth).send({ ...res.body, availableCount: 0 }).expect(200);
    expect(res.body).toMatchObject({ totalCoupons: 4, availableCount: 0 });
    res = await http().put(`/api/admin/deals/${deal.id}`).set(adminAuth).send({ totalCoupons: 3 }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'totalCoupons', message: 'Total coupons cannot be less than the 4 already claimed' }]);

    res = await http().put(`/api/admin/deals/${deal.id}`).set(adminAuth).send({ isActive: false, isFeatured: true }).expect(200);
    expect(res.body).toMatchObject({ isActive: false, isFeatured: true, featuredUntil: null });
    await http().get(`/api/deals/${deal.id}`).expect(404); // inactive: hidden from the public
    res = await http().put(`/api/admin/deals/${deal.id}`).set(adminAuth).send({ isActive: true, isFeatured: false }).expect(200);
    expect(res.body).toMatchObject({ isActive: true, isFeatured: false });

    res = await http().put(`/api/admin/deals/${deal.id}`).set(adminAuth).send({ endDate: new Date(Date.now() - 2 * DAY).toISOString() }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'endDate', message: 'End date must be after the start date' }]);
    res = await http().put(`/api/admin/deals/${deal.id}`).set(adminAuth).send({ dealPrice: '$99.00' }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'dealPrice', message: 'Deal price must not be more than the original price' }]);
    res = await http().put(`/api/admin/deals/${deal.id}`).set(adminAuth).send({ availableCount: -1, isActive: 'yes' }).expect(400);
    expect(res.body.errors).toEqual(expect.arrayContaining([
      { field: 'availableCount', message: 'Available count must be a whole number of at least 0' },
      { field: 'isActive', message: 'isActive must be true or false' },
    ]));
    const fields = (await audit('deals.update', deal.id)).flatMap((e: { details: { fields: string[] } }) => e.details.fields);
    expect(fields).toEqual(expect.arrayContaining(['totalCoupons', 'isActive', 'isFeatured']));
    await http().put('/api/admin/deals/999999').set(adminAuth).send({ isActive: true }).expect(404);
  });

  it('keeps a running paid featuring when the whole record is saved back unchanged', async () => {
    const { business } = await createBusiness(t.db);
    const until = new Date(Date.now() + 3 * DAY);
    const deal = await createDeal(t.db, business, { isFeatured: true, featuredUntil: until });
    const one = await http().get(`/api/admin/deals/${deal.id}`).set(adminAuth).expect(200);
    const res = await http().put(`/api/admin/deals/${deal.id}`).set(adminAuth).send({ ...one.body, title: 'Renamed' }).expect(200);
    expect(res.body).toMatchObject({ title: 'Renamed', isFeatured: true, featuredUntil: until.toISOString() });
  });
});

describe('lists (ra-data-simple-rest)', () => {
  let listed: { business: { id: number }; dealIds: number[] };

  beforeAll(async () => {
    const { business } = await createBusiness(t.db, { companyName: 'Lists Lagoon' });
    const dealIds: number[] = [];
    for (const [i, title] of ['Alpha kayak', 'Bravo brunch', 'Charlie cocktail', 'Delta dive'].entries()) {
      dealIds.push((await createDeal(t.db, business, { title, dealPrice: `${10 + i}.00`, isActive: i !== 3 })).id);
    }
    listed = { business, dealIds };
  });

  it('answers an array with Content-Range and exposes the header, sorted and paged as asked', async () => {
    const res = await http().get('/api/admin/deals')
      .query({ sort: JSON.stringify(['title', 'DESC']), range: '[0, 1]', filter: JSON.stringify({ businessId: listed.business.id }) })
      .set(adminAuth).expect(200);
    expect(res.body.map((d: { title: string }) => d.title)).toEqual(['Delta dive', 'Charlie cocktail']);
    expect(res.headers['content-range']).toBe('deals 0-1/4');
    expect(res.headers['access-control-expose-headers']).toContain('Content-Range');
    const page2 = await http().get('/api/admin/deals')
      .query({ sort: '["dealPrice","ASC"]', range: '[2,3]', filter: JSON.stringify({ businessId: listed.business.id }) }).set(adminAuth).expect(200);
    expect(page2.body.map((d: { dealPrice: string }) => d.dealPrice)).toEqual(['12.00', '13.00']);
    expect(page2.headers['content-range']).toBe('deals 2-3/4');
  });

  it('searches with filter q, takes filter id as IN (getMany), and combines filters', async () => {
    let res = await http().get('/api/admin/deals').query({ filter: JSON.stringify({ q: 'BRUNCH' }) }).set(adminAuth).expect(200);
    expect(res.body.map((d: { id: number }) => d.id)).toEqual([listed.dealIds[1]]);
    res = await http().get('/api/admin/deals').query({ filter: JSON.stringify({ q: 'lists lagoon', isActive: false }) }).set(adminAuth).expect(200);
    expect(res.body.map((d: { id: number }) => d.id)).toEqual([listed.dealIds[3]]);
    res = await http().get('/api/admin/deals').query({ filter: JSON.stringify({ id: [listed.dealIds[0], listed.dealIds[2]] }) }).set(adminAuth).expect(200);
    expect(res.body.map((d: { id: number }) => d.id)).toEqual([listed.dealIds[0], listed.dealIds[2]]);
    expect(res.headers['content-range']).toBe('deals 0-1/2');
    res = await http().get('/api/admin/businesses').query({ filter: JSON.stringify({ q: 'lists lagoon' }) }).set(adminAuth).expect(200);
    expect(res.body).toEqual([expect.objectContaining({ id: listed.business.id, companyName: 'Lists Lagoon', dealCount: 4 })]);
    expect(res.headers['content-range']).toBe('businesses 0-0/1');
    res = await http().get('/api/admin/users').query({ filter: JSON.stringify({ q: 'no-such-person-anywhere' }) }).set(adminAuth).expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['content-range']).toBe('users */0');
  });

  it('answers every record without parameters, as the spec dashboard calls it', async () => {
    const res = await http().get('/api/admin/users').set(adminAuth).expect(200);
    const [{ n }] = await t.db('users').count({ n: '*' });
    expect(res.body).toHaveLength(Number(n));
    expect(res.headers['content-range']).toBe(`users 0-${Number(n) - 1}/${n}`);
    expect(res.body.every((u: Record<string, unknown>) => !('passwordHash' in u))).toBe(true);
  });

  it('lists the audit trail newest first, filtered by action and outcome', async () => {
    await http().post('/api/admin/login').send({ email: 'trail@dadeal.test', password: 'wrong-pass' }).expect(401);
    const res = await http().get('/api/admin/audit').query({ filter: JSON.stringify({ action: 'login', success: false }), range: '[0,0]' })
      .set(adminAuth).expect(200);
    expect(res.body).toEqual([expect.objectContaining({ action: 'login', success: false, email: 'trail@dadeal.test', adminId: null, details: { status: 401 } })]);
    expect(res.headers['content-range']).toMatch(/^audit 0-0\/\d+$/);
    const one = await http().get(`/api/admin/audit/${res.body[0].id}`).set(adminAuth).expect(200);
    expect(one.body).toEqual(res.body[0]);
  });

  it('filters the audit trail by date: a bare day means that whole day (UTC), both bounds included', async () => {
    await http().post('/api/admin/login').send({ email: 'dated@dadeal.test', password: 'wrong-pass' }).expect(401);
    const [row] = await t.db('admin_audit').where({ email: 'dated@dadeal.test' });
    await t.db('admin_audit').where({ id: row.id }).update({ createdAt: new Date('2026-03-10T23:30:00Z') });
    const list = (filter: object) =>
      http().get('/api/admin/audit').query({ filter: JSON.stringify({ q: 'dated@', ...filter }) }).set(adminAuth).expect(200).then((r) => r.body.map((e: { id: number }) => e.id));
    expect(await list({ createdAt_gte: '2026-03-10', createdAt_lte: '2026-03-10' })).toEqual([row.id]);
    expect(await list({ createdAt_gte: '2026-03-11' })).toEqual([]);
    expect(await list({ createdAt_lte: '2026-03-09' })).toEqual([]);
    expect(await list({ createdAt_gte: '2026-03-10T23:00:00Z', createdAt_lte: '2026-03-10T23:45:00Z' })).toEqual([row.id]);
    const bad = await http().get('/api/admin/audit').query({ filter: JSON.stringify({ createdAt_gte: '2026-02-30' }) }).set(adminAuth).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'filter.createdAt_gte', message: 'filter.createdAt_gte must be a date such as 2026-11-23' }]);
  });

  it('refuses sort fields, filters and ranges that are not whitelisted, naming the parameter', async () => {
    const bad = async (query: Record<string, string>, field: string) => {
      const res = await http().get('/api/admin/users').query(query).set(adminAuth).expect(400);
      expect(res.body.errors[0].field).toBe(field);
    };
    await bad({ sort: '["passwordHash","ASC"]' }, 'sort');
    await bad({ sort: '["email","SIDEWAYS"]' }, 'sort');
    await bad({ sort: 'email' }, 'sort');
    await bad({ range: '[5,1]' }, 'range');
    await bad({ range: '[-1,4]' }, 'range');
    await bad({ filter: '{"passwordHash":"x"}' }, 'filter.passwordHash');
    await bad({ filter: '{"id":["1; drop table users"]}' }, 'filter.id');
    await bad({ filter: '[1,2]' }, 'filter');
  });
});

describe('deleting', () => {
  it('a user: unredeemed coupons go back to their deals, redeemed ones stay detached, favourites go; answers the record', async () => {
    const { business } = await createBusiness(t.db);
    const [open, redeemed] = [await createDeal(t.db, business, { usedCoupons: 1 }), await createDeal(t.db, business, { usedCoupons: 1 })];
    const user = await createUser(t.db);
    await t.db('coupons').insert([
      { dealId: open.id, userId: user.id, couponCode: code(), isUsed: false },
      { dealId: redeemed.id, userId: user.id, couponCode: code(), isUsed: true, usedAt: new Date() },
    ]);
    await t.db('favorites').insert({ userId: user.id, dealId: open.id });
    const revenueBefore = (await http().get('/api/business/stats').set(bearer(t.config.jwtSecret, (await t.db('users').where({ id: business.userId }).first()))).expect(200)).body;

    const res = await http().delete(`/api/admin/users/${user.id}`).set(adminAuth).expect(200);
    expect(res.body).toMatchObject({ id: user.id, email: user.email });
    expect(await t.db('users').where({ id: user.id })).toHaveLength(0);
    expect(await t.db('favorites').where({ userId: user.id })).toHaveLength(0);
    expect((await t.db('deals').where({ id: open.id }).first()).usedCoupons).toBe(0);
    expect((await t.db('deals').where({ id: redeemed.id }).first()).usedCoupons).toBe(1);
    // Released, not erased: the claim happened (the partner report counts it); it no longer holds a place (docs/decisions/0081).
    expect(await t.db('coupons').where({ dealId: open.id })).toEqual([expect.objectContaining({ userId: null, isUsed: false, releasedAt: expect.any(Date) })]);
    expect(await t.db('coupons').where({ dealId: redeemed.id })).toEqual([expect.objectContaining({ userId: null, isUsed: true })]);
    const revenueAfter = (await http().get('/api/business/stats').set(bearer(t.config.jwtSecret, { id: business.userId })).expect(200)).body;
    expect(revenueAfter.totalRevenue).toBe(revenueBefore.totalRevenue);
    const [entry] = await audit('users.delete', user.id);
    expect(entry.details).toMatchObject({ email: user.email, releasedCoupons: 1, detachedCoupons: 1, endedDeals: 0 });
    await http().delete(`/api/admin/users/${user.id}`).set(adminAuth).expect(404);
  });

  it('a business: its owner account goes, its deals end with their coupons kept, its row stays closed with its payments', async () => {
    const { user: owner, business } = await createBusiness(t.db, { companyName: 'Closing Down Co' });
    const deal = await createDeal(t.db, business, { usedCoupons: 1 });
    const shopper = await createUser(t.db);
    await t.db('coupons').insert({ dealId: deal.id, userId: shopper.id, couponCode: code() });
    await t.db('favorites').insert({ userId: shopper.id, dealId: deal.id });
    await t.db('payments').insert({ provider: 'test', providerOrderId: `TEST-${code()}`, requestId: code(), amount: '5.00', currency: 'USD', status: 'spent', businessId: business.id, dealId: deal.id, planId: 'quick' });

    const res = await http().delete(`/api/admin/businesses/${business.id}`).set(adminAuth).expect(200);
    expect(res.body).toMatchObject({ id: business.id, companyName: 'Closing Down Co', userId: owner.id, dealCount: 1 });
    expect(await t.db('users').where({ id: owner.id })).toHaveLength(0);
    const ended = await t.db('deals').where({ id: deal.id }).first();
    expect(ended).toMatchObject({ isActive: false, usedCoupons: 1 });
    expect(new Date(ended.endDate).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await t.db('coupons').where({ userId: shopper.id })).toHaveLength(1);
    expect(await t.db('users').where({ id: shopper.id })).toHaveLength(1);
    expect(await t.db('businesses').where({ id: business.id }).first()).toMatchObject({ userId: null, closedAt: expect.any(Date), companyName: 'Closing Down Co' });
    expect(await t.db('payments').where({ planId: 'quick', status: 'spent', businessId: business.id, dealId: deal.id })).toHaveLength(1);
    expect((await audit('businesses.delete', business.id))[0].details).toMatchObject({ companyName: 'Closing Down Co', endedDeals: 1 });
    await http().delete(`/api/admin/businesses/${business.id}`).set(adminAuth).expect(404);
  });

  it('a business user through /users closes the business with the same rules, all in one transaction', async () => {
    const { user, business } = await createBusiness(t.db);
    await createDeal(t.db, business);
    await http().delete(`/api/admin/users/${user.id}`).set(adminAuth).expect(200);
    expect(await t.db('businesses').where({ id: business.id }).first()).toMatchObject({ userId: null, closedAt: expect.any(Date) });
    expect(await t.db('deals').where({ businessId: business.id, isActive: true })).toHaveLength(0);
    await http().get('/api/admin/businesses').set(adminAuth).expect(200).expect((res) => expect(res.body.map((b: { id: number }) => b.id)).not.toContain(business.id));
  });

  it('a deal: its coupons and favourites go, it leaves the public list, and the answer is the deleted deal', async () => {
    const { business } = await createBusiness(t.db);
    const deal = await createDeal(t.db, business, { title: 'Last call', usedCoupons: 1 });
    const shopper = await createUser(t.db);
    await t.db('coupons').insert({ dealId: deal.id, userId: shopper.id, couponCode: code() });
    await t.db('favorites').insert({ userId: shopper.id, dealId: deal.id });
    await http().get('/api/deals').expect(200); // warm the public cache
    const res = await http().delete(`/api/admin/deals/${deal.id}`).set(adminAuth).expect(200);
    expect(res.body).toMatchObject({ id: deal.id, title: 'Last call' });
    expect(await t.db('coupons').where({ dealId: deal.id })).toHaveLength(0);
    expect(await t.db('favorites').where({ dealId: deal.id })).toHaveLength(0);
    expect((await http().get('/api/deals').expect(200)).body.map((d: { id: number }) => d.id)).not.toContain(deal.id);
    expect((await audit('deals.delete', deal.id))[0].details).toMatchObject({ title: 'Last call', removedCoupons: 1 });
    await http().delete(`/api/admin/deals/${deal.id}`).set(adminAuth).expect(404);
  });
});
