// The session of spec §4: the token from local storage, the profile fetched at start (loading first), a failed
// profile logs out silently; logout clears token, user and business. Offline (issue 19): a profile kept for this token
// (app/offline/personal-cache.ts) keeps the session when the network, not the server, fails; logout and another
// sign-in remove every kept personal answer.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Business, ProfileResponse, User } from '@dadeal/core';
import { ApiError, apiRequest, readToken, writeToken } from './api-client.js';
import { clearPersonalCache } from './offline/personal-cache.js';
import { KEYS } from './query-client.js';

export interface Session {
  user: User | null;
  business: Business | null;
  token: string | null;
  loading: boolean;
  /** Stores the token of a successful login; the profile is read with it. */
  signIn(token: string): void;
  logout(): void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => readToken());
  const profile = useQuery({
    queryKey: [...KEYS.profile, token],
    queryFn: async () => {
      try {
        return await apiRequest<ProfileResponse>('GET', KEYS.profile[0]);
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

  const value = useMemo<Session>(
    () => ({
      token,
      user: token ? (profile.data?.user ?? null) : null,
      business: token ? (profile.data?.business ?? null) : null,
      loading: Boolean(token) && profile.isPending,
      signIn,
      logout,
    }),
    [token, profile.data, profile.isPending, signIn, logout],
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
