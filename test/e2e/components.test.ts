// The component gallery of the built example site: screenshots in both colour schemes, and the interactive
// components behaving in a real browser.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, type TestBrowser } from './support/browser.js';
import { buildWithCli, copyExampleSite, hasCompiledCli, importDist, repoRoot } from './support/site.js';

interface PreviewModule {
  startPreviewServer(options: {
    dir: string;
    port?: number;
    host?: string;
  }): Promise<{ url: string; close(): Promise<void> }>;
}

const COMPONENTS_PAGE = 'v2/writing/components';
/** A page of repeated views, written into the copy the tests build. */
const VIEWS_PAGE = 'v2/writing/views';
const resultsDir = path.join(repoRoot, 'test-results');

describe.skipIf(!hasChromium || !hasCompiledCli)('component gallery in a browser', () => {
  let site: Awaited<ReturnType<typeof copyExampleSite>>;
  let server: { url: string; close(): Promise<void> };
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    site = await copyExampleSite();
    // A page that repeats its set of views under each heading (as SDK guides do).
    await writeFile(
      path.join(site.dir, `${VIEWS_PAGE}.mdx`),
      [
        '---\ntitle: Views\n---',
        '## Install',
        '<View title="React">\nReact install.\n</View>\n\n<View title="JavaScript">\nJavaScript install.\n</View>',
        '## Use',
        '<View title="React">\nReact use.\n</View>\n\n<View title="JavaScript">\nJavaScript use.\n</View>',
      ].join('\n\n'),
    );
    const outDir = path.join(path.dirname(site.dir), 'out');
    await buildWithCli(site.dir, outDir);
    const { startPreviewServer } = await importDist<PreviewModule>('src/preview/preview-server.js');
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

  it('offers each view title once and shows every view of the chosen title', async () => {
    await page.goto(new URL(VIEWS_PAGE, server.url).href);
    const select = page.getByRole('combobox', { name: 'Choose a view' });
    expect(await select.locator('option').allInnerTexts()).toEqual(['React', 'JavaScript']);
    const visible = () => page.locator('.q-view:visible').allInnerTexts();
    expect((await visible()).map((text) => text.trim().split('\n').at(-1))).toEqual(['React install.', 'React use.']);
    await select.selectOption({ label: 'JavaScript' });
    expect((await visible()).map((text) => text.trim().split('\n').at(-1))).toEqual([
      'JavaScript install.',
      'JavaScript use.',
    ]);
  });

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
      page
        .locator(`[role="tab"][data-title="${title}"]`)
        .evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('aria-selected')));
    // Tabs and the CodeGroup below them share the titles npm, pnpm, yarn.
    expect((await selected('pnpm')).length).toBeGreaterThanOrEqual(2);
    await page.locator('[role="tab"][data-title="pnpm"]').first().click();
    await expect.poll(() => selected('pnpm')).toEqual(expect.arrayContaining(['true', 'true']));
    expect(await selected('pnpm')).not.toContain('false');
    expect(await selected('npm')).not.toContain('true');
    // The CodeGroup's visible panel now shows the pnpm command.
    const visibleCode = await page.locator('[role="tabpanel"]').filter({ visible: true }).allInnerTexts();
    expect(visibleCode.join('\n')).toContain('pnpm run build');
  });

  it('opens an accordion from its URL hash', async () => {
    await page.goto(pageUrl());
    const accordion = page
      .locator('details')
      .filter({ has: page.locator('summary', { hasText: 'Can I open an accordion from a link?' }) })
      .first();
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
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('node bin/quire.js build example-site');
  });

  it('opens the expandable holding a nested field from the URL hash', async () => {
    await page.goto('about:blank');
    await page.goto(pageUrl('#param-tabs'));
    const expandable = page.locator('details.q-expandable').filter({ has: page.locator('#param-tabs') });
    await expect.poll(() => expandable.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
  });

  it('moves through a tree with the keyboard, skipping rows of closed folders', async () => {
    await page.goto(pageUrl());
    const focused = () =>
      page.evaluate(() => document.activeElement?.querySelector('.q-tree__name')?.textContent ?? null);
    await page.locator('[data-tree] .q-tree__row').first().focus();
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('docs.json');
    // `v2` is closed: End lands on it, not on the files inside it.
    await page.keyboard.press('End');
    expect(await focused()).toBe('v2');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('writing');
    await page.keyboard.press('Home');
    expect(await focused()).toBe('example-site');
    await page.keyboard.press('r');
    expect(await focused()).toBe('run-command.mdx');
  });

  it('shows a tooltip on hover', async () => {
    await page.goto(pageUrl());
    const trigger = page.locator('.q-tooltip__trigger', { hasText: 'diagnostic' });
    await trigger.hover();
    await expect
      .poll(() => page.locator('.q-tooltip', { has: trigger }).getByText('Diagnostics say what is wrong').isVisible())
      .toBe(true);
  });

  it('renders math with KaTeX and draws mermaid diagrams, loading mermaid only on pages that have one', async () => {
    // Leave the page of the previous test first: its low-priority prefetch of mermaid can still be on its way.
    await page.goto('about:blank');
    const requested: string[] = [];
    const onRequest = (request: { url(): string }) => requested.push(request.url());
    page.on('request', onRequest);
    await page.goto(new URL('v2/writing/code-blocks', server.url).href);
    await page.waitForLoadState('networkidle');
    expect(requested.some((url) => url.includes('vendor/mermaid'))).toBe(false);
    await page.goto(pageUrl());
    await page.locator('.q-mermaid').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('.q-mermaid svg').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(requested.some((url) => url.includes('vendor/mermaid'))).toBe(true);
    page.off('request', onRequest);
    // Zoom controls: a diagram this tall gets them; zooming scales the drawing inside its frame.
    await page.locator('.q-mermaid').hover();
    await page.locator('.q-mermaid__action[aria-label="Zoom in"]').click();
    expect(
      await page
        .locator('.q-mermaid svg')
        .first()
        .evaluate((svg) => (svg as SVGElement).style.transform),
    ).toContain('scale(1.25)');
    await page.locator('.q-mermaid__action[aria-label="Reset view"]').click();
    expect(
      await page
        .locator('.q-mermaid svg')
        .first()
        .evaluate((svg) => (svg as SVGElement).style.transform),
    ).toContain('scale(1)');
    expect(await page.locator('.quire-math-display .katex-display').count()).toBeGreaterThan(0);
    expect(await page.locator('.quire-math-inline .katex').count()).toBeGreaterThan(2);
  });

  it('filters changelog updates by tag, in the URL too', async () => {
    await page.goto(new URL('changelog', server.url).href);
    const visibleUpdates = () => page.locator('.q-update').filter({ visible: true }).count();
    expect(await visibleUpdates()).toBe(2);
    await page.locator('button[data-tag="Release"]').click();
    await expect.poll(visibleUpdates).toBe(1);
    expect(new URL(page.url()).searchParams.get('tags')).toBe('Release');
  });

  it('opens the mobile menu at phone width, and prints without the chrome (screenshots)', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(pageUrl());
    await page.locator('.q-menu-button').first().click();
    await expect.poll(() => page.locator('#sidebar').isVisible()).toBe(true);
    await page.screenshot({ path: path.join(resultsDir, 'components-mobile-menu.png') });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#sidebar').isVisible()).toBe(false);
    // From the keyboard: Space presses the menu button as it presses any button, and while the drawer is open
    // Tab goes round its own controls, never to the page behind it.
    const menu = page.locator('.q-menu-button').first();
    await menu.focus();
    await page.keyboard.press(' ');
    await expect.poll(() => page.locator('#sidebar').isVisible()).toBe(true);
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#sidebar')), `Tab ${step + 1}`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#sidebar'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ media: 'print' });
    await page.goto(pageUrl());
    expect(await page.locator('.q-header').isVisible()).toBe(false);
    expect(await page.locator('#sidebar').isVisible()).toBe(false);
    await page.screenshot({ path: path.join(resultsDir, 'components-print.png') });
    await page.emulateMedia({ media: 'screen' });
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
          const candidates = Array.from(document.querySelectorAll('img')).filter(
            (img) => img.alt === 'A terminal window showing build output',
          );
          return Math.max(...candidates.map((img) => img.getBoundingClientRect().width));
        }),
      )
      .toBeGreaterThan((before?.width ?? 0) * 1.2);
    await page.screenshot({ path: path.join(resultsDir, 'components-zoom.png') });
    await page.keyboard.press('Escape');
  });
});

describe.skipIf(!hasChromium || !hasCompiledCli)('theme layouts in a browser', () => {
  let site: Awaited<ReturnType<typeof copyExampleSite>>;
  let browser: TestBrowser;

  beforeAll(async () => {
    site = await copyExampleSite();
    browser = await launchBrowser();
    await mkdir(resultsDir, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await site?.remove();
  });

  /** Builds the example site with `theme` and measures the layout of one page (and keeps a screenshot). */
  async function layoutOf(theme: string) {
    const config = path.join(site.dir, 'docs.json');
    const json = JSON.parse(await readFile(config, 'utf8')) as Record<string, unknown>;
    await writeFile(config, JSON.stringify({ ...json, theme }, null, 2));
    const outDir = path.join(path.dirname(site.dir), `out-${theme}`);
    await buildWithCli(site.dir, outDir);
    const { startPreviewServer } = await importDist<PreviewModule>('src/preview/preview-server.js');
    const server = await startPreviewServer({ dir: outDir, port: 0, host: '127.0.0.1' });
    const page = await browser.context.newPage();
    try {
      await page.goto(new URL('v2/writing/code-blocks', server.url).href);
      await page.screenshot({ path: path.join(resultsDir, `theme-${theme}.png`) });
      return await page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
        const surface = document.querySelector('.q-card') ?? document.querySelector('.q-main');
        return {
          family: document.documentElement.dataset.qFamily,
          headerLeft: box('.q-header')?.left ?? -1,
          sidebarTop: box('#sidebar')?.top ?? -1,
          bodyFont: getComputedStyle(document.body).fontFamily,
          mainBorder: surface ? getComputedStyle(surface).borderTopWidth : '0px',
        };
      });
    } finally {
      await page.close();
      await server.close();
    }
  }

  it('mint, aspen, linden and almond give visibly different layouts (screenshots)', async () => {
    const mint = await layoutOf('mint');
    const aspen = await layoutOf('aspen');
    const linden = await layoutOf('linden');
    const almond = await layoutOf('almond');
    expect([mint.family, aspen.family, linden.family, almond.family]).toEqual(['classic', 'split', 'terminal', 'card']);
    // Classic: a full-width header above the sidebar. Split: the sidebar runs the full height, the header beside it.
    expect(mint.headerLeft).toBe(0);
    expect(mint.sidebarTop).toBeGreaterThan(0);
    expect(aspen.headerLeft).toBeGreaterThan(200);
    expect(aspen.sidebarTop).toBeLessThanOrEqual(40);
    // Terminal: monospace text. Card: the content sits on a bordered card.
    expect(linden.bodyFont).toMatch(/mono/i);
    expect(mint.bodyFont).not.toMatch(/mono/i);
    expect(almond.mainBorder).not.toBe('0px');
    expect(mint.mainBorder).toBe('0px');
  });
});
