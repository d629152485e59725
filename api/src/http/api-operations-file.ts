// core/src/api-operations.generated.ts: every operation of the API's document as a TypeScript type, so that a client's
// call names its operation ('POST /api/coupons') and gets the answer's type the route's doc() names, never one it
// picked itself. Made from the generated document (not from the route tables again), so the clients' types and the
// document cannot say different things. `npm run openapi` writes it after docs/openapi.json; openapi.test.ts fails
// when the committed file is not what the document makes. It lives in core beside the types it names and imports only
// those, so every client (site, console, widgets, CLI) reads it without depending on the API.
// docs/decisions/0118-clients-typed-per-operation.md says why.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { schemas, type SchemaId } from '@dadeal/core';
import { API_TYPE_SCHEMAS } from './api-types.generated.js';
import { schemaName, type OpenApiDocument } from './openapi.js';
import type { ApiTypeName } from './route-doc.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const CORE_SRC = path.resolve(here, '../../../core/src');
export const API_OPERATIONS_FILE = path.join(CORE_SRC, 'api-operations.generated.ts');

/**
 * The core type each validated body is, by its schema's id. The schemas are JSON Schemas, not types, so the pairing is
 * said here once; a body whose schema has no type here is `unknown` to a client.
 */
export const BODY_TYPES: Partial<Record<SchemaId, ApiTypeName>> = {
  login: 'LoginRequest',
  'admin-login': 'AdminLoginRequest',
  'email-only': 'EmailRequest',
  'reset-password': 'ResetPasswordRequest',
  'deal-ref': 'FavoriteRequest',
  'coupon-redeem': 'RedeemRequest',
  'business-places': 'PlacesRequest',
  'partner-place': 'PartnerPlaceRequest',
  'partner-ref': 'PartnerRefRequest',
  'partner-webhook': 'PartnerWebhookRequest',
  register: 'RegisterRequest',
  'profile-update': 'ProfileUpdateRequest',
  'admin-password-change': 'AdminPasswordChangeRequest',
  'admin-user-create': 'AdminUserCreateRequest',
  'admin-user-update': 'AdminUserUpdateRequest',
  'admin-business-user-create': 'AdminBusinessUserCreateRequest',
  'admin-business-update': 'AdminBusinessUpdateRequest',
  contact: 'ContactRequest',
  'deal-create': 'DealCreateRequest',
  'admin-deal-create': 'AdminDealCreateRequest',
  'admin-deal-update': 'AdminDealUpdateRequest',
  'coupon-claim': 'ClaimRequest',
  'paypal-order': 'PaymentOrderRequest',
  'deal-feature': 'FeatureDealRequest',
  'staff-invite': 'StaffInviteRequest',
  'claim-code-request': 'ClaimCodeRequest',
  'claim-code-verify': 'ClaimCodeVerifyRequest',
  'claim-in-place': 'ClaimInPlaceRequest',
  'account-delete': 'AccountDeleteRequest',
  'partner-register': 'PartnerRegisterRequest',
  'review-create': 'ReviewCreateRequest',
  'review-update': 'ReviewUpdateRequest',
  'review-reply': 'ReviewReplyRequest',
  'review-report': 'ReviewReportRequest',
  'review-moderation': 'ReviewModerationRequest',
};

type Json = Record<string, unknown>;
const COMPONENT = '#/components/schemas/';
const typeNames = new Set(Object.keys(API_TYPE_SCHEMAS));
const schemaIds = new Map(Object.keys(schemas).map((id) => [schemaName(id as SchemaId), id as SchemaId]));

/**
 * The core type an answer's component is: the type of that name, or the one the document renamed `…Answer` (beside a
 * request schema of the same name); `Message` is core's MessageResponse. Another component has no type: undefined.
 */
function answerTypeOf(component: string): string | undefined {
  if (component === 'Message') return 'MessageResponse';
  if (typeNames.has(component)) return component;
  if (component.endsWith('Answer') && typeNames.has(component.slice(0, -'Answer'.length))) return component.slice(0, -'Answer'.length);
  return undefined;
}

/** An answer's JSON schema as a TypeScript type: core's type, a list of it, or unknown for a schema no type names. */
function answerType(schema: Json | undefined, used: Set<string>): string {
  const refName = (s: Json | undefined) => (typeof s?.$ref === 'string' && s.$ref.startsWith(COMPONENT) ? s.$ref.slice(COMPONENT.length) : undefined);
  const list = schema?.type === 'array';
  const name = refName(list ? (schema!.items as Json | undefined) : schema);
  const type = name === undefined ? undefined : answerTypeOf(name);
  if (!type) return schema && !list && name === undefined ? inlineType(schema) : 'unknown';
  used.add(type);
  return list ? `${type}[]` : type;
}

const SCALARS: Record<string, string> = { string: 'string', boolean: 'boolean', integer: 'number', number: 'number' };

/** A small schema written in a route (health's `{ status }`) as its type, when its fields are scalars; else unknown. */
function inlineType(schema: Json): string {
  const properties = schema.properties as Record<string, Json> | undefined;
  if (schema.type !== 'object' || !properties) return 'unknown';
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const fields = Object.entries(properties).map(([name, field]) => {
    const scalar = typeof field.type === 'string' ? SCALARS[field.type] : undefined;
    return scalar && /^[A-Za-z_$][\w$]*$/.test(name) ? `${name}${required.has(name) ? '' : '?'}: ${scalar}` : undefined;
  });
  return fields.length && fields.every(Boolean) ? `{ ${fields.join('; ')} }` : 'unknown';
}

/**
 * What a client gets from a 2xx: core's type of the JSON body (a union when the statuses differ); `void` when a 2xx
 * has no body (204); `never` when no 2xx is JSON (a CSV, a calendar file, a redirect): such a body is no call's answer.
 */
function responseType(responses: Record<string, Json>, used: Set<string>): string {
  const types = new Set<string>();
  let empty = false;
  for (const [status, response] of Object.entries(responses)) {
    if (!/^2\d\d$/.test(status)) continue;
    const content = response.content as Record<string, Json> | undefined;
    if (!content) empty = true;
    else if (content['application/json']) types.add(answerType(content['application/json'].schema as Json | undefined, used));
  }
  if (types.has('unknown')) return 'unknown';
  if (empty) types.add('void');
  return types.size ? [...types].join(' | ') : 'never';
}

/** What a client sends: core's type of a validated body (unknown when its schema has none), FormData for a form, never for no body. */
function bodyType(requestBody: Json | undefined, used: Set<string>): string {
  if (!requestBody) return 'never';
  const content = requestBody.content as Record<string, Json>;
  const json = content['application/json'];
  if (!json) return content['multipart/form-data'] ? 'FormData' : 'unknown';
  const ref = (json.schema as Json | undefined)?.$ref;
  const id = typeof ref === 'string' ? schemaIds.get(ref.slice(COMPONENT.length)) : undefined;
  const type = id ? BODY_TYPES[id] : undefined;
  if (!type) return 'unknown';
  used.add(type);
  return type;
}

/** The module of core/src that exports `name` (its import in the generated file), from core's own sources. */
function coreModules(): (name: string) => string {
  const sources = readdirSync(CORE_SRC)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('.generated.'))
    .map((file) => ({ module: `./${file.replace(/\.ts$/, '.js')}`, text: readFileSync(path.join(CORE_SRC, file), 'utf8') }));
  return (name) => {
    const declares = new RegExp(`^export (interface|type) ${name}\\b`, 'm');
    const found = sources.find((s) => declares.test(s.text));
    if (!found) throw new Error(`core exports no type ${name} from core/src/*.ts`);
    return found.module;
  };
}

const comment = (text: string) => text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ').trim();

/** The generated file's text, from the document: one entry per operation, sorted as the document's paths are. */
export function apiOperationsText(document: OpenApiDocument, moduleOf: (name: string) => string = coreModules()): string {
  const used = new Set<string>();
  const entries: string[] = [];
  for (const [pathTemplate, operations] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(operations as Record<string, Json>)) {
      const response = responseType((op.responses ?? {}) as Record<string, Json>, used);
      const body = bodyType(op.requestBody as Json | undefined, used);
      if (typeof op.summary === 'string') entries.push(`  /** ${comment(op.summary)} */`);
      entries.push(`  '${method.toUpperCase()} ${pathTemplate}': { response: ${response}; body: ${body} };`);
    }
  }
  const byModule = new Map<string, string[]>();
  for (const name of [...used].sort()) byModule.set(moduleOf(name), [...(byModule.get(moduleOf(name)) ?? []), name]);
  const imports = [...byModule.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([module, names]) => {
      const line = `import type { ${names.join(', ')} } from '${module}';`;
      return line.length <= 120 ? line : `import type {\n${names.map((n) => `  ${n},`).join('\n')}\n} from '${module}';`;
    });
  return [
    '// Generated by `npm run openapi` from the API\'s document, docs/openapi.json (api/src/http/api-operations-file.ts): do not edit.',
    '// Every operation, \'METHOD /path/{param}\' as the document\'s paths say it, with core\'s type of its 2xx JSON answer',
    '// (`void`: no body; `never`: no JSON answer, a file or a redirect) and of its body (`unknown`: a JSON body no core type',
    '// describes; `never`: none). The clients\' calls are typed from it (site/src/app/api-client.ts apiCall).',
    ...imports,
    '',
    'export interface ApiOperations {',
    ...entries,
    '}',
    '',
    '/** An operation of the API: \'GET /api/deals/{id}\'. */',
    'export type ApiOperation = keyof ApiOperations;',
    '',
  ].join('\n');
}
