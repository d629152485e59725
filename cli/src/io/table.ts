// Lists for people (aligned columns) or for scripts (--json).
import type { CliContext } from '../context.js';

export interface Column<T> {
  header: string;
  value: (row: T) => unknown;
}

/** A cell as text: dates as ISO instants, null as empty. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

export function printTable<T>(ctx: CliContext, rows: T[], columns: Column<T>[], empty: string): void {
  if (!rows.length) {
    ctx.print(empty);
    return;
  }
  const cells = rows.map((row) => columns.map((c) => cellText(c.value(row)).replace(/\s+/g, ' ')));
  const widths = columns.map((c, i) => Math.max(c.header.length, ...cells.map((r) => r[i].length)));
  const line = (values: string[]) => values.map((v, i) => (i === values.length - 1 ? v : v.padEnd(widths[i]))).join('  ');
  ctx.print(line(columns.map((c) => c.header)));
  for (const r of cells) ctx.print(line(r));
}

export function printJson(ctx: CliContext, value: unknown): void {
  ctx.print(JSON.stringify(value, null, 2));
}
