// The static Storybook builds, lists every story of every stories file, and each story renders without errors.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { close, launchChromium, listen } from '../../widgets/src/test/chromium.js';

const STORYBOOK_DIR = path.resolve(import.meta.dirname, '..');
const WIDGETS_SRC = path.resolve(STORYBOOK_DIR, '..', 'widgets', 'src');
const SCREENSHOTS = process.env.DADEAL_SCREENSHOTS ?? path.join(tmpdir(), 'dadeal-widget-screens');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.png': 'image/png' };

interface Entry { id: string; type: string; importPath: string; exportName: string }

let outDir: string;
let entries: Entry[];
let server: Server | undefined;
let base: string;
let browser: Browser;

/** Every `export const Name` of every stories file beside the widgets' components. */
function storiesInSource(): Array<{ file: string; exportName: string }> {
  const files = readdirSync(WIDGETS_SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.stories.tsx'));
  return files.flatMap((file) =>
    [...readFileSync(path.join(WIDGETS_SRC, file), 'utf8').matchAll(/^export const (\w+)/gm)].map((m) => ({ file: path.basename(file), exportName: m[1] })),
  );
}

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'dadeal-storybook-'));
  const pkg = createRequire(import.meta.url).resolve('storybook/package.json', { paths: [STORYBOOK_DIR] });
  const bin = path.join(path.dirname(pkg), JSON.parse(readFileSync(pkg, 'utf8')).bin as string);
  await promisify(execFile)(process.execPath, [bin, 'build', '-o', outDir, '--quiet'], {
    cwd: STORYBOOK_DIR,
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', CI: 'true' },
    maxBuffer: 64 * 1024 * 1024,
  });
  entries = Object.values(JSON.parse(readFileSync(path.join(outDir, 'index.json'), 'utf8')).entries as Record<string, Entry>);
  ({ server, origin: base } = await listen((req, res) => {
    const file = path.join(outDir, decodeURIComponent(new URL(req.url!, 'http://x').pathname));
    if (!file.startsWith(outDir)) return void res.writeHead(403).end();
    try {
      const body = readFileSync(file.endsWith('/') ? path.join(file, 'index.html') : file);
      // Like any static host: the HTML is revalidated, the (hashed) assets are cached, so each story's page load parses
      // the preview's bundle from Chromium's cache instead of fetching it again.
      const cache = path.extname(file) === '.html' || file.endsWith('/') ? 'no-cache' : 'public, max-age=3600';
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': cache }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  }));
  browser = await launchChromium();
  mkdirSync(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await close(server);
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

interface PreviewChannel {
  on(event: string, listener: (payload: unknown) => void): void;
  off(event: string, listener: (payload: unknown) => void): void;
  emit(event: string, payload: unknown): void;
}

/**
 * Runs in the preview page: asks it to show a story and answers how its render ended ('completed', or 'errored' and
 * the like). Waits for the render phase of that very story, so a phase of the previous one is never taken for it.
 */
function storyShown(storyId: string): Promise<string> {
  const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: PreviewChannel }).__STORYBOOK_ADDONS_CHANNEL__;
  return new Promise((resolve) => {
    const ended = (outcome: string) => {
      channel.off('storyRenderPhaseChanged', onPhase);
      channel.off('storyMissing', onMissing);
      resolve(outcome);
    };
    const onPhase = (payload: unknown) => {
      const { newPhase, storyId: id } = payload as { newPhase: string; storyId: string };
      if (id === storyId && ['completed', 'errored', 'aborted'].includes(newPhase)) ended(newPhase);
    };
    const onMissing = () => ended('missing');
    channel.on('storyRenderPhaseChanged', onPhase);
    channel.on('storyMissing', onMissing);
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  });
}

describe('the static Storybook', () => {
  it('holds every story of every component', () => {
    const built = new Set(entries.filter((e) => e.type === 'story').map((e) => `${path.basename(e.importPath)}#${e.exportName}`));
    const expected = storiesInSource().map((s) => `${s.file}#${s.exportName}`);
    expect(expected.length).toBeGreaterThan(40);
    expect([...built].sort()).toEqual([...expected].sort());
    for (const component of ['DealCard', 'DealImage', 'DealGrid', 'FeaturedDeals', 'DealTabs', 'SearchBox', 'CategorySelect', 'DealDialog', 'DealBrowser']) {
      expect(expected.some((s) => s.startsWith(`${component}.stories.tsx#`)), component).toBe(true);
    }
  });

  it('renders every story without an error', async () => {
    const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
    const problems: string[] = [];
    let current = '';
    page.on('pageerror', (e) => problems.push(`${current}: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(`${current}: ${m.text()}`);
    });
    // Missing files are reported by URL; the browser's automatic favicon request is not ours.
    page.on('response', (r) => {
      if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) problems.push(`${r.status()} ${r.url()}`);
    });
    const shots = new Set(['widgets-dealcard--default', 'widgets-dealgrid--loaded', 'widgets-dealgrid--dark-loading', 'widgets-dealdialog--sold-out', 'widgets-dealbrowser--dark', 'widgets-dealdialog--long-texts', 'widgets-dealdialog--dark', 'widgets-dealcard--dark']);
    const stories = entries.filter((e) => e.type === 'story');
    for (const [i, entry] of stories.entries()) {
      current = entry.id;
      if (i === 0) {
        await page.goto(`${base}/iframe.html?id=${entry.id}&viewMode=story`);
      } else {
        // The next story in the same preview, as Storybook's own UI shows it (its channel's setCurrentStory): the
        // previous story is unmounted and this one rendered from scratch, without parsing the preview bundle again.
        const outcome = await page.evaluate(storyShown, entry.id);
        expect(outcome, entry.id).toBe('completed');
      }
      await page.locator('#storybook-root .dd-root').first().waitFor({ state: 'attached', timeout: 15_000 });
      // The stylesheet plus the story's own content.
      expect(await page.locator('#storybook-root .dd-root > *').count(), entry.id).toBeGreaterThan(1);
      if (shots.has(entry.id)) await page.screenshot({ path: path.join(SCREENSHOTS, `story-${entry.id}.png`) });
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});
