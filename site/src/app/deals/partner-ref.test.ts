import { describe, expect, it } from 'vitest';
import { PARTNER_REFS_KEY, partnerRefFor, rememberPartnerRef } from './partner-ref.js';

/** The Web Storage interface over a Map: Node has no sessionStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() { return items.size; },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('partner refs', () => {
  it('keeps the partner of each deal the visitor arrived at, lowercased, for that deal only', () => {
    const storage = memoryStorage();
    expect(rememberPartnerRef(7, 'Island-Times', storage)).toBe('island-times');
    rememberPartnerRef(9, 'surf-blog', storage);
    expect(partnerRefFor(7, storage)).toBe('island-times');
    expect(partnerRefFor(9, storage)).toBe('surf-blog');
    expect(partnerRefFor(8, storage)).toBeUndefined();
    rememberPartnerRef(7, 'surf-blog', storage); // arrived again through another partner: the latest wins
    expect(partnerRefFor(7, storage)).toBe('surf-blog');
  });

  it('drops a ref that is not a partner slug, and survives what others wrote under its key', () => {
    const storage = memoryStorage();
    expect(rememberPartnerRef(7, 'not a slug', storage)).toBeNull();
    expect(rememberPartnerRef(7, null, storage)).toBeNull();
    expect(partnerRefFor(7, storage)).toBeUndefined();
    storage.setItem(PARTNER_REFS_KEY, '{not json');
    expect(partnerRefFor(7, storage)).toBeUndefined();
    storage.setItem(PARTNER_REFS_KEY, JSON.stringify({ 7: '<script>' }));
    expect(partnerRefFor(7, storage)).toBeUndefined();
    expect(rememberPartnerRef(7, 'island-times', storage)).toBe('island-times');
    expect(partnerRefFor(7, storage)).toBe('island-times');
  });

  it('works without storage at all: nothing is kept, nothing throws', () => {
    expect(rememberPartnerRef(7, 'island-times', null)).toBe('island-times');
    expect(partnerRefFor(7, null)).toBeUndefined();
  });
});
