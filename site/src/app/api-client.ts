// The site's one API client (spec §7, §8): every call sends cookies and, with a stored token, the bearer header;
// a non-OK answer becomes an ApiError whose message is "status: body text" (or the status text when empty).
import type { ApiError as ApiErrorBody, ApiOperation, ApiOperations, FieldError } from '@dadeal/core';
import { TOKEN_KEY } from '@dadeal/core';
import { activeLanguage } from './i18n/i18n.js';

export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON body when the server sent one (CONTRACT §3: {message, errors?}). */
  readonly body: Partial<ApiErrorBody> & Record<string, unknown>;
  constructor(status: number, text: string, statusText: string) {
    super(`${status}: ${text || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    let body: ApiError['body'] = {};
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object') body = parsed as ApiError['body'];
    } catch {
      // not JSON: the message already carries the text
    }
    this.body = body;
  }
  /** The server's own words (its `message`), when it sent any. */
  get serverMessage(): string | undefined {
    return typeof this.body.message === 'string' && this.body.message ? this.body.message : undefined;
  }
  get fieldErrors(): FieldError[] {
    return Array.isArray(this.body.errors) ? this.body.errors : [];
  }
}

/** The server's message of an error, or `fallback` (a network failure, a body without message). */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(TOKEN_KEY, token);
    else window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // storage refused (private mode): the session lasts as long as the page
  }
}

// Public lists may be kept by the browser for 5 s (the API's max-age=5, for partner pages). Right after this browser
// changed something (a deal created, featured, claimed…), its reads revalidate instead (a cheap 304 when nothing
// changed), so a business sees its new deal on the home page at once, also after a reload.
const WROTE_KEY = 'dadeal:wrote';
const FRESH_AFTER_WRITE_MS = 10_000;

function noteWrite(): void {
  try {
    window.sessionStorage.setItem(WROTE_KEY, String(Date.now()));
  } catch {
    // storage refused: reads may be up to 5 s old, as for anyone else
  }
}

function wroteRecently(): boolean {
  try {
    return Date.now() - Number(window.sessionStorage.getItem(WROTE_KEY) ?? 0) < FRESH_AFTER_WRITE_MS;
  } catch {
    return false;
  }
}

/** `fetch` as every site call makes it (spec §7): cookies, and the bearer token when one is stored. */
export async function sessionFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = readToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  const method = (init.method ?? 'GET').toUpperCase();
  const read = method === 'GET' || method === 'HEAD';
  // The API says its messages in the site's language. An English page's reads send the browser's own header,
  // as before (the preloaded featured list is the same request); its writes ask for English whatever the browser says.
  const language = activeLanguage();
  if (!headers.has('Accept-Language') && (!read || language !== 'en')) headers.set('Accept-Language', language);
  const cache = read && wroteRecently() ? 'no-cache' : init.cache;
  const response = await fetch(input, { ...init, headers, credentials: 'include', ...(cache ? { cache } : {}) });
  if (!read && response.ok) noteWrite();
  return response;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new ApiError(response.status, text, response.statusText);
}

/** A call as it goes out: the JSON (or form) body, the answer parsed (undefined for 204 or an empty body). */
async function request(method: string, url: string, body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await sessionFetch(url, { method, headers, body: payload });
  await throwIfNotOk(response);
  if (response.status === 204) return undefined;
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

// The calls are typed per operation of the API's document (core's ApiOperations, generated by `npm run openapi`): a
// call names its method and path template, and its answer is the type the route's doc() names, so a call site cannot
// pick an answer type the API does not give, nor a path it does not answer (docs/decisions/0118-clients-typed-per-operation.md).

/** An HTTP method of a documented operation. */
export type ApiMethod = MethodOf<ApiOperation>;
type MethodOf<K> = K extends `${infer M} ${string}` ? M : never;
/** The path templates documented for `M`: '/api/coupons/{id}/use'. */
export type ApiPath<M extends ApiMethod> = ApiOperation extends infer K ? (K extends `${M} ${infer P}` ? P : never) : never;
type Operation<K> = K extends ApiOperation ? ApiOperations[K] : never;
type OperationOf<M extends string, P extends string> = Operation<`${M} ${P}`>;
/** What the operation answers (2xx JSON), as core's type. */
export type ApiAnswer<M extends ApiMethod, P extends ApiPath<M>> = OperationOf<M, P>['response'];
/** What the operation takes as its body, as core's type (`unknown`: a body no core type describes). */
export type ApiBody<M extends ApiMethod, P extends ApiPath<M>> = OperationOf<M, P>['body'];

type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | ParamNames<Rest> : never;
/** The template's `{name}`s, each filled with a value (encoded as a URI component). */
export type PathOption<P extends string> = [ParamNames<P>] extends [never]
  ? { path?: undefined }
  : { path: Record<ParamNames<P>, string | number> };
/** The query string's parameters, in order; undefined ones are left out. Values are encoded as URI components. */
export type QueryOption = { query?: Record<string, string | number | boolean | undefined> };
/** The body, required when the document has one (typed when core has its type); none when it has not. */
type BodyOption<B> = [B] extends [never] ? { body?: undefined } : { body: B };
export type ApiCallOptions<M extends ApiMethod, P extends ApiPath<M>> = PathOption<P> & QueryOption & BodyOption<ApiBody<M, P>>;
/** The options argument: optional when the operation needs neither path parameters nor a body. */
export type OptionsArg<O> = {} extends O ? [options?: O] : [options: O];

/** The URL of a path template with its parameters and query string. */
export function apiUrl(template: string, params?: Record<string, string | number>, query?: QueryOption['query']): string {
  const path = template.replace(/\{([A-Za-z0-9_]+)\}/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const search = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/**
 * One documented call: `apiCall('PUT', '/api/coupons/{id}/use', { path: { id } })` answers core's ClaimResponse, as
 * the document says. Cookies, the bearer token, Accept-Language and ApiError as every site call (sessionFetch).
 */
export async function apiCall<M extends ApiMethod, P extends ApiPath<M>>(method: M, path: P, ...[options]: OptionsArg<ApiCallOptions<M, P>>): Promise<ApiAnswer<M, P>> {
  const { path: params, query, body } = (options ?? {}) as { path?: Record<string, string | number>; query?: QueryOption['query']; body?: unknown };
  return (await request(method, apiUrl(path, params, query), body)) as ApiAnswer<M, P>;
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/**
 * The query function of spec §7: GET the query key's path; a 401 is an error, or null in the other mode. Its answer's
 * type comes with the key (query-client.ts apiKey and useApiQuery), not from here.
 */
export function getQueryFn({ on401 }: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<unknown> => {
    const [path, params] = queryKey as [string, Record<string, unknown> | undefined];
    let url = path;
    if (params && typeof params === 'object') {
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
      if (search.size) url += `?${search}`;
    }
    try {
      return await request('GET', url);
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}
