// The admin's session in localStorage (spec §4): the token and the admin's data, both or neither. Data that does not
// parse as an admin counts as no session, so the console sends such a browser to /admin-login.
import type { Admin } from '@dadeal/core';
import { STORAGE_KEYS } from '../texts';

export interface AdminSession {
  token: string;
  admin: Admin;
}

function isAdmin(value: unknown): value is Admin {
  if (!value || typeof value !== 'object') return false;
  const a = value as Record<string, unknown>;
  return typeof a.firstName === 'string' && typeof a.lastName === 'string' && typeof a.role === 'string';
}

export function readSession(storage: Storage = window.localStorage): AdminSession | null {
  const token = storage.getItem(STORAGE_KEYS.token);
  const raw = storage.getItem(STORAGE_KEYS.admin);
  if (!token || !raw) return null;
  try {
    const admin: unknown = JSON.parse(raw);
    return isAdmin(admin) ? { token, admin } : null;
  } catch {
    // Unparsable data is no session (spec §4); the caller redirects to the login page.
    return null;
  }
}

const listeners = new Set<() => void>();

/** Tells the console (and its route guard) at once that the session changed. */
function changed(): void {
  for (const listener of listeners) listener();
}

export function writeSession(session: AdminSession, storage: Storage = window.localStorage): void {
  storage.setItem(STORAGE_KEYS.token, session.token);
  storage.setItem(STORAGE_KEYS.admin, JSON.stringify(session.admin));
  changed();
}

export function clearSession(storage: Storage = window.localStorage): void {
  storage.removeItem(STORAGE_KEYS.token);
  storage.removeItem(STORAGE_KEYS.admin);
  changed();
}

/** For useSyncExternalStore: this tab's changes and other tabs' (a logout elsewhere ends this one too). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** True while a usable session is stored (a token and parsable admin data). */
export function hasSession(): boolean {
  return readSession() !== null;
}
