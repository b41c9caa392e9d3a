// `quire dev` offers search too: the index builds in the background after start, the dialog finds a page by a
// word of its body, and an edit is found after the index refreshes.
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, type TestBrowser } from './support/browser.js';
import { copyExampleSite, hasCompiledCli, importDist } from './support/site.js';

interface DevModule {
  startDevServer(options: { dir: string; port?: number; host?: string; log?: (text: string) => void }): Promise<{
    url: string;
    close(): Promise<void>;
  }>;
}

/** The hrefs the dialog shows for `query`, on a freshly loaded page (so it loads the current index). */
async function search(page: Page, url: string, query: string): Promise<string[]> {
  await page.goto(url, { waitUntil: 'load' });
  await page.keyboard.press('Control+K');
  await page.locator('#q-search-dialog[open]').waitFor();
  await page.keyboard.type(query);
  await page.locator('.q-search-status:not(:empty)').waitFor();
  return page
    .locator('#q-search-results [role="option"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
}

describe.skipIf(!hasChromium || !hasCompiledCli)('search on the dev server', () => {
  let site: Awaited<ReturnType<typeof copyExampleSite>>;
  let server: { url: string; close(): Promise<void> };
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    site = await copyExampleSite();
    await appendFile(path.join(site.dir, 'v2/cli/build.mdx'), '\n\n## Dev probe\n\nThe marshwhistle word.\n');
    const { startDevServer } = await importDist<DevModule>('src/dev/dev-server.js');
    server = await startDevServer({ dir: site.dir, port: 0, host: '127.0.0.1', log: () => undefined });
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await site?.remove();
  });

  it('serves an index built in the background, and refreshes it after an edit', async () => {
    const entry = new URL('_quire/search/pagefind-entry.json', server.url).href;
    await expect
      .poll(async () => (await page.request.get(entry)).status(), { timeout: 120_000, interval: 1000 })
      .toBe(200);
    const home = new URL('v2/getting-started/installation', server.url).href;
    expect(await search(page, home, 'marshwhistle')).toContain('/v2/cli/build#dev-probe');

    await appendFile(path.join(site.dir, 'v2/cli/preview.mdx'), '\n\n## Later probe\n\nThe fenlark word.\n');
    await expect
      .poll(async () => search(page, home, 'fenlark'), { timeout: 120_000, interval: 2000 })
      .toContain('/v2/cli/preview#later-probe');
  }, 300_000);
});
