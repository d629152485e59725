// @vitest-environment jsdom
// Claim Deal tapped while a stored session's profile is still on its way (a slow phone, a busy server): the tap waits
// for the session instead of answering "Login Required". The network is the only stand-in (fetch answers as the API
// does, the profile when the test lets it); the session, the hook, the toasts and the API client are the real ones.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, TOKEN_KEY, type Deal, type ProfileResponse } from '@dadeal/core';
import { SessionProvider } from '../session.js';
import { SiteToaster } from '../toasts.js';
import { TOASTS } from '../texts.js';
import { useClaim } from './use-claim.js';
import { tearDownEachTest } from '../testing/hook-test-teardown.js';

tearDownEachTest();

const deal = { id: 42, title: 'Sunset Luau', totalCoupons: 10, usedCoupons: 2 } as Deal;

function ClaimButton({ onClaimed }: { onClaimed: () => void }) {
  const { claim, claiming } = useClaim(onClaimed);
  return (
    <button type="button" aria-busy={claiming} onClick={() => claim(deal)}>
      Claim Deal
    </button>
  );
}

/** fetch as the API answers: the profile once `releaseProfile` is called, a claim at once; every call kept. */
function api(profile: ProfileResponse) {
  const calls: { method: string; url: string }[] = [];
  let releaseProfile = () => {};
  const profileSent = new Promise<void>((resolve) => (releaseProfile = resolve));
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = String(init.method ?? 'GET');
    calls.push({ method, url: String(url) });
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (String(url).endsWith('/api/user/profile')) {
      await profileSent;
      return json(200, profile);
    }
    if (String(url).endsWith('/api/coupons') && method === 'POST') return json(201, { message: MESSAGES.dealClaimed });
    return json(200, []);
  }));
  return { calls, releaseProfile };
}

function renderClaim(token: string | null) {
  if (token) window.localStorage.setItem(TOKEN_KEY, token);
  const onClaimed = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <ClaimButton onClaimed={onClaimed} />
        <SiteToaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return onClaimed;
}

const profileOf = (userType: 'user' | 'business') => ({ user: { id: 1, userType, firstName: 'Kai' }, business: null }) as unknown as ProfileResponse;
const claims = (calls: { method: string; url: string }[]) => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/api/coupons'));

describe('Claim Deal before the session is known', () => {
  it("a signed-in deal hunter's tap waits for the profile, then claims: never \"Login Required\"", async () => {
    const { calls, releaseProfile } = api(profileOf('user'));
    const onClaimed = renderClaim('token-of-kai');
    fireEvent.click(screen.getByRole('button', { name: 'Claim Deal' }));
    expect(screen.getByRole('button', { name: 'Claim Deal' }).getAttribute('aria-busy')).toBe('true');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(claims(calls)).toEqual([]);
    expect(screen.queryByText(TOASTS.loginRequired[1])).toBeNull();
    act(() => releaseProfile());
    await waitFor(() => expect(onClaimed).toHaveBeenCalledTimes(1));
    expect(claims(calls)).toHaveLength(1);
    await screen.findByText(TOASTS.dealClaimed);
    expect(screen.queryByText(TOASTS.loginRequired[1])).toBeNull();
  });

  it("a business account's early tap claims nothing and adds no toast (the dialog's own notice says it)", async () => {
    const { calls, releaseProfile } = api(profileOf('business'));
    const onClaimed = renderClaim('token-of-a-business');
    fireEvent.click(screen.getByRole('button', { name: 'Claim Deal' }));
    act(() => releaseProfile());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Claim Deal' }).getAttribute('aria-busy')).toBe('false'));
    expect(claims(calls)).toEqual([]);
    expect(onClaimed).not.toHaveBeenCalled();
    // The same tap once the session is known says why, as before.
    fireEvent.click(screen.getByRole('button', { name: 'Claim Deal' }));
    await screen.findByText(MESSAGES.businessCannotClaim);
  });

  it('a visitor with no stored session is asked to log in at once', async () => {
    const { calls } = api(profileOf('user'));
    renderClaim(null);
    fireEvent.click(screen.getByRole('button', { name: 'Claim Deal' }));
    await screen.findByText(TOASTS.loginRequired[1]);
    expect(claims(calls)).toEqual([]);
  });
});
