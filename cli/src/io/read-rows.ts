// Rows of an import file, streamed: CSV with a header row, or a JSON array of objects.
// Row numbers are what a spreadsheet shows: the header is row 1, the first data row is row 2, and blank rows
// (skipped) still count. In a JSON array the first element is row 1.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse';
import { CliError } from '../errors.js';

export type FileFormat = 'csv' | 'json';

export interface SourceRow {
  rowNumber: number;
  /** Cell values by the file's own column names (CSV: strings; JSON: whatever the element holds). */
  values: Record<string, unknown>;
  /** Set when the row cannot be read as a record at all (a JSON element that is not an object). */
  problem?: string;
}

export interface RowFile {
  path: string;
  format: FileFormat;
  size: number;
  /** The column names: CSV header cells, or every key met in a JSON array. */
  columns: string[];
  /** Reads the file from the start (an import reads it twice: check, then write); onBytes reports progress. */
  rows(onBytes?: (bytesSoFar: number) => void): AsyncGenerator<SourceRow>;
}

function formatOf(file: string): FileFormat {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.json') return 'json';
  if (ext === '.csv' || ext === '.txt') return 'csv';
  const head = readFileSync(file, { encoding: 'utf8', flag: 'r' }).slice(0, 64).trimStart();
  return head.startsWith('[') ? 'json' : 'csv';
}

const csvOptions = { bom: true, relax_column_count: true, skip_empty_lines: false } as const;

function csvProblem(file: string, err: unknown): CliError {
  const e = err as { message?: string; lines?: number };
  return new CliError(`${file} is not a readable CSV file${e.lines ? ` (line ${e.lines})` : ''}: ${e.message ?? String(err)}`);
}

async function csvHeader(file: string): Promise<string[]> {
  const input = createReadStream(file);
  const parser = input.pipe(parse({ ...csvOptions, to: 1 }));
  try {
    for await (const record of parser) return (record as string[]).map((h) => h.trim());
  } catch (err) {
    throw csvProblem(file, err);
  } finally {
    // Leaving the loop ends the parser only: pipe() does not close its source, which would hold the file open.
    input.destroy();
  }
  return [];
}

async function* csvRows(file: string, onBytes?: (n: number) => void): AsyncGenerator<SourceRow> {
  const input = createReadStream(file, { highWaterMark: 256 * 1024 });
  let bytes = 0;
  if (onBytes) input.on('data', (chunk) => onBytes((bytes += chunk.length)));
  const parser = input.pipe(parse(csvOptions));
  let header: string[] | undefined;
  let rowNumber = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rowNumber++;
      if (!header) {
        header = record.map((h) => h.trim());
        continue;
      }
      if (record.every((cell) => cell.trim() === '')) continue;
      const values: Record<string, unknown> = {};
      header.forEach((name, i) => {
        if (name) values[name] = record[i] ?? '';
      });
      yield { rowNumber, values };
    }
  } catch (err) {
    if (err instanceof CliError) throw err;
    throw csvProblem(file, err);
  } finally {
    input.destroy();
  }
}

function jsonArray(file: string): unknown[] {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
  } catch (err) {
    throw new CliError(`${file} is not valid JSON: ${(err as Error).message}`);
  }
  if (!Array.isArray(data)) throw new CliError(`${file} must hold a JSON array of objects, one per row`);
  return data;
}

export async function openRowFile(file: string): Promise<RowFile> {
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw new Error('not a file');
    size = stat.size;
  } catch {
    throw new CliError(`cannot read ${file}: no such file`);
  }
  const format = formatOf(file);
  if (format === 'csv') {
    return { path: file, format, size, columns: await csvHeader(file), rows: (onBytes) => csvRows(file, onBytes) };
  }
  // JSON is read whole (JSON.parse); CSV is the streaming format for large files.
  const elements = jsonArray(file);
  const columns = [...new Set(elements.flatMap((e) => (e && typeof e === 'object' && !Array.isArray(e) ? Object.keys(e) : [])))];
  return {
    path: file,
    format,
    size,
    columns,
    async *rows(onBytes) {
      for (const [i, element] of elements.entries()) {
        onBytes?.(Math.round(((i + 1) / elements.length) * size));
        if (element && typeof element === 'object' && !Array.isArray(element)) {
          yield { rowNumber: i + 1, values: element as Record<string, unknown> };
        } else {
          yield { rowNumber: i + 1, values: {}, problem: 'must be a JSON object with one key per field' };
        }
      }
    },
  };
}
