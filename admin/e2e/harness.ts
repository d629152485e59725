// The console's journey plumbing, on top of the site's harness (one real server with npm start's assets on a fresh
// PGlite data dir, one Debian Chromium): the administrator is made first by the real CLI, `dadeal admin create`, as
// a child process on the same data dir (PGlite lets one process at a time open it, so before the server does).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { closeWithTest, PAGE_WAIT_MS, startSite, type SiteHarness } from '../../site/e2e/harness.js';
import { seedPgliteDir } from '@dadeal/api/testing/database-templates.ts';
import { STORAGE_KEYS } from '../src/texts.js';

const CLI = fileURLToPath(new URL('../../cli/bin/dadeal.js', import.meta.url));

export interface AdminAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface AdminHarness extends SiteHarness {
  admin: AdminAccount;
  /** What `dadeal admin create` printed. */
  cliOutput: string;
  /** A fresh browser context and page at 1280 px (or `width`), storage set before any script of the page runs. */
  adminPage(options?: { width?: number; storage?: Record<string, string> }): Promise<Page>;
  /** The admin API's list total (Content-Range), as the dashboard should show it. */
  total(resource: string, filter?: Record<string, unknown>): Promise<number>;
  adminToken(): Promise<string>;
}

/** `node cli/bin/dadeal.js …` on the data dir, without a terminal; resolves with its output or fails with it. */
function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`dadeal ${args.join(' ')} exited ${code}: ${out}`))));
  });
}

/** `env`: the server's settings on top of the harness's (a test's MAP_STYLE_URL). */
export async function startAdminConsole(env: NodeJS.ProcessEnv = {}): Promise<AdminHarness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dadeal-admin-e2e-'));
  const admin: AdminAccount = { email: 'chief@dadeal.test', password: 'Island-Admin-42', firstName: 'Lani', lastName: 'Chief' };
  // PGlite always (DATABASE_URL empty), whatever the suite's environment says: the server below opens this same dir.
  seedPgliteDir(path.join(dataDir, 'pglite')); // the run's migrated template, instead of initdb in the CLI
  const cliEnv = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', LOG_LEVEL: 'silent' };
  const cliOutput = await runCli(
    ['admin', 'create', '--email', admin.email, '--password', admin.password, '--first-name', admin.firstName, '--last-name', admin.lastName],
    cliEnv,
  );
  const site = await startSite({ ...env, DATA_DIR: dataDir, DATABASE_URL: '' });
  const contexts: BrowserContext[] = [];
  let token: string | null = null;

  async function adminToken() {
    if (token) return token;
    const { status, body } = await site.api<{ token?: string }>('POST', '/api/admin/login', { email: admin.email, password: admin.password });
    if (status !== 200 || !body.token) throw new Error(`admin login failed: ${status}`);
    token = body.token;
    return token;
  }

  return {
    ...site,
    admin,
    cliOutput,
    adminToken,
    async adminPage({ width = 1280, storage } = {}) {
      const context = await site.browser.newContext({ viewport: { width, height: 900 }, baseURL: site.url, acceptDownloads: true });
      context.setDefaultTimeout(PAGE_WAIT_MS);
      contexts.push(context);
      closeWithTest(context);
      if (storage) {
        await context.addInitScript((entries) => {
          // Once per context: later navigations see what the console itself wrote (or removed).
          if (window.sessionStorage.getItem('e2e-storage-set')) return;
          window.sessionStorage.setItem('e2e-storage-set', '1');
          for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
        }, storage);
      }
      return context.newPage();
    },
    async total(resource, filter = {}) {
      const query = new URLSearchParams({ range: '[0,0]', filter: JSON.stringify(filter) });
      const response = await fetch(`${site.url}/api/admin/${resource}?${query}`, { headers: { Authorization: `Bearer ${await adminToken()}` } });
      const range = response.headers.get('content-range') ?? '';
      await response.arrayBuffer();
      return Number(range.split('/').pop());
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await site.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The admin slots of localStorage, read in the page. */
export function adminStorage(page: Page): Promise<{ token: string | null; admin: string | null }> {
  return page.evaluate((keys) => ({ token: localStorage.getItem(keys.token), admin: localStorage.getItem(keys.admin) }), STORAGE_KEYS);
}

