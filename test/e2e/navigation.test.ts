// Navigation of the example site in a real browser, against both the built output (served by `quire preview`'s
// server) and the dev server: the two share one render path, so they must behave the same.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, type TestBrowser } from './support/browser.js';
import { buildWithCli, copyExampleSite, hasCompiledCli, importDist } from './support/site.js';

interface Server {
  url: string;
  close(): Promise<void>;
}
interface PreviewModule {
  startPreviewServer(options: { dir: string; port?: number; host?: string }): Promise<Server>;
}
interface DevModule {
  startDevServer(options: { dir: string; port?: number; host?: string; log?: (text: string) => void }): Promise<Server>;
}

/** Builds the site with the CLI and serves the output. */
async function serveBuilt(siteDir: string): Promise<Server> {
  const outDir = path.join(path.dirname(siteDir), 'out');
  await buildWithCli(siteDir, outDir);
  const { startPreviewServer } = await importDist<PreviewModule>('src/preview/preview-server.js');
  return startPreviewServer({ dir: outDir, port: 0, host: '127.0.0.1' });
}

/** Serves the site with the dev server (pages rendered on request). */
async function serveDev(siteDir: string): Promise<Server> {
  const { startDevServer } = await importDist<DevModule>('src/dev/dev-server.js');
  return startDevServer({ dir: siteDir, port: 0, host: '127.0.0.1', log: () => {} });
}

describe.skipIf(!hasChromium || !hasCompiledCli).each([
  ['built output', serveBuilt],
  ['dev server', serveDev],
] as const)('example site navigation (%s)', (_name, serve) => {
  let site: Awaited<ReturnType<typeof copyExampleSite>>;
  let server: Server;
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    site = await copyExampleSite();
    server = await serve(site.dir);
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await site?.remove();
  });

  const open = async (pagePath: string) => {
    const response = await page.goto(new URL(pagePath, server.url).href);
    expect(response?.status()).toBe(200);
  };
  const visible = (selector: string) => page.locator(selector).filter({ visible: true });

  it('marks the current page in the sidebar, and sidebar links navigate', async () => {
    await open('v2/getting-started/installation');
    await expect.poll(() => visible('#sidebar a[aria-current="page"]').first().innerText()).toContain('Installation');

    await visible('#sidebar a').filter({ hasText: 'Build your first site' }).first().click();
    await page.waitForURL(/\/v2\/getting-started\/first-build\/?$/);
    expect(await page.locator('h1').first().innerText()).toContain('Build your first site');
    expect(await visible('#sidebar a[aria-current="page"]').first().innerText()).toContain('Build your first site');
  });

  it('lands a heading just under the sticky header and highlights its own contents entry', async () => {
    await open('v2/configuration/navigation');
    // A table of contents entry, then a link straight to a heading: both land the heading, both mark it.
    for (const [go, heading] of [
      [
        () => visible('.q-toc-link').filter({ hasText: 'Anchors and global links' }).first().click(),
        'Anchors and global links',
      ],
      [
        async () => {
          await open('v2/configuration/overview');
          await open('v2/configuration/navigation#versions');
        },
        'Versions',
      ],
    ] as const) {
      await go();
      await expect.poll(() => visible('.q-toc-link[aria-current="true"]').first().innerText()).toBe(heading);
      const { top, headerBottom } = await page.evaluate(() => {
        const link = document.querySelector<HTMLAnchorElement>('.q-toc-link[aria-current="true"]')!;
        const target = document.getElementById(decodeURIComponent(link.hash.slice(1)))!;
        return {
          top: target.getBoundingClientRect().top,
          headerBottom: document.querySelector('.q-header')!.getBoundingClientRect().bottom,
        };
      });
      expect(top).toBeGreaterThanOrEqual(headerBottom);
      expect(top - headerBottom).toBeLessThan(32);
    }
  });

  it('shows nested groups expanded or collapsed as configured', async () => {
    await open('v2/configuration/site-settings');
    const group = (label: string) =>
      visible('#sidebar details')
        .filter({ has: page.locator('summary', { hasText: label }) })
        .first();
    expect(await group('Navigation').evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await group('Exit codes and diagnostics').evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
  });

  it('switches section when a tab is clicked', async () => {
    await open('v2/getting-started/installation');
    await visible('nav[aria-label="Sections"] a').filter({ hasText: 'Reference' }).first().click();
    await page.waitForURL(/\/v2\/(configuration|cli)\//);
    const activeTab = visible('nav[aria-label="Sections"] a[aria-current="true"]').first();
    expect(await activeTab.innerText()).toContain('Reference');
    // The sidebar now holds the Reference tab's groups, not the Guides tab's.
    const sidebar = await visible('#sidebar').first().innerText();
    expect(sidebar).toContain('Configuration');
    expect(sidebar).not.toContain('Writing pages');
  });

  it('shows breadcrumbs with the navigation path', async () => {
    await open('v2/configuration/navigation-elements');
    const crumbs = await visible('nav[aria-label="Breadcrumb"]').first().innerText();
    const configuration = crumbs.indexOf('Configuration');
    const navigation = crumbs.indexOf('Navigation', configuration + 1);
    expect(configuration).toBeGreaterThanOrEqual(0);
    expect(navigation).toBeGreaterThan(configuration);
  });

  it('keeps the page when switching version', async () => {
    await open('v2/getting-started/first-build');
    await visible('#version-select summary').first().click();
    await visible('#version-select a').filter({ hasText: 'v1' }).first().click();
    await page.waitForURL(/\/v1\/getting-started\/first-build\/?$/);
    expect(await page.locator('h1').first().innerText()).toContain('Build your first site');
    expect(await visible('#version-select summary').first().innerText()).toContain('v1');

    await visible('#version-select summary').first().click();
    await visible('#version-select a').filter({ hasText: 'v2' }).first().click();
    await page.waitForURL(/\/v2\/getting-started\/first-build\/?$/);
  });
});
