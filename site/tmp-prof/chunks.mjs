import { build } from 'vite';
import { gzipSync } from 'node:zlib';
const out = await build({ configFile: 'vite.config.ts', logLevel: 'silent', build: { write: false, outDir: '/tmp/chunkout', emptyOutDir: true } });
const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output);
const entry = outputs.find((c) => c.type === 'chunk' && c.isEntry && /index|main/.test(c.name)) ;
const want = process.argv.slice(2);
let total = 0;
for (const c of outputs.filter((c) => c.type === 'chunk')) {
  const gz = gzipSync(c.code).length;
  if (['framework','shared','app','boot','rolldown-runtime','index'].some((n) => c.fileName.includes(n))) {
    console.log(c.fileName.padEnd(40), (gz / 1024).toFixed(2), 'KiB gz', c.isEntry ? 'entry' : '');
    for (const [id, m] of Object.entries(c.modules)) if (want[0] === 'ALL' && c.isEntry ? m.renderedLength > 300 : want.some((w) => id.includes(w))) console.log('   ', id.replace(/.*\/site\//, ''), m.renderedLength);
  }
}
