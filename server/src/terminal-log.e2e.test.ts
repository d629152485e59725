// What `npm start` prints, as a person and as a log collector see it: the compiled server (server/dist/server.mjs, its
// real main) started piped — every stdout line is a JSON log line, the access line included, and no banner — then
// started again on the same DATA_DIR on a pseudo-terminal (api/src/testing/terminal.ts) — short readable lines, one
// line per request, and the banner that says where to click, how to sign in, where mail goes and how to stop.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@dadeal/api/seed/demo.js';
import { seedPgliteDir } from '@dadeal/api/testing/database-templates.js';
import { plain, runOnPty } from '@dadeal/api/testing/terminal.js';

const SERVER = fileURLToPath(new URL('../dist/server.mjs', import.meta.url));

let dataDir: string;
let env: NodeJS.ProcessEnv;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dadeal-terminal-'));
  seedPgliteDir(path.join(dataDir, 'pglite'));
  env = {
    PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1',
    JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'info', SEED_DEMO: 'true', SMTP_URL: '',
  };
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server log', () => {
  it('is JSON lines only when stdout is a pipe, the access line included, and shows no banner', async () => {
    const child = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (d) => {
        out += d;
        const listening = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(out);
        if (listening) resolve(listening[1]);
      });
      void exited.then(() => reject(new Error(`the server ended: ${err}`)));
    });
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    // Access lines wait at most 250 ms in memory (api/src/logger.ts): the line is there within that.
    await expect.poll(() => out).toContain('"msg":"request"');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const lines = out.trimEnd().split('\n');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.every((e) => typeof e.level === 'number' && typeof e.time === 'string' && typeof e.msg === 'string')).toBe(true);
    expect(entries.map((e) => e.msg)).toEqual(expect.arrayContaining([
      expect.stringMatching(/^TEST MODE payments/),
      'migrations done',
      expect.stringMatching(/^empty database: demo data seeded/),
      `Da Deal! listening on ${url}`,
      'request',
    ]));
    expect(entries.find((e) => e.msg === 'request')).toMatchObject({ method: 'GET', url: '/api/health', status: 200 });
    expect(out).not.toContain('Da Deal! is running');
    expect(out).not.toContain('\u001b[');
  });

  it('is short readable lines on a terminal, one per request, then the banner: where to click, how to sign in, mail, stand-ins, how to stop', async () => {
    const terminal = runOnPty([process.execPath, SERVER], env);
    try {
      const [, url] = await terminal.waitFor(/Open (http:\/\/127\.0\.0\.1:\d+)/);
      await terminal.waitFor(/Stop +Ctrl-C/);
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      await terminal.waitFor(/GET \/api\/health 200/);
      process.kill(terminal.programPid(), 'SIGTERM');
      expect(await terminal.done).toBe(0);
    } finally {
      terminal.child.kill('SIGKILL');
    }
    const raw = terminal.output();
    const screen = plain(raw);
    expect(raw).toContain('\u001b['); // coloured
    const lines = screen.split('\n').filter(Boolean);
    expect(lines.filter((line) => line.trimStart().startsWith('{'))).toEqual([]);
    const logLines = lines.filter((line) => /^\d\d:\d\d:\d\d /.test(line));
    expect(logLines).toEqual(expect.arrayContaining([
      expect.stringMatching(/^\d\d:\d\d:\d\d WARN  TEST MODE payments: /),
      expect.stringMatching(/^\d\d:\d\d:\d\d INFO  migrations done {2}database=pglite:/),
      expect.stringMatching(/^\d\d:\d\d:\d\d INFO  Da Deal! listening on http:\/\/127\.0\.0\.1:\d+(  publicUrl=\S+)?$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d GET \/api\/health 200 [\d.]+ ms$/),
    ]));
    // Short: no line of the log wider than a wide terminal, JSON's long lines gone.
    expect(Math.max(...logLines.map((line) => line.length))).toBeLessThan(200);

    const banner = screen.slice(screen.indexOf('Da Deal! is running.'));
    expect(banner).toMatch(/Open http:\/\/127\.0\.0\.1:\d+/);
    expect(banner).toContain(`password ${DEMO_PASSWORD}`);
    expect(banner).toMatch(/shopper@dadeal\.test +user/);
    expect(banner).toMatch(/reefside@dadeal\.test +business \(Reefside Grill\)/);
    expect(banner).toMatch(/Console +http:\/\/127\.0\.0\.1:\d+\/admin-login/);
    expect(banner).toMatch(/Mail +not sent: kept in the outbox/);
    expect(banner).toMatch(/Stand-ins +payments in TEST MODE/);
    expect(banner).toMatch(/Stop +Ctrl-C/);
  });
});
