import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openRowFile, type SourceRow } from './read-rows.js';

const dir = mkdtempSync(path.join(tmpdir(), 'dadeal-rows-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function rowsOf(name: string, content: string): Promise<SourceRow[]> {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  const rows: SourceRow[] = [];
  for await (const row of (await openRowFile(file)).rows()) rows.push(row);
  return rows;
}

describe('import files', () => {
  it('numbers CSV rows as a spreadsheet does: header row 1, blank rows counted, quoted line breaks inside one row', async () => {
    const rows = await rowsOf('a.csv', '\uFEFFtitle,description\r\nOne,"two\r\nlines"\r\n,\r\n\r\nThree,"say ""hi"""\r\n');
    expect(rows).toEqual([
      { rowNumber: 2, values: { title: 'One', description: 'two\r\nlines' } },
      { rowNumber: 5, values: { title: 'Three', description: 'say "hi"' } },
    ]);
  });

  it('numbers JSON elements from 1 and flags those that are not objects', async () => {
    const rows = await rowsOf('a.json', '[{"title":"One"}, "oops"]');
    expect(rows).toEqual([
      { rowNumber: 1, values: { title: 'One' } },
      { rowNumber: 2, values: {}, problem: 'must be a JSON object with one key per field' },
    ]);
  });

  it('refuses unreadable files with a clear message', async () => {
    await expect(rowsOf('b.json', '{"title":"One"}')).rejects.toThrow('must hold a JSON array of objects, one per row');
    await expect(rowsOf('c.json', '[{')).rejects.toThrow('is not valid JSON');
    await expect(rowsOf('d.csv', 'title\n"unclosed\n')).rejects.toThrow('is not a readable CSV file');
    await expect(openRowFile(path.join(dir, 'missing.csv'))).rejects.toThrow('no such file');
  });
});
