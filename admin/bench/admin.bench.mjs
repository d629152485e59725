// `npm run bench -w admin` (and the root `npm run bench`): the console's bundle beside the site's initial JavaScript.
//  - admin: every script of admin/dist (what the first visit to /admin-login downloads), gzip -9 and brotli;
//  - site: the scripts the site's index.html loads at once (entry and modulepreloads), the same measures;
//  - and it checks, on the built files, that the site's initial JavaScript does not include the console: no
//    /admin-assets/ reference, no react-admin or MUI code, none of the console's words in them.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ensureSiteBuilt, DIST_DIR as SITE_DIST } from '../../site/build/build.mjs';
import { ensureAdminBuilt, DIST_DIR as ADMIN_DIST } from '../build/build.mjs';

await ensureSiteBuilt();
await ensureAdminBuilt();

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sizes = (buf) => ({
  raw: buf.length,
  gzip: gzipSync(buf, { level: 9 }).length,
  br: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});
const sum = (list) => list.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip, br: a.br + s.br }), { raw: 0, gzip: 0, br: 0 });

const adminFiles = (await readdir(ADMIN_DIST)).filter((f) => f.endsWith('.js'));
const adminBufs = await Promise.all(adminFiles.map((f) => readFile(path.join(ADMIN_DIST, f))));
const admin = sum(adminBufs.map(sizes));

const siteHtml = await readFile(path.join(SITE_DIST, 'index.html'), 'utf8');
const siteScripts = [...siteHtml.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]);
const siteBufs = await Promise.all(siteScripts.map((src) => readFile(path.join(SITE_DIST, src.replace(/^\//, '')))));
const site = sum(siteBufs.map(sizes));

// The console's fingerprints: its asset path, react-admin's class names, MUI's.
const FINGERPRINTS = ['/admin-assets/', 'RaLayout', 'RaList-', 'MuiButtonBase', 'ra-data-simple-rest', 'Access Dashboard'];
const leaks = [];
siteScripts.forEach((src, i) => {
  const text = siteBufs[i].toString('utf8');
  for (const mark of FINGERPRINTS) if (text.includes(mark)) leaks.push(`${src} contains "${mark}"`);
});

console.log('\nAdmin console bundle vs the site\'s initial JavaScript (built files, gzip -9 / brotli 11)');
console.log(`  admin console (${adminFiles.length} scripts, loaded only on /admin-login and /admin-dashboard/*): ${kb(admin.raw)} raw, ${kb(admin.gzip)} gzip, ${kb(admin.br)} brotli`);
console.log(`  site initial JS (${siteScripts.length} scripts from index.html):                           ${kb(site.raw)} raw, ${kb(site.gzip)} gzip, ${kb(site.br)} brotli`);
console.log(`  ratio admin / site initial (gzip): ${(admin.gzip / site.gzip).toFixed(1)}x`);
if (leaks.length) {
  console.log(`  FAIL: the site's initial JavaScript includes the console:\n    ${leaks.join('\n    ')}`);
  process.exitCode = 1;
} else {
  console.log('  The site\'s initial JavaScript does not include the admin console (separate Vite build under /admin-assets/; no react-admin or MUI code in the site\'s scripts).');
}
