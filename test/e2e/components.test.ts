// The component gallery of the built example site: screenshots in both colour schemes, and the interactive
// components behaving in a real browser.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, type TestBrowser } from './support/browser.js';
import { buildWithCli, copyExampleSite, hasCompiledCli, importDist, repoRoot } from './support/site.js';

interface PreviewModule {
  startPreviewServer(options: { dir: string; port?: number; host?: string }): Promise<{ url: string; close(): Promise<void> }>;
}

const COMPONENTS_PAGE = 'v2/writing/components';
const resultsDir = path.join(repoRoot, 'test-results');

describe.skipIf(!hasChromium || !hasCompiledCli)('component gallery in a browser', () => {
  let site: Awaited<ReturnType<typeof copyExampleSite>>;
  let server: { url: string; close(): Promise<void> };
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    site = await copyExampleSite();
    const outDir = path.join(path.dirname(site.dir), 'out');
    await buildWithCli(site.dir, outDir);
    const { startPreviewServer } = await importDist<PreviewModule>('src/build/preview-server.js');
    server = await startPreviewServer({ dir: outDir, port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await mkdir(resultsDir, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await site?.remove();
  });

  const pageUrl = (hash = '') => new URL(COMPONENTS_PAGE + hash, server.url).href;

  it('renders in light and dark mode (full-page screenshots)', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const response = await page.goto(pageUrl());
      expect(response?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const file = path.join(resultsDir, `components-${scheme}.png`);
      await page.screenshot({ path: file, fullPage: true });
      // Dark mode must actually change the page: a dark background has low channel values.
      const channels = (background.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
      const brightness = channels.reduce((sum, value) => sum + value, 0) / Math.max(1, channels.length);
      if (scheme === 'dark') expect(brightness).toBeLessThan(100);
      else expect(brightness).toBeGreaterThan(155);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('switches the synced code group when a tab is picked', async () => {
    await page.goto(pageUrl());
    const selected = (title: string) =>
      page.locator(`[role="tab"][data-title="${title}"]`).evaluateAll((tabs) =>
        tabs.map((tab) => tab.getAttribute('aria-selected')),
      );
    // Tabs and the CodeGroup below them share the titles npm, pnpm, yarn.
    expect((await selected('pnpm')).length).toBeGreaterThanOrEqual(2);
    await page.locator('[role="tab"][data-title="pnpm"]').first().click();
    await expect.poll(() => selected('pnpm')).toEqual(expect.arrayContaining(['true', 'true']));
    expect(await selected('pnpm')).not.toContain('false');
    expect(await selected('npm')).not.toContain('true');
    // The CodeGroup's visible panel now shows the pnpm command.
    const visibleCode = await page
      .locator('[role="tabpanel"]')
      .filter({ visible: true })
      .allInnerTexts();
    expect(visibleCode.join('\n')).toContain('pnpm run build');
  });

  it('opens an accordion from its URL hash', async () => {
    await page.goto(pageUrl());
    const accordion = page.locator('details').filter({ has: page.locator('summary', { hasText: 'Can I open an accordion from a link?' }) }).first();
    const id = await accordion.getAttribute('id');
    expect(id).toBeTruthy();
    expect(await accordion.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);

    await page.goto('about:blank');
    await page.goto(pageUrl(`#${id}`));
    const reopened = page.locator(`details[id="${id}"]`);
    await expect.poll(() => reopened.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
  });

  it('copies a code block to the clipboard', async () => {
    const origin = new URL(server.url).origin;
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await page.goto(pageUrl());
    const block = page.locator('[data-language], figure, .q-code').filter({ hasText: 'Build the example site' }).last();
    await block.hover();
    await block.locator('button').filter({ visible: true }).first().click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('node bin/quire.js build example-site');
  });

  it('zooms an image when it is clicked', async () => {
    await page.goto(pageUrl());
    const image = page.locator('img[alt="A terminal window showing build output"]').first();
    await image.scrollIntoViewIfNeeded();
    const before = await image.boundingBox();
    await image.click();
    // Zoom shows the image larger, in a dialog or overlay, whatever element the theme uses for it.
    await expect
      .poll(async () =>
        page.evaluate(() => {
          const candidates = Array.from(document.querySelectorAll('img')).filter((img) => img.alt === 'A terminal window showing build output');
          return Math.max(...candidates.map((img) => img.getBoundingClientRect().width));
        }),
      )
      .toBeGreaterThan((before?.width ?? 0) * 1.2);
    await page.screenshot({ path: path.join(resultsDir, 'components-zoom.png') });
    await page.keyboard.press('Escape');
  });
});
