import { describe, expect, it } from 'vitest';
import { DealListCache } from './deal-list-cache.js';

describe('the listing cache', () => {
  it('computes a missing answer once, however many requests ask at the same moment', async () => {
    const cache = new DealListCache();
    let computed = 0;
    const compute = async () => {
      computed++;
      await new Promise((r) => setTimeout(r, 20));
      return { json: '[{"id":1}]' };
    };
    const answers = await Promise.all(Array.from({ length: 25 }, () => cache.getOrCompute('list:weekly', compute)));
    expect(computed).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
    expect(answers[0].body.toString()).toBe('[{"id":1}]');
    expect(cache.get('list:weekly')).toBe(answers[0]);
  });

  it('does not keep an answer that a write overtook, and forgets everything on a write', async () => {
    const cache = new DealListCache();
    const slow = cache.getOrCompute('list:all', async () => {
      await new Promise((r) => setTimeout(r, 20));
      return { json: '["before the write"]' };
    });
    cache.invalidate();
    await slow;
    expect(cache.get('list:all')).toBeUndefined();
    await cache.getOrCompute('list:all', async () => ({ json: '["after"]' }));
    expect(cache.get('list:all')?.body.toString()).toBe('["after"]');
    cache.invalidate();
    expect(cache.get('list:all')).toBeUndefined();
  });

  it('lets an answer expire at its next time boundary when that comes before the time to live', async () => {
    const cache = new DealListCache(60_000);
    await cache.getOrCompute('k', async () => ({ json: '[]', validUntil: Date.now() + 15 }));
    expect(cache.get('k')).toBeDefined();
    await new Promise((r) => setTimeout(r, 25));
    expect(cache.get('k')).toBeUndefined();
  });

  it('lets answers expire after their time to live', async () => {
    const cache = new DealListCache(10);
    await cache.getOrCompute('k', async () => ({ json: '[]' }));
    expect(cache.get('k')).toBeDefined();
    await new Promise((r) => setTimeout(r, 20));
    expect(cache.get('k')).toBeUndefined();
  });
});
