import { describe, expect, it, vi } from 'vitest';
import { makeDeal } from '../test/deal-factory.js';
import { createDealsClient } from './deals-client.js';

function answering(status: number, body: unknown, statusText = '') {
  return vi.fn(async (_url: RequestInfo | URL) =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, statusText }),
  );
}

describe('createDealsClient', () => {
  it('asks /api/deals on the api base with the query, leaving out empty values', async () => {
    const fetch = answering(200, []);
    const client = createDealsClient({ apiBase: 'https://dadeal.example/', fetch });
    await client.listDeals({ category: 'Weekly', businessCategory: undefined, isFeatured: true, limit: 6, search: '' });
    expect(String(fetch.mock.calls[0][0])).toBe('https://dadeal.example/api/deals?category=Weekly&isFeatured=true&limit=6');
  });

  it('resolves relative image and logo URLs against the api base', async () => {
    const fetch = answering(200, [makeDeal({ imageUrl: '/uploads/a.jpg', logoUrl: 'https://cdn.example/logo.png' })]);
    const [deal] = await createDealsClient({ apiBase: 'https://dadeal.example', fetch }).listDeals();
    expect(deal.imageUrl).toBe('https://dadeal.example/uploads/a.jpg');
    expect(deal.logoUrl).toBe('https://cdn.example/logo.png');
  });

  it('keeps same-origin paths when there is no api base', async () => {
    const fetch = answering(200, makeDeal({ id: 3, imageUrl: '/uploads/a.jpg' }));
    const deal = await createDealsClient({ fetch }).getDeal(3);
    expect(String(fetch.mock.calls[0][0])).toBe('/api/deals/3');
    expect(deal.imageUrl).toBe('/uploads/a.jpg');
  });

  it('turns a non-OK answer into "status: body" (spec §8), or the status text when the body is empty', async () => {
    await expect(createDealsClient({ fetch: answering(404, '{"message":"Deal not found"}') }).getDeal(1)).rejects.toThrow(
      '404: {"message":"Deal not found"}',
    );
    await expect(createDealsClient({ fetch: answering(503, '', 'Service Unavailable') }).listDeals()).rejects.toThrow(
      '503: Service Unavailable',
    );
  });
});
