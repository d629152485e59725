// `npm run bench` (site): what a visitor's phone downloads and feels on the home page, measured in the same run
// as its baselines. Starts the product the README's way (`node scripts/start.mjs`, fresh PGlite data dir with demo
// data), then:
//  1. Home page initial JavaScript: every script Chromium loads for `/` until the network is idle (the shell, the
//     home route's chunk and what they import), gzip -9 and brotli sizes, against the widgets' standalone script
//     (the baseline every partner page pays) and the 150 KB gzip budget.
//  2. Lighthouse (mobile emulation, simulated throttling, Debian's Chromium): performance score and CLS of `/`,
//     against the same audit of the partner demo page `/widgets/demo` as a baseline.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = path.join(ROOT, 'site', 'dist');
const BUDGET_GZIP = 150 * 1024;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startProduct() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dadeal-site-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', SEED_DEMO: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy within 180 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function compressedSizes(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The scripts Chromium fetches for a page until the network is idle. */
async function scriptsOf(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const urls = new Set();
    page.on('request', (req) => {
      if (req.resourceType() === 'script') urls.add(req.url());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.querySelectorAll('article').length > 0);
    return [...urls];
  } finally {
    await browser.close();
  }
}

async function lighthouseOf(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const audits = result.lhr.audits;
    return {
      score: Math.round(result.lhr.categories.performance.score * 100),
      cls: audits['cumulative-layout-shift'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
}

const product = await startProduct();
let failed = false;
try {
  // 1. Initial JavaScript of the home page.
  const scripts = await scriptsOf(`${product.url}/`);
  let total = { raw: 0, gzip: 0, brotli: 0 };
  const lines = [];
  for (const url of scripts) {
    const { pathname } = new URL(url);
    const bytes = pathname.startsWith('/assets/')
      ? await readFile(path.join(DIST, pathname))
      : Buffer.from(await (await fetch(url)).arrayBuffer());
    const s = await compressedSizes(bytes);
    total = { raw: total.raw + s.raw, gzip: total.gzip + s.gzip, brotli: total.brotli + s.brotli };
    lines.push(`    ${pathname.padEnd(44)} raw ${kb(s.raw).padStart(9)}  gzip ${kb(s.gzip).padStart(8)}  brotli ${kb(s.brotli).padStart(8)}`);
  }
  const widget = await compressedSizes(await readFile(path.join(ROOT, 'widgets', 'dist', 'dadeal-widgets.js')));
  console.log('site: home page initial JavaScript (every script loaded for / until the network is idle)');
  for (const line of lines) console.log(line);
  console.log(`  total (${scripts.length} files)${' '.repeat(29)}raw ${kb(total.raw).padStart(9)}  gzip ${kb(total.gzip).padStart(8)}  brotli ${kb(total.brotli).padStart(8)}`);
  console.log(`  baseline: widgets' dadeal-widgets.js          raw ${kb(widget.raw).padStart(9)}  gzip ${kb(widget.gzip).padStart(8)}  brotli ${kb(widget.brotli).padStart(8)}`);
  console.log(`  home / widget script (gzip): ${(total.gzip / widget.gzip).toFixed(2)}×; budget ${kb(BUDGET_GZIP)} gzip: ${total.gzip <= BUDGET_GZIP ? 'within' : 'OVER'} (${((total.gzip / BUDGET_GZIP) * 100).toFixed(0)} %)`);
  if (total.gzip > BUDGET_GZIP) failed = true;

  // 2. Lighthouse, mobile.
  if (process.env.SKIP_LIGHTHOUSE !== '1') {
    const home = await lighthouseOf(`${product.url}/`);
    const demo = await lighthouseOf(`${product.url}/widgets/demo`);
    console.log('site: Lighthouse performance, mobile emulation (simulated throttling)');
    for (const [name, r] of [['/ (home)', home], ['/widgets/demo (baseline)', demo]]) {
      console.log(`  ${name.padEnd(26)} score ${String(r.score).padStart(3)}  CLS ${r.cls.toFixed(3)}  LCP ${(r.lcp / 1000).toFixed(2)} s  TBT ${Math.round(r.tbt)} ms`);
    }
    console.log(`  home score / baseline score: ${(home.score / demo.score).toFixed(2)}; goal ≥ 95 and CLS 0: ${home.score >= 95 && home.cls < 0.001 ? 'met' : 'NOT met'}`);
  }
} finally {
  await product.stop();
}
if (failed) process.exit(1);
