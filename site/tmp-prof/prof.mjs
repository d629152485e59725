import { chromium } from 'playwright-core';
const url = process.argv[2] ?? 'http://localhost:3997/?verified=1';
const rate = Number(process.argv[3] ?? 4);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
await page.addInitScript(() => {
  window.__lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
});
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const t0 = Date.now();
const reqs = [];
page.on('request', (r) => reqs.push([Date.now() - t0, new URL(r.url()).pathname]));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
const lt = await page.evaluate(() => window.__lt);
const nav = await page.evaluate(() => performance.timeOrigin);
console.log('long tasks [start, dur] ms:', JSON.stringify(lt));
console.log('TBT-ish:', lt.reduce((s, [, d]) => s + Math.max(0, d - 50), 0));
// profile: samples with timeDeltas (us), since profile.startTime (us, monotonic)
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = profile.startTime;
const samples = profile.samples.map((id, i) => { t += profile.timeDeltas[i]; return [t, id]; });
// map monotonic us to performance.now ms: use navigation start approx = first sample? use perf origin delta
const perfNowAtStop = await page.evaluate(() => performance.now());
const offset = profile.endTime / 1000 - perfNowAtStop; // ms
for (const [start, dur] of lt) {
  const agg = new Map();
  for (const [ts, id] of samples) {
    const ms = ts / 1000 - offset;
    if (ms < start || ms > start + dur) continue;
    const n = byId.get(id);
    const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    agg.set(key, (agg.get(key) ?? 0) + 1);
    // also top-level script url: walk up to find a frame with url
  }
  const tot = [...agg.values()].reduce((a, b) => a + b, 0);
  console.log(`\n== task @${start} ${dur}ms (${tot} samples)`);
  for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${v}\t${k}`);
  // by url
  const byUrl = new Map();
  for (const [ts, id] of samples) { const ms = ts / 1000 - offset; if (ms < start || ms > start + dur) continue; let n = byId.get(id); let u = n.callFrame.url; let p = n; while (!u && parent.has(p.id)) { p = byId.get(parent.get(p.id)); u = p.callFrame.url; } u = u.split('/').pop() || n.callFrame.functionName; byUrl.set(u, (byUrl.get(u) ?? 0) + 1); }
  console.log('  by url:', JSON.stringify([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 6)));
}
console.log('\nrequests:', reqs.filter(([, p]) => p.startsWith('/assets')).map(([t, p]) => `${t} ${p}`).join('\n'));
await browser.close();
