// The API reference page (/api/docs) in Chromium: Scalar's build from npm, served by our server under the page's strict
// policy, loads the document from this origin, lists every group of the API, and says nothing on the console — no
// refused script, style, font or call (a CDN or web font the policy blocks would be a console error).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSite, type SiteHarness } from './harness.js';

let site: SiteHarness;
let page: Page;
const problems: string[] = [];
const requests: string[] = [];

beforeAll(async () => {
  site = await startSite();
  page = await site.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (r) => requests.push(r.url()));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()}: ${r.url()}`);
  });
});
afterAll(async () => {
  await site?.close();
});

describe('API reference page', () => {
  it('shows every group of the document from this origin, with no console error under its policy', async () => {
    const response = await page.goto('/api/docs');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    const document = (await site.api<{ tags: Array<{ name: string }>; info: { title: string } }>('GET', '/api/openapi.json')).body;
    await page.getByText(document.info.title).first().waitFor();
    for (const tag of document.tags) await page.getByText(tag.name, { exact: true }).first().waitFor();
    expect(requests.filter((url) => !url.startsWith(site.url) && !url.startsWith('data:'))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('tries a call against this same server', async () => {
    // The group opened in the sidebar, then its operation, then Scalar's client for it, then Send.
    await page.getByLabel(/^Sidebar for/).getByText('Operations', { exact: true }).click();
    await page.getByText('Liveness: the database answers').first().click();
    await page.locator('button').filter({ hasText: /^Test Request\(get \/api\/health\)$/ }).click();
    const sent = page.waitForResponse((r) => r.url() === `${site.url}/api/health`);
    await page.getByRole('button', { name: /^Send/ }).first().click();
    expect((await sent).status()).toBe(200);
    expect(problems).toEqual([]);
  });
});
