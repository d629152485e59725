// Validation declared per route by schema id, before the handler runs.
import type Koa from 'koa';
import { validate as validateWith, type SchemaId } from '@dadeal/core';
import { ValidationError } from './errors.js';
import { markBody } from './route-doc.js';

/** Checks ctx.request.body against a core schema; the handler reads ctx.state.input. */
export function validateBody(id: SchemaId): Koa.Middleware {
  return markBody(async (ctx, next) => {
    const result = validateWith(id, ctx.request.body ?? {});
    if (!result.ok) throw new ValidationError(result.errors);
    ctx.state.input = result.value;
    await next();
  }, id);
}

/** Parses a positive integer route parameter or answers 404 (an id that cannot exist). */
export function idParam(ctx: Koa.Context, name = 'id'): number {
  const raw = (ctx.params as Record<string, string>)[name];
  const id = Number(raw);
  if (!/^\d{1,9}$/.test(raw ?? '') || id < 1) throw new ValidationError([{ field: name, message: `${name} must be a positive whole number` }]);
  return id;
}
