// `quire dev` on a copy of the example site: pages render on demand, and editing a file updates the open page
// without a manual reload.
import { readFile, writeFile } from 'node:fs/promises';
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

describe.skipIf(!hasChromium || !hasCompiledCli)('dev server in a browser', () => {
  let site: Awaited<ReturnType<typeof copyExampleSite>>;
  let server: { url: string; close(): Promise<void> };
  let browser: TestBrowser;
  let page: Page;
  const logs: string[] = [];

  beforeAll(async () => {
    site = await copyExampleSite();
    const { startDevServer } = await importDist<DevModule>('src/dev/dev-server.js');
    server = await startDevServer({ dir: site.dir, port: 0, host: '127.0.0.1', log: (text) => logs.push(text) });
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await site?.remove();
  });

  /** Opens a page and waits until Vite's client is connected, so a reload message reaches it. */
  const openConnected = async (pagePath: string) => {
    const connected = page.waitForEvent('console', { predicate: (m) => m.text().includes('[vite] connected') });
    await page.goto(new URL(pagePath, server.url).href);
    await connected;
  };

  it('prints its URL and serves pages and theme assets', async () => {
    expect(logs.join('\n')).toContain(server.url);
    const response = await page.goto(new URL('v2/getting-started/dev-server', server.url).href);
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').first().innerText()).toContain('Dev server');
    const css = await page.request.get(new URL('_quire/quire.css', server.url).href);
    expect(css.status()).toBe(200);
    const image = await page.request.get(new URL('images/terminal.png', server.url).href);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toContain('image/png');
  });

  it('answers an unknown URL with the 404 page', async () => {
    const response = await page.request.get(new URL('no/such/page', server.url).href);
    expect(response.status()).toBe(404);
  });

  it('shows an edit to the open page without a manual reload', async () => {
    await openConnected('v2/getting-started/dev-server');
    const file = path.join(site.dir, 'v2/getting-started/dev-server.mdx');
    const marker = `Live reload marker ${Date.now()}`;
    await writeFile(file, `${await readFile(file, 'utf8')}\n\n${marker}\n`);
    await page.getByText(marker).waitFor({ timeout: 20_000 });
  });

  it('shows an edit to a snippet on the page that imports it, without a manual reload', async () => {
    await openConnected('v2/getting-started/installation');
    const file = path.join(site.dir, 'snippets/requirements.mdx');
    const marker = `Snippet marker ${Date.now()}`;
    await writeFile(file, `${await readFile(file, 'utf8')}\n\n${marker}\n`);
    await page.getByText(marker).waitFor({ timeout: 20_000 });
  });

  it('shows an edit to docs.json (a group renamed in the sidebar), without a manual reload', async () => {
    await openConnected('v2/getting-started/installation');
    const file = path.join(site.dir, 'docs.json');
    const label = `Start here ${Date.now()}`;
    await writeFile(file, (await readFile(file, 'utf8')).replace('"group": "Getting started"', `"group": "${label}"`));
    await page.locator('#sidebar').getByText(label).first().waitFor({ timeout: 20_000 });
  });

  it('shows an error overlay for a broken page and clears it when fixed', async () => {
    await openConnected('v2/getting-started/installation');
    const file = path.join(site.dir, 'v2/getting-started/installation.mdx');
    const original = await readFile(file, 'utf8');
    await writeFile(file, `${original}\n\n<Note>\n  an unclosed note\n`);
    await page.locator('#quire-dev-overlay').waitFor({ timeout: 20_000 });
    // Located, as in the build: the unclosed tag's own line, not "a bug in Quire".
    expect(logs.join('\n')).toMatch(/installation\.mdx:\d+:1 error .*`<Note>` is never closed \[mdx-syntax\]/);

    await writeFile(file, original);
    await page.locator('#quire-dev-overlay').waitFor({ state: 'detached', timeout: 20_000 });
    expect(await page.locator('h1').first().innerText()).toContain('Installation');
  });
});
