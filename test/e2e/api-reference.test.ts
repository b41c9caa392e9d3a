// The example site's API reference tab (generated from example-site/api/openapi.yaml) in a real browser: a deep
// link to a nested response field opens the collapsed rows around it and scrolls it into view, oneOf variants
// switch as tabs, both in the built output and in the dev server; and in dev, editing the spec updates the open
// page and the sidebar without a manual reload.
import { readFile, writeFile } from 'node:fs/promises';
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

/** The generated page of `GET /v1/project/update-status/{statusId}` (tag `Updates`). */
const STATUS_PAGE = 'v2/api-reference/updates/get-update-status';
/** `commit.filesChanged.added` of the 200 response: two collapsed levels deep. */
const NESTED_FIELD = 'response.commit.filesChanged.added';
/** The generated page of `POST /v1/project/update/{projectId}`: its body's `notify` is a oneOf. */
const TRIGGER_PAGE = 'v2/api-reference/updates/trigger-an-update';
/** `GET /v1/project/{projectId}/pages`: `x-mint.href` fixes its URL, so a new summary keeps the page where it is. */
const TREE_PAGE = 'v2/api-reference/projects/page-tree';
const SPEC = 'api/openapi.yaml';

/** Builds the site with the CLI and serves the output on 127.0.0.1. */
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

/** The `<details>` around an element, from the innermost out: whether each is open. */
function detailsAround(page: Page, id: string): Promise<boolean[]> {
  return page.locator(`[id="${id}"]`).evaluate((field) => {
    const open: boolean[] = [];
    for (let d = field.parentElement?.closest('details'); d; d = d.parentElement?.closest('details'))
      open.push((d as HTMLDetailsElement).open);
    return open;
  });
}

/** Where the field's name sits: inside the viewport, and not covered (by the sticky header, say). */
function nameOnScreen(page: Page, id: string): Promise<{ inViewport: boolean; onTop: boolean }> {
  return page.locator(`[id="${id}"]`).evaluate((field) => {
    const name = field.querySelector(':scope > .q-field__head .q-field__name') ?? field;
    const box = name.getBoundingClientRect();
    const inViewport =
      box.width > 0 &&
      box.height > 0 &&
      box.top >= 0 &&
      box.left >= 0 &&
      box.bottom <= innerHeight &&
      box.right <= innerWidth;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return { inViewport, onTop: !!hit && (hit === name || name.contains(hit)) };
  });
}

/** Opens the update-status page at the nested field's hash (a fresh load) and checks it is revealed and in view. */
async function expectDeepLinkRevealed(page: Page, origin: string): Promise<void> {
  // Without the hash the field is collapsed: inside closed <details>, not visible.
  await page.goto('about:blank');
  const plain = await page.goto(new URL(STATUS_PAGE, origin).href);
  expect(plain?.status()).toBe(200);
  const closed = await detailsAround(page, NESTED_FIELD);
  expect(closed.length).toBeGreaterThanOrEqual(2);
  expect(closed).not.toContain(true);
  expect(await page.locator(`[id="${NESTED_FIELD}"]`).isVisible()).toBe(false);

  await page.goto('about:blank');
  const response = await page.goto(new URL(`${STATUS_PAGE}#${NESTED_FIELD}`, origin).href);
  expect(response?.status()).toBe(200);
  const field = page.locator(`[id="${NESTED_FIELD}"]`);
  await expect.poll(() => field.isVisible(), { timeout: 10_000 }).toBe(true);
  expect(await detailsAround(page, NESTED_FIELD)).not.toContain(false);
  await expect
    .poll(() => nameOnScreen(page, NESTED_FIELD), { timeout: 10_000 })
    .toEqual({ inViewport: true, onTop: true });

  // The same field linked the hosted platform's way (a kind, then the path in lower case with `-`).
  await page.goto('about:blank');
  await page.goto(new URL(`${STATUS_PAGE}#response-commit-files-changed-added`, origin).href);
  await expect.poll(() => field.isVisible(), { timeout: 10_000 }).toBe(true);
  expect(await detailsAround(page, NESTED_FIELD)).not.toContain(false);
  await expect
    .poll(() => nameOnScreen(page, NESTED_FIELD), { timeout: 10_000 })
    .toEqual({ inViewport: true, onTop: true });
}

/** On the trigger page, picks the Slack option of `notify` (a oneOf with a discriminator) and sees its fields. */
async function expectVariantTabs(page: Page, origin: string): Promise<void> {
  await page.goto('about:blank');
  const response = await page.goto(new URL(TRIGGER_PAGE, origin).href);
  expect(response?.status()).toBe(200);
  const notify = page.locator('[id="notify"]');
  const variants = notify.locator('.q-api-variants').first();
  expect(await variants.locator('.q-api-variants__discriminator').innerText()).toContain('type');
  const tab = (title: string) => variants.locator(`[role="tab"][data-title="${title}"]`);
  const field = (id: string) => page.locator(`[id="${id}"]`);
  // Email is first: its `to` shows, Slack's `channel` does not.
  expect(await tab('Email').getAttribute('aria-selected')).toBe('true');
  await expect.poll(() => field('notify.to').isVisible()).toBe(true);
  expect(await field('notify.channel').isVisible()).toBe(false);

  await tab('Slack').click();
  await expect.poll(() => tab('Slack').getAttribute('aria-selected')).toBe('true');
  expect(await tab('Email').getAttribute('aria-selected')).toBe('false');
  await expect.poll(() => field('notify.channel').isVisible()).toBe(true);
  expect(await field('notify.mentions').isVisible()).toBe(true);
  expect(await field('notify.to').isVisible()).toBe(false);
}

describe.skipIf(!hasChromium || !hasCompiledCli)('API reference pages (built output)', () => {
  let site: Awaited<ReturnType<typeof copyExampleSite>>;
  let server: Server;
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    site = await copyExampleSite();
    server = await serveBuilt(site.dir);
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await site?.remove();
  });

  it('opens the collapsed rows around a nested field linked by the URL hash, and scrolls to it', async () => {
    await expectDeepLinkRevealed(page, server.url);
  });

  it('switches oneOf variants as tabs', async () => {
    await expectVariantTabs(page, server.url);
  });
});

describe.skipIf(!hasChromium || !hasCompiledCli)('API reference pages (dev server)', () => {
  let site: Awaited<ReturnType<typeof copyExampleSite>>;
  let server: Server;
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    site = await copyExampleSite();
    server = await serveDev(site.dir);
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
    await page.goto('about:blank');
    const connected = page.waitForEvent('console', { predicate: (m) => m.text().includes('[vite] connected') });
    const response = await page.goto(new URL(pagePath, server.url).href);
    expect(response?.status()).toBe(200);
    await connected;
  };
  const editSpec = async (edit: (text: string) => string) => {
    const file = path.join(site.dir, SPEC);
    const before = await readFile(file, 'utf8');
    const after = edit(before);
    expect(after).not.toBe(before);
    await writeFile(file, after);
  };

  it('opens the collapsed rows around a nested field linked by the URL hash, and scrolls to it', async () => {
    await expectDeepLinkRevealed(page, server.url);
  });

  it('switches oneOf variants as tabs', async () => {
    await expectVariantTabs(page, server.url);
  });

  it('shows a new operation summary as the open page title, without a manual reload', async () => {
    await openConnected(TREE_PAGE);
    expect(await page.locator('h1').first().innerText()).toContain('Get the page tree of the published site');
    const title = `Get the published page tree ${Date.now()}`;
    await editSpec((text) => text.replace('summary: Get the page tree of the published site', `summary: ${title}`));
    await expect.poll(() => page.locator('h1').first().innerText(), { timeout: 20_000 }).toContain(title);
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`/${TREE_PAGE}/?$`));
  });

  it('lists an operation added to the spec in the sidebar, without a manual reload', async () => {
    await openConnected(TREE_PAGE);
    const summary = `List custom domains ${Date.now()}`;
    const operation = [
      '  /v1/project/{projectId}/domains:',
      '    get:',
      '      operationId: listDomains',
      `      summary: ${summary}`,
      '      tags: [Projects]',
      '      parameters:',
      "        - $ref: '#/components/parameters/projectId'",
      '      responses:',
      "        '200': { description: The project's custom domains. }",
      '',
    ].join('\n');
    await editSpec((text) => text.replace('  /v1/health:\n', `${operation}  /v1/health:\n`));
    const entry = page.locator('#sidebar a').filter({ hasText: summary }).filter({ visible: true }).first();
    await entry.waitFor({ timeout: 20_000 });
    // The new entry leads to its generated page.
    await entry.click();
    await page.waitForURL(/\/v2\/api-reference\/projects\/list-custom-domains-\d+\/?$/);
    expect(await page.locator('h1').first().innerText()).toContain(summary);
  });
});
