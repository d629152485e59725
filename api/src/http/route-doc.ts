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
  /**
   * The body a caller would get (http/api-examples.ts, from the demo data). Without it, an answer typed with core's type
   * shows that type's example (ANSWER_EXAMPLES); the refusals the generator adds carry the error model's (ERROR_EXAMPLES).
   */
  example?: unknown;
}

export interface ParamDoc {
  description: string;
  /** Not beside `querySchema`: core's schema says it. */
  schema?: Schema;
  /** Not beside `querySchema`: its `required` list says it. */
  required?: boolean;
  example?: unknown;
}

/** Core's schemas that validate a query string (`validate('redemptions-query', ctx.query)`), by id. */
export type QuerySchemaId = Extract<SchemaId, `${string}-query`>;

export interface RouteDoc {
  /** One line: what the call does (the reference's title of the operation). */
  summary: string;
  /** More, for the reference page (Markdown). */
  description?: string;
  /** The reference's group; default: the caller kind the access check names (openapi.ts tagOf). */
  tag?: string;
  /**
   * The query string's parameters. With `querySchema`, the words for its properties (a description, an example): their
   * schemas and which are required come from core's schema.
   */
  query?: Record<string, ParamDoc>;
  /**
   * The core schema the handler validates the query string with: each of its properties is a parameter, with its
   * schema and `required` as the schema says (the one source, as a validated body's schema is).
   */
  querySchema?: QuerySchemaId;
  /** The answers the handler itself makes. 400/401/403/429 of the marked middleware are added by the generator. */
  responses: Record<number, string | ResponseDoc>;
  /** A body not validated with a core schema (an upload, a form): its media type and description. */
  body?: { mediaType: string; description: string; schema?: Schema };
  /** An example request body; by default the one api-examples.ts gives for the validated body's schema id. */
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

/** An answer whose body is `{ message }` (core's MessageResponse) and nothing more; `message` is its example's. */
export const said = (description: string, message?: string): ResponseDoc => ({ description, schema: MESSAGE_SCHEMA, ...(message !== undefined ? { example: { message } } : {}) });

/**
 * An answer whose body is one of core's API types: `returns('Deal[]', 'The deals, newest first')`. Its example is the
 * type's (api-examples.ts ANSWER_EXAMPLES) unless the route gives its own.
 */
export const returns = (type: ApiType, description: string, example?: unknown): ResponseDoc => ({ description, type, ...(example !== undefined ? { example } : {}) });

/** A refusal the route makes itself (a 409 …), with the message the API answers as its example. */
export const refused = (description: string, message: string): ResponseDoc => ({ description, example: { message } });
