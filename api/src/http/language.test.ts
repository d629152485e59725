// The caller's language: errors and answers in the language Accept-Language asks for when we speak it,
// English otherwise; the account's own language for its e-mails.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dadeal/core';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { createBusiness, createDeal } from '../testing/factories.js';
import { readableMail, startSmtpSink, type SmtpSink } from '../testing/smtp-sink.js';

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

describe("an account's language", () => {
  let smtp: SmtpSink;
  let mailing: TestApp;
  const send = () => request(mailing.app.callback());
  const signup = (email: string) => ({ email, password: 'island-pass-42', firstName: 'Yuki', lastName: 'Tanaka', phoneNumber: '+81 3 5555 0101', userType: 'user' });
  /** The next mail to `to` from the n-th on, as its reader sees it. */
  async function mailTo(to: string, from: number) {
    for (let n = from; ; n++) {
      const mail = await smtp.waitFor(n, 30_000);
      if (mail.to.includes(to)) return readableMail(mail);
    }
  }

  beforeAll(async () => {
    smtp = await startSmtpSink();
    mailing = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await mailing?.close();
    await smtp?.close();
  });

  it('is set at sign-up from Accept-Language: a Japanese account gets its verification mail in Japanese', async () => {
    const from = smtp.messages.length + 1;
    const res = await send().post('/api/auth/register').set('Accept-Language', 'ja-JP,ja;q=0.9,en;q=0.5').send(signup('yuki@island.example')).expect(201);
    expect(res.body.user.language).toBe('ja');
    expect(res.body.message).toBe('ようこそ！確認用のメールをお送りしましたので、ご確認ください。');
    const mail = await mailTo('yuki@island.example', from);
    expect(mail.subject).toBe('Da Deal! のメールアドレスのご確認');
    expect(mail.body).toContain('Yuki様');
    expect(mail.body).toContain('Da Deal! へようこそ！クーポンの取得を始めるには、メールアドレスのご確認をお願いします。');
    expect(mail.body).toContain('メールアドレスを確認する');
  });

  it('an explicit language at sign-up wins over the header; none and no header is English, word for word', async () => {
    const from = smtp.messages.length + 1;
    const fr = await send().post('/api/auth/register').set('Accept-Language', 'de').send({ ...signup('camille@island.example'), language: 'fr' }).expect(201);
    expect(fr.body.user.language).toBe('fr');
    expect((await mailTo('camille@island.example', from)).subject).toBe('Vérifiez votre adresse e-mail pour Da Deal!');
    const next = smtp.messages.length + 1;
    const en = await send().post('/api/auth/register').send(signup('pat@island.example')).expect(201);
    expect(en.body.user.language).toBe('en');
    const mail = await mailTo('pat@island.example', next);
    expect(mail.subject).toBe('Verify your email for Da Deal!');
    expect(mail.body).toContain('Hi Yuki,');
  });

  it("a partner signing up from a French browser gets a French account and verification mail", async () => {
    const from = smtp.messages.length + 1;
    const res = await send().post('/api/partners/register').set('Accept-Language', 'fr-FR,fr;q=0.9')
      .send({ companyName: 'Hôtel du Lagon', websiteUrl: 'https://lagon.example', email: 'contact@lagon.example', password: 'island-pass-42', terms: true }).expect(201);
    expect(res.body.user.language).toBe('fr');
    expect(res.body.message).toBe('Bienvenue, partenaire ! Le lien de vérification vous attend dans vos e-mails.');
    const mail = await mailTo('contact@lagon.example', from);
    expect(mail.subject).toBe('Vérifiez votre adresse e-mail pour Da Deal!');
    expect(mail.body).toContain('Bonjour Hôtel du Lagon,');
  });

  it('is changed in the profile, checked by core (the refusal in the caller\'s language), and then used for mails', async () => {
    // Not verified yet: verified directly, as its link would.
    await mailing.db('users').where({ email: 'pat@island.example' }).update({ isEmailVerified: true });
    const { token } = (await send().post('/api/auth/login').send({ email: 'pat@island.example', password: 'island-pass-42' }).expect(200)).body;
    const auth = { Authorization: `Bearer ${token}` };
    const refused = await send().put('/api/user/profile').set(auth).set('Accept-Language', 'de').send({ language: 'pt' }).expect(400);
    expect(refused.body.errors).toEqual([{ field: 'language', message: 'Die Sprache muss eine der folgenden sein: en, es, fr, de, ja' }]);
    const english = await send().put('/api/user/profile').set(auth).send({ language: 'klingon' }).expect(400);
    expect(english.body.errors).toEqual([{ field: 'language', message: 'Language must be one of en, es, fr, de, ja' }]);
    const saved = await send().put('/api/user/profile').set(auth).send({ language: 'es' }).expect(200);
    expect(saved.body.user.language).toBe('es');
    expect((await send().get('/api/user/profile').set(auth).expect(200)).body.user.language).toBe('es');
    const from = smtp.messages.length + 1;
    await send().post('/api/auth/forgot-password').send({ email: 'pat@island.example' }).expect(200);
    const mail = await mailTo('pat@island.example', from);
    expect(mail.subject).toBe('Restablece tu contraseña de Da Deal!');
    expect(mail.body).toContain('Hola, Yuki:');
  });

  it("a Japanese account claiming in a partner's widget gets its code and its coupon mails in Japanese", async () => {
    const { business } = await createBusiness(mailing.db, { companyName: 'Reefside Grill' });
    const deal = await createDeal(mailing.db, business, { title: 'Sunset dinner for two', totalCoupons: 5 });
    await mailing.db('users').where({ email: 'yuki@island.example' }).update({ isEmailVerified: true });
    // The widget is in English (its Accept-Language): the account's own language wins.
    let from = smtp.messages.length + 1;
    await send().post('/api/widget-claims/code').set('Accept-Language', 'en').send({ email: 'yuki@island.example', dealId: deal.id }).expect(202);
    const codeMail = await mailTo('yuki@island.example', from);
    const code = /Da Deal! の確認コード：(\d{6})/.exec(codeMail.subject)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(codeMail.body).toContain('「Sunset dinner for two」の取得画面でこのコードを入力してください。');
    const verified = await send().post('/api/widget-claims/verify').set('Accept-Language', 'ja').send({ email: 'yuki@island.example', code, dealId: deal.id }).expect(200);
    from = smtp.messages.length + 1;
    const claimed = await send().post('/api/widget-claims').set('Accept-Language', 'ja')
      .set('Authorization', `Bearer ${verified.body.claimToken}`).send({}).expect(201);
    expect(claimed.body.message).toBe('クーポンをダッシュボードに追加しました。');
    const couponMail = await mailTo('yuki@island.example', from);
    expect(couponMail.subject).toBe('Sunset dinner for twoのクーポン');
    expect(couponMail.body).toContain(`Reefside Grill「Sunset dinner for two」のクーポン：${claimed.body.coupon.couponCode}`);
    expect(couponMail.body).toContain('マイクーポンを開く');
  });

  it('a new e-mail claiming from a German widget gets German mails and a German account', async () => {
    const { business } = await createBusiness(mailing.db);
    const deal = await createDeal(mailing.db, business, { title: 'Kayak tour', totalCoupons: 5 });
    let from = smtp.messages.length + 1;
    await send().post('/api/widget-claims/code').set('Accept-Language', 'de').send({ email: 'lena@island.example', dealId: deal.id }).expect(202);
    const codeMail = await mailTo('lena@island.example', from);
    const code = /(\d{6}) ist Ihr Da Deal!-Code/.exec(codeMail.subject)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await send().post('/api/widget-claims/verify').set('Accept-Language', 'de').send({ email: 'lena@island.example', code, dealId: deal.id }).expect(200);
    from = smtp.messages.length + 1;
    await send().post('/api/widget-claims').set('Accept-Language', 'de')
      .set('Authorization', `Bearer ${verified.body.claimToken}`).send({ firstName: 'Lena', terms: true }).expect(201);
    expect((await mailTo('lena@island.example', from)).subject).toBe('Ihr Gutschein für Kayak tour');
    expect((await mailing.db('users').where({ email: 'lena@island.example' }).first()).language).toBe('de');
  });
});
