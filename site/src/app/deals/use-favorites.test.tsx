// @vitest-environment jsdom
// A heart tapped while the favourites' first load is still on its way (a tap kept from before the app ran is replayed
// as soon as the session is known, beside that load): the favourite is added, and the heart shows it once the list
// comes back. The network is the only stand-in (fetch answers as the API does, the first list when the test lets it);
// the session, the hook, the query client and the API client are the real ones.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { expect, it, vi } from 'vitest';
import { MESSAGES, TOKEN_KEY, type Deal, type ProfileResponse } from '@dadeal/core';
import { createQueryClient } from '../query-client.js';
import { SessionProvider } from '../session.js';
import { useFavorites } from './use-favorites.js';
import { tearDownEachTest } from '../testing/hook-test-teardown.js';

tearDownEachTest();

const deal = { id: 20, title: 'Sunset Luau' } as Deal;

function Heart() {
  const { ids, toggle } = useFavorites();
  if (!toggle) return null;
  return (
    <button type="button" aria-pressed={ids.has(deal.id)} onClick={() => toggle(deal)}>
      Heart
    </button>
  );
}

it('shows the heart pressed when the favourite was added while the first list was still loading', async () => {
  const saved = new Set<number>();
  let releaseFirstList = () => {};
  const firstListHeld = new Promise<void>((resolve) => (releaseFirstList = resolve));
  let lists = 0;
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = String(init.method ?? 'GET');
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (String(url).endsWith('/api/user/profile')) return json(200, { user: { id: 1, userType: 'user', firstName: 'Kai' }, business: null } as unknown as ProfileResponse);
    if (String(url).endsWith('/api/favorites') && method === 'POST') {
      saved.add(deal.id);
      return json(201, { message: MESSAGES.addedToFavorites, dealId: deal.id });
    }
    if (String(url).endsWith('/api/user/favorites')) {
      lists += 1;
      // The list as the database held it when it was asked for.
      const answer = [...saved].map((id) => ({ ...deal, id }));
      if (lists === 1) await firstListHeld;
      return json(200, answer);
    }
    return json(200, []);
  }));
  window.localStorage.setItem(TOKEN_KEY, 'token-of-kai');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider>
        <Heart />
      </SessionProvider>
    </QueryClientProvider>,
  );
  // The session is known, the first list is on its way: the tap adds the favourite meanwhile.
  await waitFor(() => expect(lists).toBe(1));
  fireEvent.click(screen.getByRole('button', { name: 'Heart' }));
  await waitFor(() => expect(saved.has(deal.id)).toBe(true));
  releaseFirstList();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Heart' }).getAttribute('aria-pressed')).toBe('true'));
  expect(lists).toBe(2);
});
