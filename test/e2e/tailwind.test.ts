// Tailwind CSS classes in page markup are real Tailwind utilities, generated for the classes the site uses:
// responsive variants, dark mode bound to Quire's theme toggle, group hover, colour shades with opacity, and
// nothing outside page content.
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

const LANDING = `---
title: Landing
mode: wide
---

<div id="tw-grid" className="grid grid-cols-1 md:grid-cols-3 gap-4">
  <a id="tw-card" href="/other" className="group block rounded-xl bg-zinc-50 dark:bg-zinc-900 p-4 border border-blue-500/50">
    <p id="tw-text" className="text-zinc-900 dark:text-white group-hover:opacity-75">Fast builds</p>
  </a>
  <div className="hidden md:block">Wide screens only</div>
  <div className="aspect-video object-cover">Third</div>
</div>
`;

async function writeSite(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'index.mdx'), LANDING);
  await writeFile(path.join(dir, 'other.mdx'), '---\ntitle: Other\n---\n\nText.\n');
  const docs = { theme: 'mint', name: 'Tw', colors: { primary: '#4F46E5' }, navigation: { pages: ['index', 'other'] } };
  await writeFile(path.join(dir, 'docs.json'), JSON.stringify(docs));
}

const style = (page: Page, selector: string, property: string) =>
  page.locator(selector).evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);

describe.skipIf(!hasChromium || !hasCompiledCli)('Tailwind classes in pages', () => {
  let root: string;
  let server: Server;
  let browser: TestBrowser;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'quire-e2e-tw-'));
    await writeSite(path.join(root, 'site'));
    await buildWithCli(path.join(root, 'site'), path.join(root, 'out'));
    const { startPreviewServer } = await importDist<{
      startPreviewServer(o: { dir: string; port: number; host: string }): Promise<Server>;
    }>('src/preview/preview-server.js');
    server = await startPreviewServer({ dir: path.join(root, 'out'), port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  async function open(width: number): Promise<Page> {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(server.url);
    return page;
  }

  it('applies responsive grid and display utilities at each width', async () => {
    const wide = await open(1400);
    expect((await style(wide, '#tw-grid', 'grid-template-columns')).split(' ')).toHaveLength(3);
    expect(await style(wide, '#tw-grid', 'row-gap')).toBe('16px');
    expect(await wide.getByText('Wide screens only').isVisible()).toBe(true);
    const phone = await open(390);
    expect((await style(phone, '#tw-grid', 'grid-template-columns')).split(' ')).toHaveLength(1);
    expect(await phone.getByText('Wide screens only').isVisible()).toBe(false);
  });

  it('binds dark: to the theme toggle and keeps light and dark colours apart', async () => {
    const page = await open(1400);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    const light = { bg: await style(page, '#tw-card', 'background-color'), fg: await style(page, '#tw-text', 'color') };
    expect(await style(page, '#tw-card', 'padding-top')).toBe('16px');
    expect(await style(page, '#tw-card', 'border-top-left-radius')).toBe('12px');
    await page.locator('.q-theme-toggle').first().click();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
    expect(await style(page, '#tw-text', 'color')).toBe('rgb(255, 255, 255)');
    expect(await style(page, '#tw-card', 'background-color')).not.toBe(light.bg);
    expect(light.fg).not.toBe('rgb(255, 255, 255)');
    // `blue-500/50`: the shade at half opacity.
    expect(await style(page, '#tw-card', 'border-top-color')).toMatch(/\/ 0\.5\)|, 0\.5\)/);
  });

  it('applies group-hover, and leaves the theme chrome alone', async () => {
    const page = await open(1400);
    expect(await style(page, '#tw-text', 'opacity')).toBe('1');
    await page.locator('#tw-card').hover();
    await expect.poll(() => style(page, '#tw-text', 'opacity')).toBe('0.75');
    // `hidden` and `block` are page utilities only: the chrome keeps its own display.
    expect(await style(page, '#sidebar', 'display')).not.toBe('none');
    const href = await page.locator('link[rel="stylesheet"][href*="utilities-"]').getAttribute('href');
    const css = await (await page.request.get(new URL(href!, server.url).href)).text();
    expect(css).toContain('.mdx-content .md\\:grid-cols-3');
    // No preflight: nothing resets the theme's elements (only Tailwind's own `--tw-*` fallbacks are global).
    expect(css).not.toContain('box-sizing');
    expect(css).not.toMatch(/^\s*(html|body)[\s,{]/m);
  });
});
