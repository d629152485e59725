// Writes rows as CSV (header row) or as a JSON array, page by page, waiting for the stream to drain:
// memory holds one page, whatever the table's size.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';

export type OutputFormat = 'csv' | 'json';

/** Dates as ISO instants, everything else as it is. */
const plain = (row: Record<string, unknown>, columns: string[]) =>
  Object.fromEntries(columns.map((c) => [c, row[c] instanceof Date ? (row[c] as Date).toISOString() : (row[c] ?? null)]));

async function write(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

export async function writeRows(
  out: Writable,
  format: OutputFormat,
  columns: string[],
  pages: AsyncIterable<Array<Record<string, unknown>>>,
): Promise<number> {
  let count = 0;
  if (format === 'json') await write(out, '[');
  else await write(out, stringify([], { header: true, columns }));
  for await (const page of pages) {
    const rows = page.map((r) => plain(r, columns));
    if (format === 'json') {
      await write(out, rows.map((r, i) => `${count + i ? ',' : ''}\n  ${JSON.stringify(r)}`).join(''));
    } else {
      await write(out, stringify(rows, { columns, cast: { boolean: (b) => String(b) } }));
    }
    count += rows.length;
  }
  if (format === 'json') await write(out, count ? '\n]\n' : ']\n');
  return count;
}
