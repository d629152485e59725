// The one HTTP client of the console: cookies, the admin's bearer token, and errors that carry the API's words.
// The API answers {message, errors?: [{field, message}]} (CONTRACT §3); react-admin shows `body.errors` on the form's
// fields when it is an object by field, so the list is turned into one.
import { fetchUtils, HttpError } from 'react-admin';
import { readSession } from '../auth/admin-session';

export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string>;
}

/** The server's own words in an error: its JSON `message`, or the body's text (spec §8: "status: body"). */
export function serverText(error: unknown): string | null {
  if (error instanceof HttpError) {
    const body = error.body as { message?: unknown } | string | null;
    if (body && typeof body === 'object' && typeof body.message === 'string') return body.message;
    if (typeof body === 'string' && body) return body;
    return error.message || null;
  }
  return error instanceof Error ? error.message : null;
}

function fieldErrors(list: unknown): Record<string, string> | undefined {
  if (!Array.isArray(list)) return undefined;
  const out: Record<string, string> = {};
  for (const e of list as Array<{ field?: string; message?: string }>) {
    if (e && typeof e.message === 'string') out[e.field || 'root'] ??= e.message;
  }
  return Object.keys(out).length ? out : undefined;
}

export const httpClient: typeof fetchUtils.fetchJson = async (url, options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const session = readSession();
  if (session) headers.set('Authorization', `Bearer ${session.token}`);
  // The console is in English: the API's messages too, whatever languages the administrator's browser prefers (the API
  // answers in the language Accept-Language asks for).
  headers.set('Accept-Language', 'en');
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
  } catch (error) {
    if (error instanceof HttpError && error.body && typeof error.body === 'object') {
      const body = error.body as { message?: string; errors?: unknown };
      const errors = fieldErrors(body.errors);
      throw new HttpError(body.message || error.message, error.status, { message: body.message, ...(errors ? { errors } : {}) });
    }
    throw error;
  }
};
