// How a production image installs: a built checkout copied elsewhere, `npm ci --omit=dev` (no Rollup, Vite, esbuild
// or tsx), then `npm start`. It must serve the API, the widgets' script, the site and the console from
// the compiled server, read `.env` under the real environment, say which stand-ins are in use, and write nothing
// outside DATA_DIR.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAll } from './build.mjs';
import { ROOT } from './source-hash.mjs';

const OUTPUTS = ['api/dist', 'server/dist', 'cli/dist', 'widgets/dist', 'site/dist', 'admin/dist'];

let checkout: string;
let dataDir: string;
let server: ChildProcess | undefined;
let url = '';
const lines: Array<Record<string, unknown>> = [];
let filesBefore: string[] = [];

/** Every file under `dir` except the installed packages, relative. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .filter((f) => !f.startsWith(`node_modules${path.sep}`) && !f.includes(`${path.sep}node_modules${path.sep}`))
    .sort();
}

beforeAll(async () => {
  await buildAll();
  checkout = mkdtempSync(path.join(tmpdir(), 'dadeal-prod-'));
  dataDir = mkdtempSync(path.join(tmpdir(), 'dadeal-prod-data-'));
  // The checkout as git sees it (tracked and not ignored), plus the build outputs.
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  expect(listed.status).toBe(0);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(path.join(ROOT, file))) continue; // deleted in the working tree, not yet in git
    mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(checkout, file));
  }
  for (const dir of OUTPUTS) cpSync(path.join(ROOT, dir), path.join(checkout, dir), { recursive: true });

  // The npm cache holds every package; --prefer-offline asks the registry only for what it lacks (--offline would
  // fail on metadata the cache never stored).
  const install = spawnSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: checkout, encoding: 'utf8' });
  expect(install.status, install.stderr).toBe(0);
  // `.env` in the root: PUBLIC_URL only there; PORT in both, where the real environment (0) must win; DATA_DIR for
  // the CLI, which is started without it.
  writeFileSync(path.join(checkout, '.env'), `PUBLIC_URL=https://deals.from-dotenv.example\nPORT=1\nDATA_DIR=${dataDir}\n`);
  filesBefore = filesOf(checkout);

  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' };
  for (const name of ['PUBLIC_URL', 'SMTP_URL', 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'VITEST', 'NODE_OPTIONS']) delete env[name];
  server = spawn('npm', ['start'], { cwd: checkout, env, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  url = await new Promise<string>((resolve, reject) => {
    server!.once('exit', (code) => reject(new Error(`npm start exited with ${code}: ${JSON.stringify(lines.slice(-5))}`)));
    createInterface({ input: server!.stdout! }).on('line', (text) => {
      if (!text.startsWith('{')) return;
      const line = JSON.parse(text) as Record<string, unknown>;
      lines.push(line);
      if (typeof line.url === 'string' && String(line.msg).includes('listening')) resolve(line.url);
    });
  });
});

async function stopServer() {
  if (server?.pid && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM'); // npm and the server it started
    await exited;
  }
}

afterAll(async () => {
  await stopServer();
  if (checkout) rmSync(checkout, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a production install of a built checkout', () => {
  it('has none of the build tools', () => {
    for (const tool of ['rollup', 'vite', 'esbuild', 'tsx', 'pino-pretty']) expect(existsSync(path.join(checkout, 'node_modules', tool)), tool).toBe(false);
  });

  it('serves the API, the widgets script, the site and the console', async () => {
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const script = await fetch(`${url}/widgets/dadeal-widgets.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain('dadeal-browser');
    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await home.text()).toContain('<div id="root">');
    const console = await fetch(`${url}/admin-login`, { headers: { 'Accept-Encoding': 'br' } });
    expect(console.status).toBe(200);
    expect(console.headers.get('content-encoding')).toBe('br');
  });

  it('reads .env, with the real environment winning', () => {
    const listening = lines.find((l) => String(l.msg).includes('listening'))!;
    expect(listening.publicUrl).toBe('https://deals.from-dotenv.example');
    expect(new URL(url).port).not.toBe('1');
  });

  it('says once at start, side by side, that payments run in test mode and mail goes to the outbox', () => {
    const warnings = lines.filter((l) => l.standIn);
    expect(warnings.map((l) => [l.level, l.standIn])).toEqual([[40, 'payments'], [40, 'mail']]);
    expect(lines.indexOf(warnings[1]) - lines.indexOf(warnings[0])).toBe(1);
    expect(String(warnings[0].msg)).toContain('TEST MODE');
    expect(String(warnings[1].msg)).toContain('outbox');
  });

  it('writes nothing into the checkout (data goes to DATA_DIR only)', () => {
    expect(filesOf(checkout)).toEqual(filesBefore);
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['pglite', 'jwt-secret']));
  });

  it('runs the compiled CLI (no tsx installed) on the DATA_DIR that .env names', async () => {
    await stopServer(); // PGlite: one process at a time on a data directory
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '' };
    delete env.DATA_DIR;
    const cli = spawnSync(process.execPath, [path.join(checkout, 'cli', 'bin', 'dadeal.js'), 'users', 'list', '--type', 'user'], { cwd: checkout, env, encoding: 'utf8' });
    expect(cli.status, cli.stderr).toBe(0);
    expect(cli.stdout).toContain('shopper@dadeal.test');
  });
});
