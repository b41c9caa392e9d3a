// Levels an API page leaves out (nested named schemas past the page's depth) load from the spec's shared
// fragments when the reader opens them, or follows a link to a field inside them: in the built output and in dev.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, type TestBrowser } from './support/browser.js';
import { buildWithCli, hasCompiledCli, importDist } from './support/site.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';

interface Server {
  url: string;
  close(): Promise<void>;
}

const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/openapi/sites/deep');
const PAGE = 'api-reference/get-a-thing';

/** Opens the page at `hash` and waits for the field to be on screen. */
async function openAt(page: Page, origin: string, hash: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(new URL(`${PAGE}#${hash}`, origin).href);
  await page.locator(`[id="${hash}"]`).waitFor({ state: 'visible', timeout: 15_000 });
}

describe.skipIf(!hasChromium || !hasCompiledCli)('API levels loaded on demand', () => {
  let browser: TestBrowser;
  let page: Page;
  let tmp: string;
  const servers: Server[] = [];

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'quire-lazy-'));
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    for (const server of servers) await server.close();
    await rm(tmp, { recursive: true, force: true });
  });

  const check = async (origin: string) => {
    // The page itself stops at `bit`: its fields are not in the HTML.
    const html = await (await page.request.get(new URL(PAGE, origin).href)).text();
    expect(html).toContain('data-lazy-prefix="response.part.piece.bit"');
    expect(html).not.toContain('id="response.part.piece.bit.weight"');
    // A link into the left-out level loads it, and one level further (a fragment inside a fragment).
    await openAt(page, origin, 'response.part.piece.bit.weight');
    expect(await page.locator('[id="response.part.piece.bit.weight"]').innerText()).toContain('In grams.');
    await openAt(page, origin, 'response.part.piece.bit.atom.symbol');
    // Opening the level by hand loads it too.
    await page.goto(new URL(PAGE, origin).href);
    const lazy = page.locator('details.q-api-lazy').first();
    await page.evaluate(() => {
      for (const details of document.querySelectorAll('details')) details.open = true;
    });
    await expect.poll(() => lazy.getAttribute('data-lazy-state')).toBe('loaded');
    // A level loaded at the top of a body (no parent anchor) whose field ids the page already has: the loaded
    // ones get the next free id, and their links follow.
    await page.goto(new URL(PAGE, origin).href);
    await page.evaluate(() => {
      const href = document.querySelector<HTMLElement>('details.q-api-lazy')!.dataset.lazyHref!;
      const taken = document.createElement('p');
      taken.id = 'weight';
      const top = document.createElement('details');
      top.id = 'top-level';
      top.className = 'q-api-children q-api-lazy';
      top.dataset.lazyHref = href;
      top.dataset.lazyPrefix = '';
      top.innerHTML = '<summary>Show</summary><div class="q-api-children__body"></div>';
      document.querySelector('.q-api')!.append(taken, top);
      top.open = true;
    });
    const top = page.locator('[id="top-level"]');
    await expect.poll(() => top.getAttribute('data-lazy-state')).toBe('loaded');
    expect(await page.locator('[id="weight"]').count()).toBe(1);
    expect(await top.locator('[id="weight-1"]').innerText()).toContain('In grams.');
    expect(await top.locator('[id="weight-1"] a.q-api-anchor').getAttribute('href')).toBe('#weight-1');
  };

  it('in the built site', { timeout: 120_000 }, async () => {
    const out = path.join(tmp, 'out');
    await buildWithCli(fixture, out);
    const { startPreviewServer } = await importDist<{
      startPreviewServer(options: { dir: string; port?: number; host?: string }): Promise<Server>;
    }>('src/preview/preview-server.js');
    const server = await startPreviewServer({ dir: out, port: 0, host: '127.0.0.1' });
    servers.push(server);
    await check(server.url);
  });

  it('in dev', { timeout: 120_000 }, async () => {
    const { startDevServer } = await importDist<{
      startDevServer(options: {
        dir: string;
        port?: number;
        host?: string;
        log?: (text: string) => void;
      }): Promise<Server>;
    }>('src/dev/dev-server.js');
    const server = await startDevServer({ dir: fixture, port: 0, host: '127.0.0.1', log: () => {} });
    servers.push(server);
    await check(server.url);
  });
});
