// Matches a file's column names to input fields the way people write them: "Original Price", "original_price",
// "originalPrice" and "ORIGINALPRICE" are one column; a few usual synonyms ("Coupons", "Terms") too.
import type { SchemaId } from '@dadeal/core';
import { schemas } from '@dadeal/core';
import { CliError } from '../errors.js';

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Field → extra names it may go by (the field's own name always matches). */
export type ColumnAliases = Record<string, string[]>;

export interface ColumnMap {
  /** The file's column name for each field it carries. */
  columnOf: Map<string, string>;
  /** Columns no field takes (ignored, reported once). */
  ignored: string[];
}

export function mapColumns(columns: string[], aliases: ColumnAliases): ColumnMap {
  const byName = new Map<string, string>();
  for (const [field, names] of Object.entries(aliases)) for (const name of [field, ...names]) byName.set(squash(name), field);
  const columnOf = new Map<string, string>();
  const ignored: string[] = [];
  for (const column of columns) {
    const field = byName.get(squash(column));
    if (!field) {
      if (column) ignored.push(column);
      continue;
    }
    if (columnOf.has(field)) throw new CliError(`columns "${columnOf.get(field)}" and "${column}" both give ${field}: keep one`);
    columnOf.set(field, column);
  }
  return { columnOf, ignored };
}

/** Refuses a CSV file that lacks a column every row needs (one message instead of one per row). */
export function requireColumns(map: ColumnMap, schemaId: SchemaId, supplied: string[] = []): void {
  const required = ((schemas[schemaId] as { required?: string[] }).required ?? []).filter((f) => !supplied.includes(f));
  const missing = required.filter((f) => !map.columnOf.has(f));
  if (missing.length) throw new CliError(`the file has no column for: ${missing.join(', ')}`);
}

/** The cell of `field` in a row: trimmed text, or undefined when the cell is empty or absent. */
export function cell(values: Record<string, unknown>, map: ColumnMap, field: string): unknown {
  const column = map.columnOf.get(field);
  if (column === undefined) return undefined;
  const v = values[column];
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
  return v;
}
