// Layout on small and large screens with inputs real sites have: long version names in the navbar, a long
// endpoint path as a page title, headings that carry SVG icons without a size.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, type TestBrowser } from './support/browser.js';
import { buildWithCli, hasCompiledCli, importDist } from './support/site.js';

interface Server {
  url: string;
  close(): Promise<void>;
}

const LONG_PATH = '/v1/test_helpers/terminal/readers/{reader}/present_payment_method_with_a_very_long_name';

async function writeSite(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'v2'), { recursive: true });
  const spec = {
    openapi: '3.0.3',
    info: { title: 'Long', version: '1' },
    paths: { [LONG_PATH]: { post: { responses: { '200': { description: 'ok' } } } } },
  };
  await writeFile(path.join(dir, 'openapi.json'), JSON.stringify(spec));
  const icon = '<svg viewBox="0 0 24 24"><path d="M0 0h24v24H0z" /></svg>';
  const headings = Array.from({ length: 40 }, (_, i) => `<h2 id="h${i}">${icon} Section ${i}</h2>\n\nText.\n`).join(
    '\n',
  );
  await writeFile(path.join(dir, 'v2', 'index.mdx'), `---\ntitle: Icons\n---\n\n${headings}`);
  await writeFile(path.join(dir, 'v2', 'other.mdx'), '---\ntitle: Other\n---\n\nText.\n');
  const docs = {
    theme: 'mint',
    name: 'Layout',
    colors: { primary: '#4F46E5' },
    navigation: {
      versions: [
        {
          version: 'Version 2025-06-18 (latest)',
          groups: [{ group: 'Guides', pages: ['v2/index', `POST ${LONG_PATH}`] }],
        },
        { version: 'Version 2024-11-05 (legacy)', groups: [{ group: 'Guides', pages: ['v2/other'] }] },
      ],
    },
    openapi: 'openapi.json',
  };
  await writeFile(path.join(dir, 'docs.json'), JSON.stringify(docs));
}

const overlap = (a: DOMRect | null, b: DOMRect | null) =>
  !!a && !!b && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe.skipIf(!hasChromium || !hasCompiledCli)('layout with long names and unsized icons', () => {
  let root: string;
  let server: Server;
  let browser: TestBrowser;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'quire-e2e-layout-'));
    await writeSite(path.join(root, 'site'));
    await buildWithCli(path.join(root, 'site'), path.join(root, 'out'));
    const { startPreviewServer } = await importDist<{
      startPreviewServer(o: { dir: string; port: number; host: string }): Promise<Server>;
    }>('src/preview/preview-server.js');
    server = await startPreviewServer({ dir: path.join(root, 'out'), port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  async function open(width: number, pagePath: string): Promise<Page> {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width, height: 844 });
    const response = await page.goto(new URL(pagePath, server.url).href);
    expect(response?.status()).toBe(200);
    return page;
  }
  const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

  it('keeps a long endpoint path inside the page, on a phone and on a desktop', async () => {
    const endpoint = (await (
      await open(1400, 'v2/index')
    )
      .locator('#sidebar a[href*="present"]')
      .getAttribute('href'))!;
    for (const width of [390, 1400]) {
      const page = await open(width, endpoint);
      // The operation has no summary: its title is its slug's, and the path itself is on the endpoint line.
      expect(await page.locator('.q-api-endpoint__url').innerText()).toContain('present_payment_method');
      expect(await scrollsSideways(page)).toBe(false);
    }
  });

  it('lets the version switcher give way on a phone instead of covering search and theme buttons', async () => {
    const page = await open(390, 'v2/index');
    const box = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    const version = await box('.q-version-switcher');
    expect(overlap(version, await box('.q-search-button'))).toBe(false);
    expect(overlap(version, await box('.q-theme-toggle'))).toBe(false);
    expect(await scrollsSideways(page)).toBe(false);
  });

  it('draws an unsized SVG in a heading at the size of the text', async () => {
    const page = await open(1400, 'v2/index');
    const size = await page.locator('h2#h3 svg').evaluate((svg) => svg.getBoundingClientRect().height);
    expect(size).toBeGreaterThan(8);
    expect(size).toBeLessThan(40);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(20_000);
  });
});
