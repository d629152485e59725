// What the API's reference (http/openapi.ts) says of each route, written where the route is: `doc({...})` is the first
// middleware of the route, beside the schema it validates with (validateBody marks its schema id), the access check it
// runs (requireAccount & co. mark who may call) and its rate limit (marked too). The generator reads all of these off
// the mounted route tables, so the document cannot drift from the code, and a route without doc() fails openapi.test.ts.
import type Koa from 'koa';
import type { AccountType, SchemaId } from '@dadeal/core';
import type { API_TYPE_SCHEMAS } from './api-types.generated.js';

/** A JSON Schema (OpenAPI 3.1 uses JSON Schema 2020-12). */
export type Schema = Record<string, unknown>;

/** One of core's API types (core/src/api-types.ts and the types it uses), by name: its JSON Schema is generated. */
export type ApiTypeName = keyof typeof API_TYPE_SCHEMAS;
/** An answer's body as core's type names it: `'Deal'`, or `'Deal[]'` for a list of them. */
export type ApiType = ApiTypeName | `${ApiTypeName}[]`;

/** A documented answer: a description, and the shape of its body when it has one. */
export interface ResponseDoc {
  description: string;
  /**
   * The JSON body's type, as core declares it (the one source of an answer's shape): the document $refs its generated
   * schema (components.schemas), and the contract check holds the API's answers against it. Prefer it to `schema`.
   */
  type?: ApiType;
  /** A JSON body no core type describes (`{ $ref: '#/components/schemas/…' }`, or a small schema written here). */
  schema?: Schema;
  /** Another media type than JSON (a CSV report, an iCalendar file …); its body is not described. */
  mediaType?: string;
  /**
   * Media types the same status answers instead, for some callers (a business's export is a ZIP): media type → what
   * the file holds. Their bodies are files (`format: binary`), described in words.
   */
  otherMedia?: Record<string, string>;
  /** Answer headers worth naming (ETag, Content-Range …): name → description. */
  headers?: Record<string, string>;
  example?: unknown;
}

export interface ParamDoc {
  description: string;
  schema?: Schema;
  required?: boolean;
}

export interface RouteDoc {
  /** One line: what the call does (the reference's title of the operation). */
  summary: string;
  /** More, for the reference page (Markdown). */
  description?: string;
  /** The reference's group; default: the caller kind the access check names (openapi.ts tagOf). */
  tag?: string;
  /** The query string's parameters. */
  query?: Record<string, ParamDoc>;
  /** The answers the handler itself makes. 400/401/403/429 of the marked middleware are added by the generator. */
  responses: Record<number, string | ResponseDoc>;
  /** A body not validated with a core schema (an upload, a form): its media type and description. */
  body?: { mediaType: string; description: string; schema?: Schema };
  /** An example request body (the demo data's, where there is one). */
  example?: unknown;
  /** Left out of the reference page (still in the document): the CORS preflights. */
  hidden?: boolean;
  /** A security scheme that is not an account's token (the metrics and operations tokens). */
  security?: SecurityName;
}

export type SecurityName = 'userToken' | 'adminToken' | 'claimToken' | 'metricsToken' | 'operationsToken';

/** Who a marked middleware lets through: a security scheme, and for account tokens, the kinds of account. */
export interface AccessDoc {
  schemes: SecurityName[];
  kinds?: readonly (AccountType | 'admin')[];
  /** optionalAccount(): visitors pass too, a token is read when sent. */
  optional?: boolean;
}

export const ROUTE_DOC = Symbol('route doc');
export const ACCESS_DOC = Symbol('access doc');
export const BODY_SCHEMA = Symbol('body schema');
export const RATE_LIMITED = Symbol('rate limited');
export const CORS_DOC = Symbol('cors');

type Marked = Koa.Middleware & { [ROUTE_DOC]?: RouteDoc; [ACCESS_DOC]?: AccessDoc; [BODY_SCHEMA]?: SchemaId; [RATE_LIMITED]?: true; [CORS_DOC]?: true };

const passThrough = () => ((_ctx: Koa.Context, next: Koa.Next) => next()) as Marked;

/** The route's documentation, as its first middleware (it only passes the request on). */
export function doc(route: RouteDoc): Koa.Middleware {
  const mw = passThrough();
  mw[ROUTE_DOC] = route;
  return mw;
}

/** Marks an access check with whom it lets through (the generator's security and 401/403 answers). */
export function markAccess<M extends Koa.Middleware>(mw: M, access: AccessDoc): M {
  (mw as Marked)[ACCESS_DOC] = access;
  return mw;
}

export function markBody<M extends Koa.Middleware>(mw: M, id: SchemaId): M {
  (mw as Marked)[BODY_SCHEMA] = id;
  return mw;
}

export function markRateLimited<M extends Koa.Middleware>(mw: M): M {
  (mw as Marked)[RATE_LIMITED] = true;
  return mw;
}

export function markCors<M extends Koa.Middleware>(mw: M): M {
  (mw as Marked)[CORS_DOC] = true;
  return mw;
}

/** What the marks on one route's middleware say. */
export function marksOf(stack: readonly Koa.Middleware[]) {
  const marked = stack as readonly Marked[];
  return {
    doc: marked.find((m) => m[ROUTE_DOC])?.[ROUTE_DOC],
    access: marked.find((m) => m[ACCESS_DOC])?.[ACCESS_DOC],
    body: marked.find((m) => m[BODY_SCHEMA])?.[BODY_SCHEMA],
    rateLimited: marked.some((m) => m[RATE_LIMITED]),
    cors: marked.some((m) => m[CORS_DOC]),
  };
}

/** The `{ message }` body of many answers (components.schemas.Message). */
export const MESSAGE_SCHEMA: Schema = { $ref: '#/components/schemas/Message' };

/** An answer whose body is `{ message }` (core's MessageResponse) and nothing more. */
export const said = (description: string): ResponseDoc => ({ description, schema: MESSAGE_SCHEMA });

/** An answer whose body is one of core's API types: `returns('Deal[]', 'The deals, newest first')`. */
export const returns = (type: ApiType, description: string): ResponseDoc => ({ description, type });
