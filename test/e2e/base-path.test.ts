// The example site built with `--base /docs/` and served from a plain static server (not Quire's preview
// server) the way a host serves a site in a subfolder: every internal link, asset and redirect must resolve
// under /docs/, without JavaScript (a crawler following the HTML and CSS) and with it (Chromium).
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, type TestBrowser } from './support/browser.js';
import { copyExampleSite, hasCompiledCli, repoRoot } from './support/site.js';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BASE = '/docs/';

interface StaticHost {
  origin: string;
  close(): Promise<void>;
}

/**
 * A static host with no knowledge of Quire: `/x/` and `/x` serve `x/index.html` (or `x.html`), files are served
 * as they are, anything else is a 404. No `_redirects`, no base-path rewriting.
 */
async function startStaticHost(root: string): Promise<StaticHost> {
  const find = async (pathname: string): Promise<string | undefined> => {
    const target = path.join(root, path.posix.normalize(pathname));
    if (!target.startsWith(root)) return undefined;
    const candidates = pathname.endsWith('/')
      ? [path.join(target, 'index.html')]
      : [target, path.join(target, 'index.html'), `${target}.html`];
    for (const candidate of candidates) {
      if ((await stat(candidate).catch(() => undefined))?.isFile()) return candidate;
    }
    return undefined;
  };
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host.local').pathname);
    void find(pathname).then((file) => {
      if (!file) {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('not found');
        return;
      }
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      response.writeHead(200, { 'content-type': type });
      createReadStream(file).pipe(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
};

/** Internal URLs an HTML page or a stylesheet points at: links, assets, srcset candidates, meta refresh. */
function references(body: string, type: string): string[] {
  const found: string[] = [];
  if (type.startsWith('text/css')) {
    for (const match of body.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) found.push(match[1]!);
    return found;
  }
  // Code blocks may show HTML as text; it is escaped there, so real attributes are all this sees.
  for (const match of body.matchAll(/\s(?:href|src|poster|data-src)="([^"]*)"/g)) found.push(match[1]!);
  for (const match of body.matchAll(/\ssrcset="([^"]*)"/g)) {
    for (const candidate of match[1]!.split(',')) found.push(candidate.trim().split(/\s+/)[0]!);
  }
  for (const match of body.matchAll(/<meta http-equiv="refresh" content="\d+;\s*url=([^"]+)"/gi)) found.push(match[1]!);
  return found.map((value) => value.replace(/&amp;/g, '&'));
}

/** Every `.html` file of the output, as the URL a reader opens. */
async function builtPageUrls(dir: string, prefix = BASE): Promise<string[]> {
  const urls: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name !== '_quire')
        urls.push(...(await builtPageUrls(path.join(dir, entry.name), `${prefix}${entry.name}/`)));
    } else if (entry.name === 'index.html') {
      // A version's root serving its first page (canonical: that page) is a way in, not a page of its own.
      const html = await readFile(path.join(dir, entry.name), 'utf8');
      const canonical = /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
      const shown = canonical === undefined ? prefix : new URL(canonical, 'http://host').pathname;
      if (shown.replace(/\/$/, '') === prefix.replace(/\/$/, '')) urls.push(prefix);
    }
  }
  return urls;
}

describe.skipIf(!hasCompiledCli)('example site under --base /docs/ on a plain static host', () => {
  let site: Awaited<ReturnType<typeof copyExampleSite>>;
  let host: StaticHost;
  let outDir: string;

  beforeAll(async () => {
    site = await copyExampleSite();
    const webRoot = path.join(path.dirname(site.dir), 'www');
    outDir = path.join(webRoot, 'docs');
    await run(
      process.execPath,
      [path.join(repoRoot, 'bin', 'quire.js'), 'build', site.dir, '--out', outDir, '--base', BASE],
      { cwd: repoRoot },
    );
    host = await startStaticHost(webRoot);
  });

  afterAll(async () => {
    await host?.close();
    await site?.remove();
  });

  it('resolves every internal link and asset reachable from the home page, all under /docs/', async () => {
    const queue = [BASE];
    const seen = new Set(queue);
    const broken: string[] = [];
    const outside: string[] = [];
    const pages = new Set<string>();
    while (queue.length > 0) {
      const url = queue.shift()!;
      const response = await fetch(host.origin + url);
      if (response.status !== 200) {
        broken.push(`${response.status} ${url}`);
        continue;
      }
      const type = response.headers.get('content-type') ?? '';
      if (!type.startsWith('text/html') && !type.startsWith('text/css')) continue;
      const body = await response.text();
      if (type.startsWith('text/html')) pages.add(url);
      for (const reference of references(body, type)) {
        if (!reference || reference.startsWith('#') || /^(mailto|tel|javascript|data):/i.test(reference)) continue;
        const target = new URL(reference, host.origin + url);
        if (target.origin !== host.origin) continue;
        if (!target.pathname.startsWith(BASE)) {
          outside.push(`${url} → ${target.pathname}`);
          continue;
        }
        if (!seen.has(target.pathname)) {
          seen.add(target.pathname);
          queue.push(target.pathname);
        }
      }
    }
    expect(outside).toEqual([]);
    expect(broken).toEqual([]);
    // Every page of the build is reachable by following links (the 404 page and redirect stubs aside).
    const built = (await builtPageUrls(outDir)).filter((url) => url !== `${BASE}404/`);
    const unreached = built.filter((url) => !pages.has(url) && !pages.has(url.replace(/\/$/, '')));
    expect(pages.size).toBeGreaterThanOrEqual(30);
    // The crawl went through the assets too: theme stylesheet (and the fonts it names), logo, images.
    expect([...seen]).toEqual(
      expect.arrayContaining([`${BASE}_quire/quire.css`, `${BASE}logo/light.svg`, `${BASE}images/pipeline.svg`]),
    );
    expect(unreached).toEqual([]);
  });

  describe.skipIf(!hasChromium)('in Chromium', () => {
    let browser: TestBrowser;
    let page: Page;
    const failures: string[] = [];

    beforeAll(async () => {
      browser = await launchBrowser();
      page = await browser.context.newPage();
      page.on('response', (response) => {
        if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
      });
      page.on('requestfailed', (request) => failures.push(`failed ${request.url()}`));
    });

    afterAll(async () => {
      await browser?.close();
    });

    const visible = (selector: string) => page.locator(selector).filter({ visible: true });

    it('loads pages with every request answered, and navigates by sidebar, tabs and version switch', async () => {
      await page.goto(`${host.origin}${BASE}`);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('h1').first().innerText()).toBeTruthy();

      await visible('#sidebar a').filter({ hasText: 'Installation' }).first().click();
      await page.waitForURL(/\/docs\/v2\/getting-started\/installation\/?$/);

      await visible('nav[aria-label="Sections"] a').filter({ hasText: 'Reference' }).first().click();
      await page.waitForURL(/\/docs\/v2\/(configuration|cli)\//);
      await page.waitForLoadState('networkidle');

      await page.goto(`${host.origin}${BASE}v2/getting-started/first-build/`);
      await visible('#version-select summary').first().click();
      await visible('#version-select a').filter({ hasText: 'v1' }).first().click();
      await page.waitForURL(/\/docs\/v1\/getting-started\/first-build\/?$/);
      await page.waitForLoadState('networkidle');

      // Images, logo, favicon and theme assets of a page with pictures.
      await page.goto(`${host.origin}${BASE}v2/writing/components/`);
      await page.waitForLoadState('networkidle');
      const images = await page
        .locator('main img')
        .evaluateAll((list) =>
          list.map((img) => [(img as HTMLImageElement).currentSrc, (img as HTMLImageElement).naturalWidth]),
        );
      for (const [src, width] of images) expect(width, String(src)).toBeGreaterThan(0);

      expect(failures).toEqual([]);
    });
  });
});
