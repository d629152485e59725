// react-admin simple-REST list parameters (ra-data-simple-rest): sort=["field","ASC"], range=[0,24],
// filter={"q":"…","id":[1,2],…}, answered with Content-Range: <resource> 0-24/319. Every field the client
// steers is whitelisted per resource and maps to a fixed SQL expression; page size has a maximum.
import type Koa from 'koa';
import type { Knex } from 'knex';
import { hasControlChars, isRealDate, type FieldError } from '@dadeal/core';
import { ValidationError } from './errors.js';
import { likeEscape } from '../like-escape.js';
import type { ParamDoc } from './route-doc.js';

export const MAX_ADMIN_PAGE = 1000;

export type FilterType = 'integer' | 'boolean' | 'string' | 'date';

export interface RaResource {
  /** Name in Content-Range, e.g. "users". */
  name: string;
  /** SQL expression of the id (for filter={"id":[…]} and as the tie-breaker of every sort). */
  id: string;
  /** API field → SQL expression it sorts by. */
  sort: Record<string, string>;
  defaultSort: [string, 'ASC' | 'DESC'];
  /** SQL expressions that filter={"q":"…"} searches, case-insensitively. */
  search: string[];
  /**
   * API field → SQL expression and type, for filter={"field": value | [values]}. A date filter is one bound of a
   * range (react-admin's `createdAt_gte` / `createdAt_lte`): `from` keeps rows at or after the instant, `until` rows up
   * to it; a date without a time means its whole day (UTC), so "until 2026-11-23" includes that day.
   */
  filters: Record<string, { sql: string; type: FilterType; bound?: 'from' | 'until' }>;
}

export interface RaListParams {
  sort: { sql: string; dir: 'asc' | 'desc' };
  start: number;
  end: number;
  q: string | null;
  where: Array<{ sql: string; values: Array<string | number | boolean>; op?: '>=' | '<' }>;
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function parseJson(raw: string | undefined, field: string, errors: FieldError[], example: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    errors.push({ field, message: `${field} must be JSON such as ${example}` });
    return undefined;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date bound as the instant it compares with: a bare day starts at 00:00 UTC, or ends at the next day's start. */
function dateBound(value: unknown, bound: 'from' | 'until'): string | null {
  if (typeof value !== 'string' || value.length > 40 || !isRealDate(value)) return null;
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const instant = Date.parse(dayOnly ? `${value}T00:00:00Z` : value);
  return new Date(dayOnly && bound === 'until' ? instant + DAY_MS : instant).toISOString();
}

function coerce(value: unknown, type: FilterType): string | number | boolean | null {
  if (type === 'integer') return Number.isInteger(value) ? (value as number) : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null;
  if (type === 'boolean') return typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : null;
  return typeof value === 'string' && value.length <= 200 && !hasControlChars(value) ? value : typeof value === 'number' ? String(value) : null;
}

/** ?sort, ?range, ?filter as the API's reference says them (route-doc.ts). */
export const RA_LIST_QUERY: Record<string, ParamDoc> = {
  sort: { description: 'JSON `["field","ASC"|"DESC"]`', schema: { type: 'string', example: '["id","ASC"]' } },
  range: { description: 'JSON `[first, last]`, zero-based, inclusive', schema: { type: 'string', example: '[0,24]' } },
  filter: { description: 'JSON object: `q` searches; other fields match a value or one of several', schema: { type: 'string', example: '{"q":"reef"}' } },
};

/** Reads and whitelists ?sort, ?range, ?filter; a bad value is a 400 naming the parameter. */
export function parseRaList(query: Record<string, string | string[] | undefined>, resource: RaResource): RaListParams {
  const errors: FieldError[] = [];

  const rawSort = parseJson(one(query.sort), 'sort', errors, '["id","ASC"]') ?? resource.defaultSort;
  let sort = { sql: resource.sort[resource.defaultSort[0]], dir: resource.defaultSort[1].toLowerCase() as 'asc' | 'desc' };
  if (Array.isArray(rawSort) && typeof rawSort[0] === 'string' && ['ASC', 'DESC'].includes(String(rawSort[1]).toUpperCase()) && Object.hasOwn(resource.sort, rawSort[0])) {
    sort = { sql: resource.sort[rawSort[0]], dir: String(rawSort[1]).toLowerCase() as 'asc' | 'desc' };
  } else if (one(query.sort) !== undefined && !errors.some((e) => e.field === 'sort')) {
    errors.push({ field: 'sort', message: `sort must be ["field","ASC"|"DESC"] with field one of ${Object.keys(resource.sort).join(', ')}` });
  }

  let start = 0;
  let end = MAX_ADMIN_PAGE - 1;
  const rawRange = parseJson(one(query.range), 'range', errors, '[0,24]');
  if (rawRange !== undefined) {
    if (Array.isArray(rawRange) && rawRange.length === 2 && rawRange.every((n) => Number.isInteger(n) && n >= 0) && rawRange[1] >= rawRange[0]) {
      [start, end] = rawRange as [number, number];
      end = Math.min(end, start + MAX_ADMIN_PAGE - 1);
    } else if (!errors.some((e) => e.field === 'range')) {
      errors.push({ field: 'range', message: 'range must be [first, last] with 0 <= first <= last' });
    }
  }

  let q: string | null = null;
  const where: RaListParams['where'] = [];
  const rawFilter = parseJson(one(query.filter), 'filter', errors, '{"q":"reef"}');
  if (rawFilter !== undefined) {
    if (!rawFilter || typeof rawFilter !== 'object' || Array.isArray(rawFilter)) {
      errors.push({ field: 'filter', message: 'filter must be a JSON object' });
    } else {
      for (const [key, value] of Object.entries(rawFilter as Record<string, unknown>)) {
        if (key === 'q') {
          if (typeof value !== 'string' || value.length > 100) errors.push({ field: 'filter.q', message: 'filter.q must be text of at most 100 characters' });
          // PostgreSQL refuses a NUL in text: answered here, before the query (it was a 500).
          else if (hasControlChars(value)) errors.push({ field: 'filter.q', message: 'filter.q must not contain control characters' });
          else q = value.trim() || null;
          continue;
        }
        // Own keys only: `__proto__` or `constructor` would otherwise name Object.prototype's members (a 500).
        const spec = key === 'id' ? { sql: resource.id, type: 'integer' as const } : Object.hasOwn(resource.filters, key) ? resource.filters[key] : undefined;
        if (!spec) {
          errors.push({ field: `filter.${key}`, message: `Unknown filter "${key}"; use one of q, id, ${Object.keys(resource.filters).join(', ')}` });
          continue;
        }
        if (spec.type === 'date') {
          const bound = 'bound' in spec && spec.bound ? spec.bound : 'from';
          const instant = dateBound(value, bound);
          if (instant === null) errors.push({ field: `filter.${key}`, message: `filter.${key} must be a date such as 2026-11-23` });
          else where.push({ sql: spec.sql, values: [instant], op: bound === 'from' ? '>=' : '<' });
          continue;
        }
        const list = Array.isArray(value) ? value : [value];
        const values = list.map((v) => coerce(v, spec.type));
        if (list.length > MAX_ADMIN_PAGE || values.some((v) => v === null)) {
          errors.push({ field: `filter.${key}`, message: `filter.${key} must be a ${spec.type} or a list of them` });
          continue;
        }
        where.push({ sql: spec.sql, values: values as Array<string | number | boolean> });
      }
    }
  }

  if (errors.length) throw new ValidationError(errors);
  return { sort, start, end, q, where };
}

/** Applies the parameters to a query (whose select is the rows' columns); answers the page and the total. */
export async function raList<T>(query: Knex.QueryBuilder, params: RaListParams, resource: RaResource): Promise<{ rows: T[]; total: number }> {
  const q = query.clone();
  if (params.q) {
    const pattern = `%${likeEscape(params.q)}%`;
    q.where((w) => {
      for (const sql of resource.search) w.orWhereRaw(`${sql} ilike ?`, [pattern]);
    });
  }
  for (const f of params.where) {
    if (f.op) q.whereRaw(`${f.sql} ${f.op} ?`, f.values);
    else q.whereRaw(`${f.sql} in (${f.values.map(() => '?').join(', ')})`, f.values);
  }
  const [{ n }] = await q.clone().clearSelect().clearOrder().count({ n: '*' });
  // Expressions come from the whitelist above, never from the client.
  const rows = await q
    .orderByRaw(`${params.sort.sql} ${params.sort.dir}, ${resource.id} ${params.sort.dir}`)
    .offset(params.start)
    .limit(params.end - params.start + 1);
  return { rows: rows as T[], total: Number(n) };
}

/** Content-Range as ra-data-simple-rest reads it, exposed to cross-origin consoles too. */
export function setContentRange(ctx: Koa.Context, resource: RaResource, start: number, count: number, total: number): void {
  ctx.set('Content-Range', count > 0 ? `${resource.name} ${start}-${start + count - 1}/${total}` : `${resource.name} */${total}`);
  ctx.set('Access-Control-Expose-Headers', 'Content-Range');
}
