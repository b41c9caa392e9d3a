// A large section in a real browser: each page holds a window on the sidebar and swaps in the section's shared
// navigation file, with the current page marked, the active row where it was on screen and keyboard navigation
// intact. Against the built output and the dev server (one render path).
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
type Start = (options: { dir: string; port: number; host: string; log?: () => void }) => Promise<Server>;

const GROUPS = 12;
const PER_GROUP = 25;

/** One section of 300 pages: twelve groups of 25, the second half of each in a nested group. */
async function writeSite(dir: string): Promise<void> {
  const groups = [];
  for (let g = 0; g < GROUPS; g++) {
    const pages = Array.from({ length: PER_GROUP }, (_, p) => `g${g}/p${p}`);
    await mkdir(path.join(dir, `g${g}`), { recursive: true });
    for (const page of pages)
      await writeFile(path.join(dir, `${page}.mdx`), `---\ntitle: Page ${page}\n---\n\nText of ${page}.\n`);
    groups.push({
      group: `Group ${g}`,
      pages: [...pages.slice(0, 12), { group: `More ${g}`, pages: pages.slice(12) }],
    });
  }
  await writeFile(
    path.join(dir, 'docs.json'),
    JSON.stringify({ theme: 'mint', name: 'Large', colors: { primary: '#4F46E5' }, navigation: { groups } }),
  );
}

async function serveBuilt(dir: string): Promise<Server> {
  const out = path.join(path.dirname(dir), 'out');
  await buildWithCli(dir, out);
  const { startPreviewServer } = await importDist<{ startPreviewServer: Start }>('src/preview/preview-server.js');
  return startPreviewServer({ dir: out, port: 0, host: '127.0.0.1' });
}

async function serveDev(dir: string): Promise<Server> {
  const { startDevServer } = await importDist<{ startDevServer: Start }>('src/dev/dev-server.js');
  return startDevServer({ dir, port: 0, host: '127.0.0.1', log: () => {} });
}

/** Records where the active row was on screen just before the shared file replaced the window. */
function recordSwap(): void {
  const replace = Element.prototype.replaceChildren;
  Element.prototype.replaceChildren = function (this: Element, ...nodes: (Node | string)[]) {
    if (this.matches('.q-sidebar-nav')) {
      const active = this.querySelector('[aria-current="page"]');
      (window as unknown as { swapTop?: number }).swapTop = active?.getBoundingClientRect().top;
    }
    return replace.apply(this, nodes);
  };
}

describe.skipIf(!hasChromium || !hasCompiledCli).each([
  ['built output', serveBuilt],
  ['dev server', serveDev],
] as const)('large section navigation (%s)', (_name, serve) => {
  let root: string;
  let server: Server;
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'quire-e2e-nav-'));
    const dir = path.join(root, 'site');
    await writeSite(dir);
    server = await serve(dir);
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.addInitScript(recordSwap);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  const open = async (pagePath: string) => {
    const response = await page.goto(new URL(pagePath, server.url).href);
    expect(response?.status()).toBe(200);
    await page.waitForSelector('#sidebar .q-sidebar-nav[data-complete="true"]', { state: 'attached' });
  };
  const links = () => page.locator('#sidebar .q-sidebar-nav a.q-nav-link');

  it('holds a window on the sidebar until the shared file arrives, then every page', async () => {
    const html = await (await page.request.get(new URL('g8/p20', server.url).href)).text();
    const inPage = html.slice(
      html.indexOf('class="q-sidebar-nav"'),
      html.indexOf('</nav>', html.indexOf('class="q-sidebar-nav"')),
    );
    expect(inPage.match(/class="q-nav-link/g)?.length ?? 0).toBeLessThan((GROUPS * PER_GROUP) / 2);
    expect(inPage).toContain('href="/g8/p19"');

    await open('g8/p20');
    expect(await links().count()).toBe(GROUPS * PER_GROUP);
    expect(await page.locator('#sidebar .q-nav-gap').count()).toBe(0);
    expect(await page.locator('#sidebar .q-sidebar-nav [data-partial]').count()).toBe(0);
  });

  it('marks the current page, opens its groups and leaves the active row where it was', async () => {
    await open('g8/p20');
    const current = page.locator('#sidebar .q-sidebar-nav a[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.innerText()).toContain('Page g8/p20');
    expect(await current.evaluate((a) => a.classList.contains('q-active'))).toBe(true);
    const groupOpen = await current.evaluate((a) => (a.closest('details') as HTMLDetailsElement | null)?.open);
    expect(groupOpen).toBe(true);
    expect(await current.evaluate((a) => a.closest('.q-sidebar-group')?.getAttribute('data-active'))).toBe('true');
    const before = await page.evaluate(() => (window as unknown as { swapTop?: number }).swapTop);
    const after = await current.evaluate((a) => a.getBoundingClientRect().top);
    expect(before).toBeTypeOf('number');
    expect(Math.abs(after - before!)).toBeLessThanOrEqual(1);
    // Other groups' nested rows stay closed.
    const otherOpen = await page
      .locator('#sidebar details')
      .filter({ has: page.locator('summary', { hasText: 'More 3' }) })
      .evaluate((d) => (d as HTMLDetailsElement).open);
    expect(otherOpen).toBe(false);
  });

  it('lets the keyboard move through the swapped rows and follow a link', async () => {
    await open('g8/p20');
    await page.locator('#sidebar a[aria-current="page"]').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/g8/p21');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/g8/p19');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/g8\/p19\/?$/);
    await page.waitForSelector('#sidebar .q-sidebar-nav[data-complete="true"]', { state: 'attached' });
    expect(await page.locator('#sidebar a[aria-current="page"]').innerText()).toContain('Page g8/p19');
  });

  it('reads the shared file once per session: the next page swaps it in without a request', async () => {
    await open('g1/p1');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await open('g11/p24');
    expect(requests.filter((url) => url.includes('/_quire/nav/'))).toEqual([]);
    expect(await links().count()).toBe(GROUPS * PER_GROUP);
    expect(await page.locator('#sidebar a[aria-current="page"]').innerText()).toContain('Page g11/p24');
  });
});
