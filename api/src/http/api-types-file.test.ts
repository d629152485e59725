// The answers' schemas are core's API types: api-types.generated.ts is what ts-json-schema-generator makes of
// core/src/api-types.ts today (a type changed without `npm run openapi` fails here), and every type a route's doc()
// names has its schema in the document, $ref'd under components.schemas.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesText, generateApiTypeSchemas } from './api-types-file.js';
import { apiTypeComponents } from './openapi.js';

describe('JSON Schemas of core\'s API types', () => {
  it('are the committed api-types.generated.ts (npm run openapi writes it)', async () => {
    const text = apiTypesText(await generateApiTypeSchemas());
    expect(readFileSync(API_TYPES_FILE, 'utf8'), 'api/src/http/api-types.generated.ts is stale: run `npm run openapi`').toBe(text);
  }, 120_000);

  it('carry a type\'s fields, its nullable ones and its nested types by reference', () => {
    const { schemas } = apiTypeComponents(['Coupon'], new Set());
    const coupon = schemas.Coupon as { required: string[]; properties: Record<string, unknown> };
    expect(coupon.required).toEqual(expect.arrayContaining(['couponCode', 'deal', 'state', 'usedAt']));
    expect(coupon.properties.deal).toEqual({ $ref: '#/components/schemas/Deal' });
    // An instant is a date-time, an id a whole number from 1 (core's Instant and Id), in the document as for a client.
    expect(coupon.properties.usedAt).toEqual({ anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] });
    expect(coupon.properties.id).toEqual({ type: 'integer', minimum: 1 });
    expect(coupon.properties.state).toMatchObject({ enum: ['active', 'used', 'expired'] });
    // The types Coupon uses come with it; nothing it does not use.
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['Deal', 'Place', 'Rating']));
    expect(Object.keys(schemas)).not.toContain('AdminUser');
  });

  it('give a type whose name a request schema has the name …Answer, its references renamed with it', () => {
    const { schemas, rename } = apiTypeComponents(['PartnerWebhook'], new Set(['PartnerWebhook']));
    expect(rename.get('PartnerWebhook')).toBe('PartnerWebhookAnswer');
    expect(Object.keys(schemas)).toEqual(['PartnerWebhookAnswer']);
  });
});
