// linked(): a catalogue sentence's numbered parts become the code's links, in the order the language wrote them.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { linked } from './linked-text.js';

const html = (text: string, parts: Parameters<typeof linked>[1]) => renderToStaticMarkup(<p>{linked(text, parts)}</p>);
const a = (href: string) => (words: string) => <a href={href}>{words}</a>;

describe('linked', () => {
  it('puts each numbered part where the sentence has it', () => {
    expect(html('See <0>pricing</0> and <1>why businesses choose us</1>.', [a('/pricing'), a('/why')]))
      .toBe('<p>See <a href="/pricing">pricing</a> and <a href="/why">why businesses choose us</a>.</p>');
  });

  it('follows another language\'s order (the second link first)', () => {
    expect(html('<1>プラン</1>と<0>料金</0>', [a('/0'), a('/1')])).toBe('<p><a href="/1">プラン</a>と<a href="/0">料金</a></p>');
  });

  it('leaves a sentence without parts, and a part without a renderer, as words', () => {
    expect(html('No links here.', [])).toBe('<p>No links here.</p>');
    expect(html('Try the <0>builder</0> first.', [])).toBe('<p>Try the builder first.</p>');
  });

  it('escapes what the parts hold (a value filled in before)', () => {
    expect(html('Signed in as <0>a&b@example.test</0>.', [(w) => <strong>{w}</strong>])).toBe('<p>Signed in as <strong>a&amp;b@example.test</strong>.</p>');
  });
});
