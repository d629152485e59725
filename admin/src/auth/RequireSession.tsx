// The dashboard's guard (spec §4): without a stored token and parsable admin data, /admin-dashboard goes to
// /admin-login. It follows the session synchronously, so when a logout or a 401/403 clears it, react-admin is
// unmounted at once and cannot keep asking the API (and logging out again) while the route changes.
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ADMIN_PATHS } from '../texts';
import { clearSession, hasSession, subscribeSession } from './admin-session';

export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useSyncExternalStore(subscribeSession, hasSession, () => false);
  const location = useLocation();
  useEffect(() => {
    // Half a session (a token without data, data that does not parse) is no session: both keys go.
    if (!signedIn) clearSession();
  }, [signedIn]);
  if (!signedIn) return <Navigate to={ADMIN_PATHS.login} replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />;
  return <>{children}</>;
}
