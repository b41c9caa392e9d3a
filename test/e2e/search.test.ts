// Site search on the built example site, at the root and under `--base /docs/`, served by a plain static host:
// ⌘K opens the dialog, a word found only in one page's body finds it, Enter lands on the matching heading, the
// reader's version limits the results until "All versions" widens them, and a page where search is never
// opened loads nothing of it.
import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { appendFile, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build/build.js';
import { hasChromium, launchBrowser, type TestBrowser } from './support/browser.js';
import { copyExampleSite, hasCompiledCli, repoRoot } from './support/site.js';

const run = promisify(execFile);

/** A word no page of the example site uses: the test adds it to one section of a v2 page and of a v1 page. */
const WORD = 'quillwort';
/** docs.json `search.prompt`, set in the test's copy of the site. */
const PROMPT = 'Find anything in Quire';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Serves `root` as a static host would: `/x/` and `/x` serve `x/index.html`, files as they are. */
async function serveFolder(root: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host.local').pathname);
    const target = path.join(root, path.posix.normalize(pathname));
    const candidates = pathname.endsWith('/')
      ? [path.join(target, 'index.html')]
      : [target, path.join(target, 'index.html')];
    void (async () => {
      for (const file of candidates) {
        if (!target.startsWith(root) || !(await stat(file).catch(() => undefined))?.isFile()) continue;
        response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
        createReadStream(file).pipe(response);
        return;
      }
      response.writeHead(404).end('not found');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function openSearch(page: Page): Promise<void> {
  await page.keyboard.press('Control+K');
  await page.locator('#q-search-dialog[open]').waitFor();
}

/** The hrefs of the options the dialog shows once results for the current query have arrived. */
async function resultHrefs(page: Page): Promise<string[]> {
  await page.locator('#q-search-results [role="option"]').first().waitFor();
  return page
    .locator('#q-search-results [role="option"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
}

// The third build indexes the site in parts of 8 pages (a large site's layout, see src/render/search-parts.ts):
// the dialog merges them, and the same searches find the same pages.
for (const { base, partPages } of [{ base: '/' }, { base: '/docs/' }, { base: '/', partPages: 8 }]) {
  const label = partPages ? `base ${base}, index in parts of ${partPages} pages` : `base ${base}`;
  describe.skipIf(!hasCompiledCli || !hasChromium)(`search on the built example site (${label})`, () => {
    let site: Awaited<ReturnType<typeof copyExampleSite>>;
    let host: Awaited<ReturnType<typeof serveFolder>>;
    let browser: TestBrowser;
    const at = (url: string) => `${host.origin}${base}${url.replace(/^\//, '')}`;

    beforeAll(async () => {
      site = await copyExampleSite();
      await appendFile(
        path.join(site.dir, 'v2/getting-started/first-build.mdx'),
        `\n\n## Probe section\n\nThe ${WORD} marker is written here and nowhere else in v2.\n`,
      );
      await appendFile(
        path.join(site.dir, 'v1/getting-started/first-build.mdx'),
        `\n\n## Older probe\n\nThe ${WORD} marker of the first version.\n`,
      );
      const config = path.join(site.dir, 'docs.json');
      const docs = JSON.parse(await readFile(config, 'utf8')) as Record<string, unknown>;
      await writeFile(config, JSON.stringify({ ...docs, search: { prompt: PROMPT } }, null, 2));
      const webRoot = path.join(path.dirname(site.dir), 'www');
      const outDir = base === '/' ? webRoot : path.join(webRoot, 'docs');
      if (partPages) {
        const built = await buildSite({ dir: site.dir, outDir, base, searchPartPages: partPages, workers: 0 });
        expect(built.ok).toBe(true);
        const parts = JSON.parse(await readFile(path.join(outDir, '_quire/search/parts.json'), 'utf8')) as string[];
        expect(parts.length).toBeGreaterThan(2);
      } else {
        await run(
          process.execPath,
          [path.join(repoRoot, 'bin', 'quire.js'), 'build', site.dir, '--out', outDir, '--base', base],
          { cwd: repoRoot },
        );
      }
      host = await serveFolder(webRoot);
      browser = await launchBrowser();
    });

    afterAll(async () => {
      await browser?.close();
      await host?.close();
      await site?.remove();
    });

    it('loads no search script on a page where search is never opened', async () => {
      const page = await browser.context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(at('/v2/getting-started/installation'), { waitUntil: 'networkidle' });
      await page.mouse.move(300, 300);
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(300);
      expect(requested.some((url) => url.endsWith('/_quire/layout/index.js'))).toBe(true);
      expect(requested.filter((url) => /search|pagefind/i.test(url))).toEqual([]);
      await page.close();
    });

    it('finds a page by a word of its body, within the reader’s version, and Enter lands on the heading', async () => {
      const page = await browser.context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(at('/v2/getting-started/installation'), { waitUntil: 'networkidle' });
      await openSearch(page);
      const input = page.locator('#search-input');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-input');
      expect(await input.getAttribute('role')).toBe('combobox');
      expect(requested.some((url) => url.endsWith(`${base}_quire/layout/search-dialog.js`))).toBe(true);

      await page.keyboard.type(WORD);
      const hrefs = await resultHrefs(page);
      expect(hrefs).toContain(`${base}v2/getting-started/first-build#probe-section`);
      expect(hrefs.filter((href) => href.includes('/v1/'))).toEqual([]);
      if (partPages) expect(requested.some((url) => url.includes(`${base}_quire/search/part-`))).toBe(true);
      expect(await page.locator('#q-search-results mark').first().textContent()).toMatch(new RegExp(WORD, 'i'));
      // The active option is announced through the input.
      const activeId = await input.getAttribute('aria-activedescendant');
      expect(activeId).toBeTruthy();
      expect(await page.locator(`#${activeId}`).getAttribute('href')).toBe(hrefs[0]);

      await page.locator('#q-search-all-versions').check();
      await expect
        .poll(() =>
          page.locator('#q-search-results [role="option"]').evaluateAll((n) => n.map((x) => x.getAttribute('href'))),
        )
        .toContain(`${base}v1/getting-started/first-build#older-probe`);
      await page.locator('#q-search-all-versions').uncheck();
      await expect
        .poll(() =>
          page.locator('#q-search-results [role="option"]').evaluateAll((n) => n.map((x) => x.getAttribute('href'))),
        )
        .not.toContain(`${base}v1/getting-started/first-build#older-probe`);

      // Arrow down then up comes back to the first result; Enter opens it.
      await input.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp');
      const first = await page.locator(`#${await input.getAttribute('aria-activedescendant')}`).getAttribute('href');
      expect(first).toBe(`${base}v2/getting-started/first-build#probe-section`);
      await page.keyboard.press('Enter');
      await page.waitForURL(`**${base}v2/getting-started/first-build#probe-section`);
      await page.waitForLoadState('load');
      await expect
        .poll(() =>
          page.evaluate(() => {
            const box = document.getElementById('probe-section')?.getBoundingClientRect();
            return box !== undefined && box.top >= 0 && box.top < window.innerHeight / 2;
          }),
        )
        .toBe(true);

      // The query is remembered: the dialog offers it again on the next page.
      await openSearch(page);
      expect(await page.locator('#q-search-results .q-search-recent').first().textContent()).toBe(WORD);
      await page.keyboard.press('Escape');
      await expect
        .poll(() => page.locator('#q-search-dialog').evaluate((d) => (d as HTMLDialogElement).open))
        .toBe(false);
      await page.close();
    });

    it('shows the pages of a broad query 8 at a time, every one of them reachable', async () => {
      const page = await browser.context.newPage();
      await page.goto(at('/v2/getting-started/installation'), { waitUntil: 'networkidle' });
      await openSearch(page);
      await page.keyboard.type('the');
      const more = page.locator('#q-search-results [data-more]');
      await more.waitFor();
      const groups = page.locator('#q-search-results .q-search-group');
      expect(await groups.count()).toBe(8);
      const status = page.locator('#q-search-dialog .q-search-status');
      const total = Number(/^(\d+) pages found, 8 shown$/.exec((await status.textContent()) ?? '')?.[1]);
      expect(total).toBeGreaterThan(8);
      // Enter on the last option shows the next pages; the first of them becomes the active option.
      await page.keyboard.press('ArrowUp');
      expect(await page.locator('#search-input').getAttribute('aria-activedescendant')).toBe('q-search-more');
      await page.keyboard.press('Enter');
      await expect.poll(() => groups.count()).toBe(Math.min(16, total));
      expect(await page.locator('#search-input').getAttribute('aria-activedescendant')).toBe('q-search-result-8-0');
      // A click does the same, until none is left.
      for (let shown = Math.min(16, total); shown < total; shown = Math.min(shown + 8, total)) {
        await more.click();
        await expect.poll(() => groups.count()).toBe(Math.min(shown + 8, total));
      }
      expect(await more.count()).toBe(0);
      expect(await status.textContent()).toBe(`${total} pages found`);
      await page.close();
    });

    it('opens from the navbar entry with search.prompt as placeholder, and gives focus back on close', async () => {
      const page = await browser.context.newPage();
      await page.goto(at('/v2/getting-started/installation'), { waitUntil: 'networkidle' });
      await page.locator('#search-bar-entry').click();
      await page.locator('#q-search-dialog[open]').waitFor();
      expect(await page.locator('#search-input').getAttribute('placeholder')).toBe(PROMPT);
      expect(await page.locator('#q-search-dialog').getAttribute('aria-label')).toBe('Search');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('search-bar-entry');
      await page.close();
    });
  });
}
