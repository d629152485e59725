import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dadeal/core';
import { createTestApp, withTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
const http = () => request(t.app.callback());
const message = {
  name: "Mary-Jane O'Neil",
  email: 'mj@island.example',
  userType: 'business',
  subject: 'Listing my surf shop',
  message: 'Hello! How do I list my surf shop on Da Deal?',
};

beforeAll(async () => {
  t = await createTestApp({ env: { MAIL_FROM: 'Da Deal! <team@dadeal.example>' } });
});
afterAll(() => t?.close());

describe('POST /api/contact', () => {
  it('stores the message, queues a mail to the team and answers the spec text', async () => {
    const res = await http().post('/api/contact').send(message).expect(201);
    expect(res.body).toEqual({ message: MESSAGES.contactSent });
    expect(await t.db('contact_messages').where({ email: 'mj@island.example' }).first()).toMatchObject({ subject: 'Listing my surf shop', userType: 'business' });
    const mail = await t.db('mail_outbox').where({ toAddress: 'team@dadeal.example' }).first();
    expect(mail).toMatchObject({ status: 'logged', subject: '[Contact] Listing my surf shop' });
  });

  it('refuses invalid fields with the spec messages and stores nothing', async () => {
    const before = await t.db('contact_messages').count<{ n: number }[]>({ n: '*' });
    const res = await http().post('/api/contact').send({ name: 'X', email: 'nope', subject: 'Hi', message: 'short' }).expect(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Name must be at least 2 characters' },
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'userType', message: 'Please select your user type' },
        { field: 'subject', message: 'Subject must be at least 5 characters' },
        { field: 'message', message: 'Message must be at least 10 characters' },
      ]),
    );
    expect(await t.db('contact_messages').count<{ n: number }[]>({ n: '*' })).toEqual(before);
  });

  it('is rate limited per address', async () => {
    await withTestApp({ rateLimits: { contact: { perIp: 2, perEmail: 100, windowSeconds: 60 } } }, async (limited) => {
      const send = () => request(limited.app.callback()).post('/api/contact').send(message);
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const blocked = await send();
      expect(blocked.status).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    });
  });
});
