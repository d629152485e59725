// react-admin's authProvider over POST /api/admin/login (spec §4, §7): the token and the admin's data kept in
// localStorage; no (or unparsable) session, or a 401/403 from the API, sends the browser to /admin-login.
import type { AuthProvider } from 'react-admin';
import type { ApiOperations } from '@dadeal/core';
import { ADMIN_PATHS, roleLabel, TOASTS } from '../texts';
import { clearSession, readSession, writeSession } from './admin-session';

/** A refused login: the message is what the toast shows under "Login Failed" (spec §8). */
export class LoginFailedError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
    this.name = 'LoginFailedError';
  }
}

export function createAuthProvider(apiBase = '/api'): AuthProvider {
  return {
    async login({ email, password }: { email: string; password: string }) {
      const response = await fetch(`${apiBase}/admin/login`, {
        method: 'POST',
        credentials: 'include',
        // The console is in English (http-client.ts): its sign-in answers too.
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': 'en' },
        body: JSON.stringify({ email, password }),
      });
      // A refusal is `{ message }` (the Error schema), so the answer's fields are each maybe there.
      const body = (await response.json().catch(() => null)) as (Partial<ApiOperations['POST /api/admin/login']['response']> & { message?: string }) | null;
      if (!response.ok || !body?.token || !body.admin) {
        throw new LoginFailedError(body?.message || TOASTS.invalidCredentials, response.status);
      }
      writeSession({ token: body.token, admin: body.admin });
      return { redirectTo: ADMIN_PATHS.dashboard };
    },
    async logout() {
      clearSession();
      return ADMIN_PATHS.login;
    },
    async checkAuth() {
      if (!readSession()) {
        clearSession();
        throw { redirectTo: ADMIN_PATHS.login, message: false };
      }
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401 || error?.status === 403) {
        clearSession();
        throw { redirectTo: ADMIN_PATHS.login, message: false };
      }
    },
    async getIdentity() {
      const session = readSession();
      if (!session) throw { redirectTo: ADMIN_PATHS.login, message: false };
      const { admin } = session;
      return { id: admin.id, fullName: `${admin.firstName} ${admin.lastName}`, role: roleLabel(admin.role) };
    },
    async getPermissions() {
      return readSession()?.admin.role ?? null;
    },
  };
}
