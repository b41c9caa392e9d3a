// `quire dev` updates the open page in place: an edit to the page, to a snippet it includes, a navigation title or
// a page added to a group in docs.json shows without a reload (a marker on `window` and the scroll position
// survive); a broken page shows the problem list and fixing it clears the list, in place too; a change that needs
// another layout reloads the page.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, type TestBrowser } from './support/browser.js';
import { copyExampleSite, hasCompiledCli, importDist } from './support/site.js';

interface DevModule {
  startDevServer(options: { dir: string; port?: number; host?: string; log?: (text: string) => void }): Promise<{
    url: string;
    close(): Promise<void>;
  }>;
}

const PAGE = 'v2/getting-started/first-build';
const PAGE_FILE = 'v2/getting-started/first-build.mdx';
/** A page that includes a snippet, and that snippet. */
const SNIPPET_PAGE = 'v2/getting-started/installation';
const SNIPPET_FILE = 'snippets/requirements.mdx';
/** An endpoint page of api/openapi.yaml, and that spec. */
const API_PAGE = 'v2/api-reference/updates/get-update-status';
const SPEC_FILE = 'api/openapi.yaml';
/** A page the docs.json test adds to the "Getting started" group. */
const NEW_PAGE_FILE = 'v2/getting-started/extra-step.mdx';

describe.skipIf(!hasChromium || !hasCompiledCli)('dev server: in-place updates', () => {
  let site: Awaited<ReturnType<typeof copyExampleSite>>;
  let server: { url: string; close(): Promise<void> };
  let browser: TestBrowser;
  let page: Page;
  const logs: string[] = [];
  const originals = new Map<string, string>();

  beforeAll(async () => {
    site = await copyExampleSite();
    for (const file of [PAGE_FILE, SNIPPET_FILE, SPEC_FILE, 'docs.json'])
      originals.set(file, await readFile(path.join(site.dir, file), 'utf8'));
    const { startDevServer } = await importDist<DevModule>('src/dev/dev-server.js');
    server = await startDevServer({ dir: site.dir, port: 0, host: '127.0.0.1', log: (text) => logs.push(text) });
    browser = await launchBrowser();
    page = await browser.context.newPage();
    // A short viewport, so the page scrolls.
    await page.setViewportSize({ width: 1280, height: 500 });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await site?.remove();
  });

  /** Each test starts from the original files, on a freshly loaded page connected to the dev server. */
  beforeEach(async () => {
    for (const [file, text] of originals) {
      if ((await readFile(path.join(site.dir, file), 'utf8')) !== text)
        await writeFile(path.join(site.dir, file), text);
    }
    await rm(path.join(site.dir, NEW_PAGE_FILE), { force: true });
    const connected = page.waitForEvent('console', { predicate: (m) => m.text().includes('[vite] connected') });
    await page.goto(new URL(PAGE, server.url).href);
    await connected;
  });

  /** Sets a marker that only survives if the document is not reloaded, and scrolls down; returns the scroll. */
  const markAndScroll = (): Promise<number> =>
    page.evaluate(() => {
      (window as unknown as { quireMarker: string }).quireMarker = 'still here';
      window.scrollTo(0, 300);
      return window.scrollY;
    });
  const survivors = () =>
    page.evaluate(() => ({
      marker: (window as unknown as { quireMarker?: string }).quireMarker,
      scrollY: window.scrollY,
    }));

  const edit = async (file: string, change: (text: string) => string) => {
    const target = path.join(site.dir, file);
    await writeFile(target, change(await readFile(target, 'utf8')));
  };

  it('shows an edit to the page in place: the marker, the scroll position and the new heading in the TOC', async () => {
    const scrollY = await markAndScroll();
    expect(scrollY).toBe(300);
    const text = `In-place marker ${Date.now()}`;
    await edit(PAGE_FILE, (original) =>
      original.replace(/^(title: .*)$/m, 'title: "First build, edited"').concat(`\n\n## ${text}\n\n${text} body.\n`),
    );
    await page.locator('#content-area').getByText(`${text} body.`).waitFor({ timeout: 20_000 });
    const after = await survivors();
    expect(after.marker).toBe('still here');
    expect(after.scrollY).toBe(scrollY);
    // Title and table of contents follow the edit.
    await expect.poll(() => page.title(), { timeout: 5000 }).toContain('First build, edited');
    expect(await page.locator('#table-of-contents').getByText(text).count()).toBe(1);
    // The new heading got its anchor from the theme's script (set up again over the new content).
    expect(await page.locator('h2', { hasText: text }).locator('a.q-heading-anchor').count()).toBe(1);
    // …and its name stays its text (not "… Copy link to …").
    expect(await page.getByRole('heading', { name: text, exact: true }).count()).toBe(1);
  });

  it('shows a navigation title changed in docs.json in the sidebar, in place', async () => {
    const scrollY = await markAndScroll();
    const label = `Renamed group ${Date.now()}`;
    await edit('docs.json', (text) => text.replace('"group": "Getting started"', `"group": "${label}"`));
    await page.locator('#sidebar').getByText(label).first().waitFor({ timeout: 20_000 });
    const after = await survivors();
    expect(after.marker).toBe('still here');
    expect(after.scrollY).toBe(scrollY);
  });

  it('shows an edit to a snippet in the pages that include it, in place', async () => {
    const connected = page.waitForEvent('console', { predicate: (m) => m.text().includes('[vite] connected') });
    await page.goto(new URL(SNIPPET_PAGE, server.url).href);
    await connected;
    const scrollY = await markAndScroll();
    expect(scrollY).toBeGreaterThan(0);
    const text = `Snippet marker ${Date.now()}`;
    await edit(SNIPPET_FILE, (original) => `${original}\n${text}\n`);
    await page.locator('#content-area').getByText(text).waitFor({ timeout: 20_000 });
    const after = await survivors();
    expect(after.marker).toBe('still here');
    expect(after.scrollY).toBe(scrollY);
  });

  it('shows a page added to a group in docs.json in the sidebar, in place', async () => {
    const scrollY = await markAndScroll();
    const title = `Extra step ${Date.now()}`;
    await writeFile(path.join(site.dir, NEW_PAGE_FILE), `---\ntitle: "${title}"\n---\n\nOne more step.\n`);
    await edit('docs.json', (text) =>
      text.replace(
        '"v2/getting-started/dev-server"',
        '"v2/getting-started/dev-server",\n"v2/getting-started/extra-step"',
      ),
    );
    const link = page.locator('#sidebar').getByRole('link', { name: title });
    await link.waitFor({ timeout: 20_000 });
    expect(await link.getAttribute('href')).toContain('extra-step');
    const after = await survivors();
    expect(after.marker).toBe('still here');
    expect(after.scrollY).toBe(scrollY);
  });

  it('shows an MDX syntax error in the overlay and clears it when fixed, without a reload', async () => {
    await markAndScroll();
    const heading = await page.locator('h1').first().innerText();
    const original = originals.get(PAGE_FILE) ?? '';
    await edit(PAGE_FILE, (text) => `${text}\n\n<Note>\n  an unclosed note\n`);
    await page.locator('#quire-dev-overlay').waitFor({ timeout: 20_000 });
    expect(await page.locator('#quire-dev-overlay').innerText()).toContain('never closed');
    expect(logs.join('\n')).toMatch(/first-build\.mdx:\d+:1 error .*`<Note>` is never closed \[mdx-syntax\]/);

    await writeFile(path.join(site.dir, PAGE_FILE), original);
    await page.locator('#quire-dev-overlay').waitFor({ state: 'detached', timeout: 20_000 });
    expect(await page.locator('h1').first().innerText()).toBe(heading);
    expect((await survivors()).marker).toBe('still here');
  });

  it('shows a spec edit on its endpoint page by a reload that keeps the scroll position', async () => {
    const connected = page.waitForEvent('console', { predicate: (m) => m.text().includes('[vite] connected') });
    await page.goto(new URL(API_PAGE, server.url).href);
    await connected;
    const scrollY = await markAndScroll();
    expect(scrollY).toBe(300);
    // The description (the summary names the page's URL).
    const text = `Spec marker ${Date.now()}.`;
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await edit(SPEC_FILE, (spec) => spec.replace('Returns the status record of one update.', text));
    await reloaded;
    await page.locator('#content-area').getByText(text).waitFor({ timeout: 20_000 });
    expect((await survivors()).marker).toBeUndefined();
    // The reloaded page opens where the old one was (the browser restores it).
    await expect.poll(async () => (await survivors()).scrollY, { timeout: 5000 }).toBe(scrollY);
  });

  it('updates a page that does not use the edited spec in place', async () => {
    await markAndScroll();
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === `/${PAGE}`, {
      timeout: 20_000,
    });
    await edit(SPEC_FILE, (spec) => spec.replace('Returns the status record of one update.', 'Returns a status.'));
    // The dev server told the page, which asked for its HTML again; nothing in it changed, so nothing reloads.
    await asked;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await survivors()).marker).toBe('still here');
  });

  it('reloads the page when the change needs another layout (a page mode)', async () => {
    await markAndScroll();
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await edit(PAGE_FILE, (text) => text.replace(/^---\n/, '---\nmode: "wide"\n'));
    await reloaded;
    expect(await page.locator('html').getAttribute('data-mode')).toBe('wide');
    expect((await survivors()).marker).toBeUndefined();
  });
});
