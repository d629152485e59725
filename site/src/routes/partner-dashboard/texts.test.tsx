import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { activate } from '../../app/i18n/i18n.js';
import { rich } from './texts.js';

const html = (key: Parameters<typeof rich>[0], elements: Parameters<typeof rich>[1]) => renderToStaticMarkup(<p>{rich(key, elements)}</p>);

describe('rich(): a text with elements inside it', () => {
  afterAll(() => activate('en'));

  it('puts each element where the English text names it', () => {
    expect(html('partner.embedIntro', { attribute: <code>partner="surf"</code> })).toBe(
      '<p>Paste this where the deals should appear. Every widget carrying <code>partner=&quot;surf&quot;</code> counts for you.</p>',
    );
    const webhook = html('partner.webhookIntro', { created: <code>claim.created</code>, redeemed: <code>coupon.redeemed</code>, header: <code>H</code> });
    expect(webhook).toContain('We POST <code>claim.created</code> and <code>coupon.redeemed</code> to your URL');
    expect(webhook).toContain('(<code>H</code>, HMAC-SHA256)');
  });

  it('follows another language’s word order', async () => {
    await activate('ja');
    expect(html('partner.webhookIntro', { created: <code>a</code>, redeemed: <code>b</code>, header: <code>h</code> })).toMatch(/^<p><code>a<\/code>と<code>b<\/code>を/);
  });
});
