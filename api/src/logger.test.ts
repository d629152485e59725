// The access lines' buffered stream (bufferedDestination): lines wait in memory, then reach the file within the flush
// interval, at once when a chunk is full, and when the process exits — none is lost by buffering.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bufferedDestination } from './logger.js';

const dir = mkdtempSync(path.join(tmpdir(), 'dadeal-logger-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const read = (file: string) => readFileSync(file, 'utf8');

describe('bufferedDestination', () => {
  it('keeps a line in memory, then writes it within the flush interval', async () => {
    const file = path.join(dir, 'interval.log');
    const stream = bufferedDestination(file);
    stream.write('{"msg":"request"}\n');
    expect(read(file)).toBe('');
    await expect.poll(() => read(file), { timeout: 2_000 }).toBe('{"msg":"request"}\n');
  });

  it('writes at once when about 16 KB wait, in the order written', () => {
    const file = path.join(dir, 'chunk.log');
    const stream = bufferedDestination(file);
    const lines = Array.from({ length: 200 }, (_, i) => `{"n":${i},"pad":"${'x'.repeat(100)}"}\n`);
    for (const line of lines) stream.write(line);
    const written = read(file);
    expect(written.length).toBeGreaterThanOrEqual(15 * 1024);
    expect(lines.join('').startsWith(written)).toBe(true);
    stream.flushSync();
    expect(read(file)).toBe(lines.join(''));
  });

  it('writes what waits when the process exits', () => {
    const file = path.join(dir, 'exit.log');
    const script = `import { bufferedDestination } from ${JSON.stringify(path.resolve(import.meta.dirname, 'logger.ts'))};
      const stream = bufferedDestination(${JSON.stringify(file)});
      for (let i = 0; i < 3; i++) stream.write('{"n":' + i + '}\\n');
      process.exit(0);`;
    execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    expect(read(file)).toBe('{"n":0}\n{"n":1}\n{"n":2}\n');
  });
});
