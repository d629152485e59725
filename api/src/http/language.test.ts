// The caller's language (issue 21): errors and answers in the language Accept-Language asks for when we speak it,
// English otherwise; the account's own language for its e-mails.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dadeal/core';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { createBusiness, createDeal } from '../testing/factories.js';

let t: TestApp;
const http = () => request(t.app.callback());
const badContact = { name: 'X', email: 'nope', userType: 'user', subject: 'Hi', message: 'Hello there, island!' };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('Accept-Language', () => {
  it('de: validation errors in German, placeholders filled', async () => {
    const res = await http().post('/api/contact').set('Accept-Language', 'de').send(badContact).expect(400);
    expect(res.headers['content-language']).toBe('de');
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect(res.body.errors).toEqual(expect.arrayContaining([
      { field: 'name', message: 'Der Name muss mindestens 2 Zeichen lang sein' },
      { field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' },
      { field: 'subject', message: 'Der Betreff muss mindestens 5 Zeichen lang sein' },
    ]));
  });

  it('no header, an unknown language, or English: the English texts, unchanged', async () => {
    for (const header of [undefined, 'pt-BR', 'en-GB,de;q=0.5', '*']) {
      const req = http().post('/api/contact');
      if (header) req.set('Accept-Language', header);
      const res = await req.send(badContact).expect(400);
      expect(res.body.errors).toContainEqual({ field: 'name', message: 'Name must be at least 2 characters' });
      expect(res.headers['content-language']).toBeUndefined();
    }
  });

  it('honours quality values: the best language we speak wins', async () => {
    const res = await http().post('/api/contact').set('Accept-Language', 'pt;q=1, en;q=0.3, ja;q=0.8, fr;q=0.5').send(badContact).expect(400);
    expect(res.body.errors).toContainEqual({ field: 'name', message: 'お名前は2文字以上で入力してください' });
    const zero = await http().post('/api/contact').set('Accept-Language', 'es;q=0, fr').send(badContact).expect(400);
    expect(zero.body.errors).toContainEqual({ field: 'name', message: 'Le nom doit contenir au moins 2 caractères' });
  });

  it('says AppError messages, routeless 404s and success messages in the language too', async () => {
    const { business } = await createBusiness(t.db);
    const deal = await createDeal(t.db, business, { isActive: false });
    const gone = await http().get(`/api/deals/${deal.id}`).set('Accept-Language', 'es').expect(404);
    expect(gone.body.message).toBe('No se encontró la oferta');
    expect((await http().get(`/api/deals/${deal.id}`).expect(404)).body.message).toBe(MESSAGES.dealNotFound);
    expect((await http().get('/api/no-such-thing').set('Accept-Language', 'fr').expect(404)).body).toEqual({ message: 'Introuvable' });
    const sent = await http().post('/api/contact').set('Accept-Language', 'ja')
      .send({ ...badContact, name: 'Hana', email: 'hana@island.example', subject: 'Hello there' }).expect(201);
    expect(sent.body).toEqual({ message: 'お問い合わせありがとうございます。24時間以内にご返信いたします。' });
  });

  it('leaves answers without a message alone', async () => {
    const list = await http().get('/api/deals').set('Accept-Language', 'de').expect(200);
    expect(list.headers['content-language']).toBeUndefined();
    expect(Array.isArray(list.body.deals ?? list.body)).toBe(true);
  });
});
