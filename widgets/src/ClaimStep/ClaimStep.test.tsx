import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, createTranslator, type Translator } from '@dadeal/core';
import * as japanese from '@dadeal/core/i18n/generated/ja.js';
import { makeDeal } from '../test/deal-factory.js';
import { CLAIM_TEXTS, claimTexts } from '../texts/claim-texts.js';
import { ClaimStep } from './ClaimStep.js';

/** The network the step talks to: the API's three answers as the server gives them (widget-claims.test.ts there). */
interface Call {
  url: string;
  init: RequestInit;
  body: Record<string, unknown>;
}
let calls: Call[];
let known: Record<string, string>;
let wrongTries: number;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls = [];
  known = { 'makoa@hotel.example': 'Makoa' };
  wrongTries = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    calls.push({ url, init, body });
    if (url.endsWith('/api/widget-claims/code')) return json(202, { message: MESSAGES.claimCodeSent });
    if (url.endsWith('/api/widget-claims/verify')) {
      if (body.code !== '123456') {
        wrongTries += 1;
        const message = wrongTries >= 5 ? MESSAGES.claimCodeSpent : MESSAGES.claimCodeWrong;
        return json(400, { message, errors: [{ field: 'code', message }] });
      }
      const name = known[String(body.email)];
      return json(200, { claimToken: 'claim-token-1', expiresInSeconds: 600, account: name ? { firstName: name } : null });
    }
    if (!body.firstName && !known[calls.find((c) => c.body.email)?.body.email as string]) {
      return json(400, { message: 'First name is required', errors: [{ field: 'firstName', message: 'First name is required' }] });
    }
    const deal = makeDeal({ id: 42 });
    return json(201, { message: MESSAGES.dealClaimed, coupon: { id: 901, couponCode: 'K7QF-3MZP-9XDA', dealId: 42, userId: 5, isUsed: false, usedAt: null, createdAt: '2026-11-25T10:00:00Z', state: 'active', deal } });
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderStep(onClaimed = vi.fn()) {
  render(<ClaimStep deal={makeDeal({ id: 42 })} apiBase="https://dadeal.example" publicUrl="https://dadeal.example" partner="island-times" siteHref="https://dadeal.example/?deal=42&ref=island-times" onClaimed={onClaimed} />);
  return { onClaimed, region: screen.getByRole('region', { name: CLAIM_TEXTS.heading }) };
}

async function typeEmailAndCode(email: string, code: string) {
  await userEvent.type(screen.getByLabelText(CLAIM_TEXTS.emailLabel), email);
  await userEvent.click(screen.getByRole('button', { name: CLAIM_TEXTS.sendCode }));
  const codeField = await screen.findByLabelText(CLAIM_TEXTS.codeLabel);
  expect(document.activeElement).toBe(codeField); // each step starts at its field
  await userEvent.type(codeField, code);
  await userEvent.click(screen.getByRole('button', { name: CLAIM_TEXTS.verify }));
}

describe('ClaimStep', () => {
  it('takes a new visitor from e-mail to code to first name and terms to the coupon, code and QR, with the partner\'s ref', async () => {
    const { onClaimed } = renderStep();
    expect(document.activeElement).toBe(screen.getByLabelText(CLAIM_TEXTS.emailLabel));
    expect(screen.queryByLabelText(/password/i)).toBeNull();
    await typeEmailAndCode('guest@hotel.example', '123456');

    const firstName = await screen.findByLabelText(CLAIM_TEXTS.firstNameLabel);
    expect(screen.getByRole('link', { name: CLAIM_TEXTS.termsLink }).getAttribute('href')).toBe('https://dadeal.example/terms-of-service');
    await userEvent.type(firstName, 'Leilani');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: CLAIM_TEXTS.claimDeal }));

    await screen.findByRole('heading', { name: CLAIM_TEXTS.claimed });
    expect(screen.getByText('K7QF-3MZP-9XDA')).toBeTruthy();
    expect(screen.getByRole('img', { name: CLAIM_TEXTS.qrLabel('K7QF-3MZP-9XDA') }).tagName.toLowerCase()).toBe('svg');
    expect(screen.getByRole('link', { name: CLAIM_TEXTS.myCoupons }).getAttribute('href')).toBe('https://dadeal.example/user-dashboard');
    expect(onClaimed).toHaveBeenCalledWith(expect.objectContaining({ id: 901, dealId: 42 }));

    const [code, verify, claim] = calls;
    expect(code.body).toEqual({ email: 'guest@hotel.example', dealId: 42 });
    expect(verify.body).toEqual({ email: 'guest@hotel.example', code: '123456', dealId: 42 });
    expect(claim.url).toBe('https://dadeal.example/api/widget-claims');
    expect(claim.body).toEqual({ firstName: 'Leilani', terms: true, ref: 'island-times' });
    expect(new Headers(claim.init.headers).get('Authorization')).toBe('Bearer claim-token-1');
    expect(calls.every((c) => c.init.credentials === 'omit')).toBe(true);
  });

  it('claims at once for a returning user, greeting them by name', async () => {
    renderStep();
    await typeEmailAndCode('makoa@hotel.example', '123456');
    await screen.findByRole('heading', { name: CLAIM_TEXTS.claimed });
    expect(screen.getByText(CLAIM_TEXTS.welcomeBack('Makoa'))).toBeTruthy();
    expect(screen.queryByLabelText(CLAIM_TEXTS.firstNameLabel)).toBeNull();
    expect(calls.at(-1)!.body).toEqual({ ref: 'island-times' });
  });

  it('says a wrong code on its field, and after the fifth offers only a new code', async () => {
    const { region } = renderStep();
    await typeEmailAndCode('guest@hotel.example', '000000');
    const field = screen.getByLabelText(CLAIM_TEXTS.codeLabel);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(region).getByRole('alert').textContent).toBe(MESSAGES.claimCodeWrong);
    for (let i = 0; i < 4; i++) await userEvent.click(screen.getByRole('button', { name: CLAIM_TEXTS.verify }));
    await screen.findByText(MESSAGES.claimCodeSpent);
    expect(screen.queryByRole('button', { name: CLAIM_TEXTS.verify })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: CLAIM_TEXTS.newCode }));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/code'))).toHaveLength(2));
    expect(screen.queryByText(MESSAGES.claimCodeSpent)).toBeNull();
  });

  it('speaks the widget\'s language: its words, its Accept-Language, and the API\'s spent code recognised in it', async () => {
    const ja: Translator = createTranslator('ja', japanese);
    const T = claimTexts(ja);
    const spent = ja.t('api.claimCodeSpent');
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      if (url.endsWith('/api/widget-claims/code')) return json(202, { message: ja.t('api.claimCodeSent') });
      return json(400, { message: spent, errors: [{ field: 'code', message: spent }] });
    });
    render(<ClaimStep deal={makeDeal({ id: 42 })} apiBase="https://dadeal.example" publicUrl="https://dadeal.example" translator={ja} />);
    screen.getByRole('region', { name: T.heading });
    await userEvent.type(screen.getByLabelText(T.emailLabel), 'sakura@example.jp');
    await userEvent.click(screen.getByRole('button', { name: T.sendCode }));
    await userEvent.type(await screen.findByLabelText(T.codeLabel), '000000');
    await userEvent.click(screen.getByRole('button', { name: T.verify }));
    await screen.findByText(spent);
    expect(screen.queryByRole('button', { name: T.verify })).toBeNull(); // only a new code helps, as in English
    screen.getByRole('button', { name: T.newCode });
    expect(calls.map((c) => new Headers(c.init.headers).get('Accept-Language'))).toEqual(['ja', 'ja']);
  });

  it('puts the server\'s field errors on their fields', async () => {
    renderStep();
    await typeEmailAndCode('guest@hotel.example', '123456');
    await screen.findByLabelText(CLAIM_TEXTS.firstNameLabel);
    await userEvent.click(screen.getByRole('button', { name: CLAIM_TEXTS.claimDeal }));
    const name = screen.getByLabelText(CLAIM_TEXTS.firstNameLabel);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('First name is required').id).toBe(name.getAttribute('aria-describedby'));
  });
});
