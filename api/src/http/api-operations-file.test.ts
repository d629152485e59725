// What the clients' per-operation types say of the document's answers and bodies: core's type by name (a list, a
// renamed `…Answer`, `{ message }` as MessageResponse), void for no body, never for a file, unknown for what no core
// type describes, and only core's own modules imported. The committed file is held to the document in openapi.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_OPERATIONS_FILE, apiOperationsText } from './api-operations-file.js';
import type { OpenApiDocument } from './openapi.js';

const json = (schema: unknown) => ({ description: 'x', content: { 'application/json': { schema } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const document = {
  paths: {
    '/api/coupons': { post: { summary: 'Claim a deal: a coupon', requestBody: { content: { 'application/json': { schema: ref('CouponClaim') } } }, responses: { 201: json(ref('ClaimResponse')), 400: { $ref: '#/components/responses/BadRequest' } } } },
    '/api/coupons/{id}/calendar.ics': { get: { summary: 'A calendar */ entry', responses: { 200: { description: 'x', content: { 'text/calendar': { schema: { type: 'string' } } } } } } },
    '/api/deals/{id}/view': { post: { summary: 'A view', responses: { 204: { description: 'Counted' } } } },
    '/api/auth/login': { post: { summary: 'Sign in', requestBody: { content: { 'application/json': { schema: ref('Login') } } }, responses: { 200: json(ref('LoginResponse')) } } },
    '/api/odd': { post: { summary: 'A body no core type describes', requestBody: { content: { 'application/json': { schema: ref('NoSuchSchema') } } }, responses: { 200: json(ref('Message')) } } },
    '/api/contact': { post: { summary: 'Write', requestBody: { content: { 'application/json': { schema: ref('Contact') } } }, responses: { 200: json(ref('Message')), 201: json(ref('Message')) } } },
    '/api/partner/webhook': { get: { summary: 'Webhook', responses: { 200: json(ref('PartnerWebhookAnswer')) } } },
    '/api/user/favorites': { get: { summary: 'Favourites', responses: { 200: json({ type: 'array', items: ref('Deal') }) } } },
    '/api/health': { get: { summary: 'Health', responses: { 200: json({ type: 'object', properties: { status: { type: 'string' } } }) } } },
    '/api/upload': { post: { summary: 'Upload', requestBody: { content: { 'multipart/form-data': { schema: {} } } }, responses: { 201: json(ref('UploadResponse')) } } },
    '/api/openapi.json': { get: { summary: 'The document', responses: { 200: json({ type: 'object' }) } } },
  },
} as unknown as OpenApiDocument;

describe('the clients\' types of each operation', () => {
  const text = apiOperationsText(document, (name) => (name === 'GeocodeResult' ? './places.js' : './api-types.js'));
  const entry = (key: string) => text.split('\n').find((line) => line.startsWith(`  '${key}'`));

  it('name core\'s types of the answers and of the validated bodies', () => {
    expect(entry('POST /api/coupons')).toBe('  \'POST /api/coupons\': { response: ClaimResponse; body: ClaimRequest };');
    expect(entry('GET /api/user/favorites')).toContain('response: Deal[]; body: never');
    expect(entry('GET /api/partner/webhook')).toContain('response: PartnerWebhook;');
    expect(entry('POST /api/contact')).toBe('  \'POST /api/contact\': { response: MessageResponse; body: ContactRequest };');
    expect(entry('POST /api/upload')).toContain('response: UploadResponse; body: FormData');
  });

  it('say void for no body, never for a file, unknown for what no core type describes', () => {
    expect(entry('POST /api/deals/{id}/view')).toContain('response: void; body: never');
    expect(entry('GET /api/coupons/{id}/calendar.ics')).toContain('response: never;');
    expect(entry('POST /api/auth/login')).toContain('response: LoginResponse; body: LoginRequest');
    expect(entry('POST /api/odd')).toContain('response: MessageResponse; body: unknown');
    expect(entry('GET /api/health')).toContain('response: { status?: string };');
    expect(entry('GET /api/openapi.json')).toContain('response: unknown;');
  });

  it('import only the core types they use, from core\'s own modules, and keep a summary\'s comment closed', () => {
    const imports = text.slice(text.indexOf('import type'), text.indexOf('export interface'));
    expect(imports.match(/\b[A-Z]\w+\b/g)).toEqual(['ClaimRequest', 'ClaimResponse', 'ContactRequest', 'Deal', 'LoginRequest', 'LoginResponse', 'MessageResponse', 'PartnerWebhook', 'UploadResponse']);
    expect(imports).toContain('} from \'./api-types.js\';');
    expect(text).not.toMatch(/from '(?!\.\/)/);
    expect(text).toContain('/** A calendar *\\/ entry */');
  });

  it('leave no validated body of the real document untyped: each body schema is paired with its core type (BODY_TYPES)', () => {
    // The committed file is the document's (openapi.test.ts): a body schema added without its type fails here, not as
    // a client call that takes any body.
    const untyped = readFileSync(API_OPERATIONS_FILE, 'utf8').split('\n').filter((line) => line.includes('body: unknown'));
    expect(untyped).toEqual([]);
  });
});
