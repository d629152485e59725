import { chromium } from 'playwright-core';
import * as pf from 'lighthouse/core/lib/page-functions.js';
const fn = (pf.pageFunctions ?? pf.default ?? pf).computeBenchmarkIndex;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
const out = [];
for (let i = 0; i < 5; i++) out.push(Math.round(await page.evaluate(`(${fn.toString()})()`)));
console.log('benchmarkIndex', out.join(' '));
await browser.close();
