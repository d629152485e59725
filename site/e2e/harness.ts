// Browser journeys' shared plumbing: ONE real server per test file (the compiled server `npm start` runs, in a process
// of its own, on a fresh PGlite data dir with the demo data; mail through a real SMTP sink) and ONE Debian Chromium per
// file.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import type { RunningServer } from '@dadeal/server/server.ts';
import { freePort } from '@dadeal/server/testing/free-port.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '@dadeal/api/testing/smtp-sink.ts';
import { seedDemoDataDir, seedPgliteDir } from '@dadeal/api/testing/database-templates.ts';
import { launchChromium } from '../../widgets/src/test/chromium.js';

const require = createRequire(import.meta.url);
const AXE_SOURCE_PATH = require.resolve('axe-core/axe.min.js');

export const DEMO_PASSWORD = 'DaDeal-demo-2026';
/**
 * How long a page's step waits for its state (playwright's default is 30 s). A step takes well under a second alone;
 * under a whole run on a slow 2-core host (every browser file 3-4x its time alone) a claim's toast and a first
 * navigation once took over 30 s. A step that never comes still fails, within the test's own timeout.
 */
export const PAGE_WAIT_MS = 60_000;
export const DEMO_USER = 'shopper@dadeal.test';
export const DEMO_BUSINESS = 'reefside@dadeal.test';

/**
 * A map style for the site's maps (MAP_STYLE_URL): a MapLibre style with a background layer only — no tiles, sprites
 * or glyphs to fetch (there is no internet here) — served from another origin than the site's, as a real style is, so
 * the site's CSP and MapLibre's cross-origin fetch are what a visitor gets. `requests` counts the style's fetches.
 */
export async function startMapStyleServer(): Promise<{ url: string; requests: number; close(): Promise<void> }> {
  const style = { version: 8, name: 'Test background', sources: {}, layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#d9eef0' } }] };
  const server = createServer((req, res) => {
    if (req.url !== '/style.json') {
      res.writeHead(404).end();
      return;
    }
    styleServer.requests++;
    res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' }).end(JSON.stringify(style));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const styleServer = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/style.json`,
    requests: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return styleServer;
}

export interface SiteHarness {
  url: string;
  /** The server's insides (its database, app and config): a harness started `inProcess` only. */
  server?: RunningServer;
  smtp: SmtpSink;
  browser: Browser;
  /** A fresh browser context (own storage) and page at the given width (default 1280). */
  /**
   * A page in a fresh browser context. The page runs as in a browser without service workers unless
   * `serviceWorkers: 'allow'`: the worker's install precaches every script of the build (0.5–0.6 CPU-s a context,
   * docs/decisions/0070-test-setup-side-by-side.md), only the offline tests are about it, and a first visit's
   * navigations are not under its control anyway. (Playwright's own `serviceWorkers: 'block'` answers the registration
   * with no registration, which no browser does: the site said so on the console.)
   */
  newPage(options?: {
    width?: number; token?: string | null; serviceWorkers?: 'allow' | 'block';
    /** Where the browser says the visitor is, the site allowed to ask ("Near me"); without it, no position is given. */
    geolocation?: { latitude: number; longitude: number };
    /**
     * Keep the page open after the test that opened it, until the harness closes (a journey whose next test goes on
     * on it; concurrent tests, which close their own). Otherwise it closes when its test ends.
     */
    keep?: boolean;
  }): Promise<Page>;
  /** POST/GET the API like a client would; answers status and parsed JSON. */
  api<T = Record<string, unknown>>(method: string, apiPath: string, body?: unknown, token?: string): Promise<{ status: number; body: T }>;
  /** Signs in through the API and answers the token (for pages that start signed in). */
  tokenFor(email: string, password?: string): Promise<string>;
  /** Registers a regular user (or business) and verifies it through the mailed link; answers its e-mail. */
  createVerifiedAccount(options?: { userType?: 'user' | 'business'; password?: string; firstName?: string }): Promise<{ email: string; password: string }>;
  /** The first link in the newest mail to `to` whose URL matches `pattern`. */
  mailLink(to: string, pattern: RegExp, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}


let counter = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now().toString(36)}-${++counter}@example.test`;

function linksIn(mail: ReceivedMail): string[] {
  return [...mail.text.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0].replace(/&amp;/g, '&'));
}

/** The compiled server `npm start` runs (the suite's global setup builds it). */
const COMPILED_SERVER = fileURLToPath(new URL('../../server/dist/server.mjs', import.meta.url));

interface Serving {
  url: string;
  server?: RunningServer;
  close(): Promise<void>;
}

/**
 * The server as `npm start` runs it: the compiled server/dist/server.mjs in a process of its own, which says where it
 * listens over the IPC channel (server.ts, main) and stops on SIGTERM. Its own process and core: the test's process
 * (Playwright's client, the SMTP sink) and the server no longer share one event loop, and the test file does not
 * transform and load the server's sources.
 */
function spawnServer(env: NodeJS.ProcessEnv): Promise<Serving> {
  const child = fork(COMPILED_SERVER, [], {
    // The settings given and nothing of the test's own environment (the suite's DATABASE_URL, say), as the server
    // started in process read only what it was given; DATABASE_URL empty unless given, so that a developer's .env
    // (which the compiled server reads, and which never overrides a variable that is set) cannot point it elsewhere.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: '', ...env },
    // The suite's workers' flag (root vitest.config.ts): PGlite's WASM compiled by the baseline compiler alone.
    execArgv: ['--liftoff-only'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the compiled server exited with ${code} before listening`)));
    child.once('message', (message: { url: string }) => {
      child.removeAllListeners('exit');
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      resolve({
        url: message.url,
        close: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

/**
 * `siteDistDir`: serve this copy of the site's build instead of site/dist (a test that deploys a new build).
 * `inProcess`: start the server inside the test's process (startServer from its sources), for a test that reaches into
 * it (`server`: its database, its jobs' dependencies); a copy of the build is served that way too. Otherwise the
 * compiled server runs in a child process (spawnServer).
 */
export async function startSite(env: NodeJS.ProcessEnv = {}, { siteDistDir, inProcess = false }: { siteDistDir?: string; inProcess?: boolean } = {}): Promise<SiteHarness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dadeal-site-e2e-'));
  // The run's demo data dir (a copy: database and pictures) where the server would otherwise seed the demo, else the
  // migrated template where it would otherwise copy the empty one and migrate it (api/src/testing/database-templates.ts).
  if (!env.DATA_DIR && !(env.SEED_DEMO !== 'false' && seedDemoDataDir(dataDir))) seedPgliteDir(path.join(dataDir, 'pglite'));
  const smtp = await startSmtpSink();
  const port = await freePort();
  const serverEnv = {
    PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, LOG_LEVEL: 'silent',
    SMTP_URL: smtp.url, SEED_DEMO: 'true', ...env,
  };
  let serving: Serving;
  if (inProcess || siteDistDir) {
    const { productionAssetsFrom, startServer } = await import('@dadeal/server/server.ts');
    const server = await startServer(serverEnv, { assets: productionAssetsFrom({ siteDistDir }) });
    serving = { url: server.url, server, close: () => server.close() };
  } else {
    serving = await spawnServer(serverEnv);
  }
  const { url, server } = serving;
  const browser = await launchChromium();
  // The server's and the browser's first page is part of starting them, not a test's first step: the server's renderer,
  // the site's modules and the page's scripts are read and compiled for the first time then, and as the whole run starts
  // every worker does that at once (the user journey's first `page.goto('/')` failed to reach DOMContentLoaded within
  // 60 s in three clean-clone runs, the host at a load of 13–28; its next tests, and the same test in other runs, passed).
  // Awaited to `load` in a context of its own, within the hook's time.
  const warm = await browser.newContext({ baseURL: url });
  try {
    await (await warm.newPage()).goto('/', { waitUntil: 'load', timeout: 150_000 });
  } finally {
    await warm.close();
  }
  const contexts: BrowserContext[] = [];

  async function api<T>(method: string, apiPath: string, body?: unknown, token?: string) {
    const response = await fetch(`${url}${apiPath}`, {
      method,
      headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    });
    const text = await response.text();
    let parsed: unknown = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { text };
    }
    return { status: response.status, body: parsed as T };
  }

  async function mailLink(to: string, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = smtp.messages.filter((m) => m.to.includes(to)).reverse();
      for (const mail of mails) {
        const link = linksIn(mail).find((l) => pattern.test(l));
        if (link) return link;
      }
      if (Date.now() > deadline) throw new Error(`no mail to ${to} with a link matching ${pattern}`);
      await smtp.waitFor(smtp.messages.length + 1, Math.max(50, deadline - Date.now())).catch(() => undefined);
    }
  }

  const harness: SiteHarness = {
    url,
    server,
    smtp,
    browser,
    async newPage({ width = 1280, token = null, serviceWorkers = 'block', geolocation, keep = false } = {}) {
      const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 }, baseURL: url, geolocation });
      context.setDefaultTimeout(PAGE_WAIT_MS);
      if (!keep) closeWithTest(context);
      // No `navigator.serviceWorker`, as in a browser without them (the site then registers nothing, silently).
      if (serviceWorkers === 'block') await context.addInitScript(() => void delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker);
      contexts.push(context);
      await context.grantPermissions(['clipboard-read', 'clipboard-write', ...(geolocation ? ['geolocation'] : [])], { origin: url });
      if (token) await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
      const page = await context.newPage();
      // The app's scripts arrive after the first paint, so a server-rendered page is on screen before React is: a
      // button pressed then is kept by the first script and pressed again by the app once the session is known
      // (startup-race.e2e tests that), but a test's next step would race it. A page opened here is therefore handed
      // over once the app runs with the session known (the first script's `live`; React's root where there is no first
      // script); `waitUntil: 'commit'` keeps the page as it first arrives, for tests of the first paint. Unless a test
      // asks for more, the navigation itself is awaited to DOMContentLoaded, not `load`: `live` is the state a test
      // needs, and `load` waits for every picture as well.
      const goto = page.goto.bind(page);
      page.goto = async (address, options) => {
        const response = await goto(address, { ...options, waitUntil: options?.waitUntil ?? 'domcontentloaded' });
        if (options?.waitUntil !== 'commit') {
          await page.waitForFunction(() => {
            const boot = (window as { dadealBoot?: { live: boolean } }).dadealBoot;
            if (boot) return boot.live;
            const root = document.getElementById('root');
            return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
          });
        }
        return response;
      };
      return page;
    },
    api,
    async tokenFor(email, password = DEMO_PASSWORD) {
      const { status, body } = await api<{ token?: string; message?: string }>('POST', '/api/auth/login', { email, password });
      if (status !== 200 || !body.token) throw new Error(`login of ${email} failed: ${status} ${body.message}`);
      return body.token;
    },
    async createVerifiedAccount({ userType = 'user', password = 'Island-Pass-2026!', firstName = 'Kai' } = {}) {
      const email = unique(userType);
      const body: Record<string, unknown> = { email, password, firstName, lastName: 'Tester', phoneNumber: '+1 808 555 0100', userType };
      if (userType === 'business') body.business = { companyName: `Test Shop ${counter}`, contactNumber: '+1 808 555 0101' };
      const { status } = await api('POST', '/api/auth/register', body);
      if (status !== 201) throw new Error(`register failed: ${status}`);
      const link = await mailLink(email, /verify-email/);
      const verified = await fetch(link, { redirect: 'manual' });
      if (verified.status !== 302 && verified.status !== 301) throw new Error(`verify failed: ${verified.status}`);
      return { email, password };
    },
    mailLink,
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close().catch(() => undefined);
      await serving.close();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

/**
 * Closes a browser context when the test that made it ends. An open page keeps working (live counts, countdowns, its
 * timers): left open until the file's end, a file's dozens of pages shared two cores with every later test (a whole
 * run at a load of 20 on 2 cores, each browser test several times slower). Made outside a test (beforeAll), the
 * context stays until the harness closes.
 */
export function closeWithTest(context: BrowserContext): void {
  try {
    onTestFinished(() => context.close().catch(() => undefined));
  } catch {
    // not inside a test: the harness's close() closes it
  }
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Runs axe-core on the page; answers the serious and critical violations (the bar). */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the browser's protocol, not as a page script: the site's CSP refuses inline scripts.
  await page.evaluate(`${readFileSync(AXE_SOURCE_PATH, 'utf8')}\n;void 0`);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
}

/** sonner's success toast background (richColors, light theme: hsl(143, 85%, 96%)). */
export const TOAST_SUCCESS_BACKGROUND = [236, 253, 243];

/** The colour of one pixel as the page shows it (a 1×1 screenshot, its PNG decoded by hand: 8-bit RGB or RGBA). */
export async function pixelAt(page: Page, x: number, y: number): Promise<number[]> {
  const png = await page.screenshot({ clip: { x: Math.round(x), y: Math.round(y), width: 1, height: 1 } });
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return [...inflateSync(Buffer.concat(chunks)).subarray(1, 4)]; // the filter byte, then R, G, B
}

/** Waits until no skeleton, spinner or busy region is left on the page. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .page-loading'));
}
