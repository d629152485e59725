// `node site/scripts/icons.mjs`: the installed app's icons (public/icons/*.png, committed) drawn from public/favicon.svg
// by Chromium (playwright-core, /usr/bin/chromium), so they are the favicon's own shapes at every size. Run again
// after changing the favicon; the build only copies the PNGs (no image library at build or start).
import { readFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const SITE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = await readFile(path.join(SITE, 'public', 'favicon.svg'), 'utf8');
const out = path.join(SITE, 'public', 'icons');
await mkdir(out, { recursive: true });

// "any": the round favicon on a transparent square. "maskable": the favicon's colours full bleed, its drawing inside
// the central 80 % safe zone (a launcher may cut the icon to any shape within it).
const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const inner = maskable ? Math.round(size * 0.8) : size;
    await page.setContent(
      `<html><body style="margin:0;background:${maskable ? '#0b6e78' : 'transparent'};display:grid;place-items:center;width:${size}px;height:${size}px">` +
        `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${inner}" height="${inner}"></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: path.join(out, file), omitBackground: !maskable, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
