// The session of spec §4: the token from local storage, the profile fetched at start (loading first), a failed
// profile logs out silently; logout clears token, user and business. Offline: a profile kept for this token
// (app/offline/personal-cache.ts) keeps the session when the network, not the server, fails; logout and another
// sign-in remove every kept personal answer. A server-rendered page is the signed-out view: its first render
// in the browser is signed out too, so that it hydrates against the server's HTML; the stored token applies right after.
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Business, User } from '@dadeal/core';
import { ApiError, apiCall, readToken, writeToken } from './api-client.js';
import { sessionKnown } from './early-input.js';
import { clearPersonalCache } from './offline/personal-cache-start.js';
import { KEYS } from './query-client.js';

export interface Session {
  user: User | null;
  business: Business | null;
  token: string | null;
  loading: boolean;
  /**
   * True while a server-rendered page hydrates (and on the server): the page shows the signed-out view and the stored
   * token is not read yet. Nothing that depends on who is looking (a view counted, a redirect) should act on it.
   */
  hydrating: boolean;
  /** Stores the token of a successful login; the profile is read with it. */
  signIn(token: string): void;
  logout(): void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children, serverRendered = false }: { children: ReactNode; serverRendered?: boolean }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => (serverRendered ? null : readToken()));
  const [hydrating, setHydrating] = useState(serverRendered);
  useEffect(() => {
    if (!hydrating) return;
    // A transition: a screen of its own chunk may still be loading when the shell has hydrated, and an urgent update
    // reaching its dehydrated boundary makes React throw the server's HTML away and draw the screen again (what was
    // typed in the contact form was lost); a transition waits for the boundary to hydrate instead.
    startTransition(() => {
      setToken(readToken());
      setHydrating(false);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const profile = useQuery({
    queryKey: [...KEYS.profile, token],
    queryFn: async () => {
      try {
        return await apiCall('GET', KEYS.profile[0]);
      } catch (error) {
        // No answer at all (offline, one bar of signal) while this token's profile is kept: still signed in, showing
        // what was kept. Otherwise spec §4: a failed profile (non-OK or network) logs out silently.
        if (!(error instanceof ApiError) && queryClient.getQueryData([...KEYS.profile, token])) throw error;
        clearPersonalCache();
        writeToken(null);
        setToken(null);
        throw error;
      }
    },
    enabled: Boolean(token),
  });

  const signIn = useCallback((next: string) => {
    clearPersonalCache();
    writeToken(next);
    setToken(next);
  }, []);
  const logout = useCallback(() => {
    clearPersonalCache();
    writeToken(null);
    setToken(null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== KEYS.deals[0] });
  }, [queryClient]);

  // Known: the stored token read and its profile answered (or none). What the visitor did before is handed over then
  // (early-input.ts), so an early Claim Deal claims for the signed-in visitor instead of asking them to log in.
  const known = !hydrating && !(Boolean(token) && profile.isPending);
  useEffect(() => {
    if (known) void sessionKnown();
  }, [known]);

  const value = useMemo<Session>(
    () => ({
      token,
      user: token ? (profile.data?.user ?? null) : null,
      business: token ? (profile.data?.business ?? null) : null,
      loading: Boolean(token) && profile.isPending,
      hydrating,
      signIn,
      logout,
    }),
    [token, profile.data, profile.isPending, hydrating, signIn, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** Who is looking at a deal (the widgets' Viewer): decides claim, favourite and prompts. A business's staff acts for the
 * business: no claims, no favourites. */
export function viewerOf(session: Session): 'guest' | 'user' | 'business' {
  if (!session.user) return 'guest';
  return session.user.userType === 'user' ? 'user' : 'business';
}
