// Outputs for machines on the built example site and in `quire dev`: every page has its Markdown twin and is in
// llms.txt's reach, the contextual menu's Copy puts the page's Markdown on the clipboard, View opens the twin.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, type TestBrowser } from './support/browser.js';
import { buildWithCli, copyExampleSite, hasCompiledCli, importDist } from './support/site.js';

interface PreviewModule {
  startPreviewServer(options: {
    dir: string;
    port?: number;
    host?: string;
  }): Promise<{ url: string; close(): Promise<void> }>;
}
interface DevModule {
  startDevServer(options: {
    dir: string;
    port?: number;
    host?: string;
    log?: (text: string) => void;
    cache?: boolean;
  }): Promise<{ url: string; close(): Promise<void> }>;
}

const PAGE = 'v2/writing/components';

describe.skipIf(!hasChromium || !hasCompiledCli)('outputs for machines (example site)', () => {
  let site: Awaited<ReturnType<typeof copyExampleSite>>;
  let outDir: string;
  let server: { url: string; close(): Promise<void> };
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    site = await copyExampleSite();
    outDir = path.join(path.dirname(site.dir), 'out');
    await buildWithCli(site.dir, outDir);
    const { startPreviewServer } = await importDist<PreviewModule>('src/preview/preview-server.js');
    server = await startPreviewServer({ dir: outDir, port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    const origin = new URL(server.url).origin;
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    page = await browser.context.newPage();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await site?.remove();
  });

  it('writes a twin for every page, and llms.txt links only to twins that exist', async () => {
    const files = (await readdir(outDir, { recursive: true })) as string[];
    const pages = files.filter((f) => f.endsWith('index.html') && !f.startsWith('_quire'));
    expect(pages.length).toBeGreaterThan(50);
    const written = new Set(files.map((f) => f.split(path.sep).join('/')));
    for (const html of pages) {
      const url = html
        .split(path.sep)
        .join('/')
        .replace(/\/?index\.html$/, '');
      expect(written.has(url ? `${url}.md` : 'index.md'), `twin of /${url}`).toBe(true);
    }
    const llms = await readFile(path.join(outDir, 'llms.txt'), 'utf8');
    expect(llms.startsWith('# Quire\n\n> ')).toBe(true);
    const links = [...llms.matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(30);
    for (const link of links) expect(written.has(link.slice(1)), link).toBe(true);
    const full = await readFile(path.join(outDir, 'llms-full.txt'), 'utf8');
    const twins = links.filter((link) => link.endsWith('.md'));
    expect(full.match(/^Source: /gm)?.length).toBe(twins.length);
  });

  it('copies the page as Markdown from the contextual menu (fetched on click, not inlined)', async () => {
    const twinRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.md')) twinRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(new URL(PAGE, server.url).href);
    await page.waitForLoadState('networkidle');
    expect(twinRequests).toEqual([]);
    await page.click('#page-context-menu .q-contextual-primary');
    await page.waitForFunction(() => document.querySelector('.q-contextual-primary.is-copied') !== null);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const twin = await readFile(path.join(outDir, `${PAGE}.md`), 'utf8');
    // The twin names the site's pages from its root (the build does not know the host); the copy, read away from
    // the site, names them in full. Nothing else changes.
    const origin = new URL(server.url).origin;
    expect(twin).toContain('# Components\nSource: /v2/writing/components\n');
    expect(twin).toContain('](/v2/getting-started/installation)');
    expect(copied).toContain(`# Components\nSource: ${origin}/v2/writing/components\n`);
    expect(copied).toContain(`](${origin}/v2/getting-started/installation)`);
    expect(copied.replaceAll(origin, '')).toBe(twin);
    expect(twinRequests).toEqual([`/${PAGE}.md`]);
  });

  it('opens the twin from "View as Markdown", and gives chat links the twin\'s full address', async () => {
    await page.goto(new URL(PAGE, server.url).href);
    await page.click('#page-context-menu-button');
    const claude = await page.getAttribute('#page-context-menu a[href^="https://claude.ai/"]', 'href');
    const twinUrl = new URL(`${PAGE}.md`, server.url).href;
    expect(claude).toBe(
      `https://claude.ai/new?q=${encodeURIComponent(`Read ${twinUrl} so I can ask questions about it.`)}`,
    );
    await page.click('#page-context-menu a[data-q-contextual-id="view"]');
    await page.waitForURL(`**/${PAGE}.md`);
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).toContain('> **Note:** Builds never touch the network.');
  });

  it('serves the same twin and llms.txt in quire dev', async () => {
    const { startDevServer } = await importDist<DevModule>('src/dev/dev-server.js');
    const dev = await startDevServer({ dir: site.dir, port: 0, host: '127.0.0.1', log: () => {}, cache: false });
    try {
      const twin = await fetch(new URL(`${PAGE}.md`, dev.url));
      expect(twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(await twin.text()).toBe(await readFile(path.join(outDir, `${PAGE}.md`), 'utf8'));
      const llms = await fetch(new URL('llms.txt', dev.url));
      expect(await llms.text()).toBe(await readFile(path.join(outDir, 'llms.txt'), 'utf8'));
      expect((await fetch(new URL('no/such/page.md', dev.url))).status).toBe(404);
    } finally {
      await dev.close();
    }
  }, 120_000);
});
