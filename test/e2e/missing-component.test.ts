// An unknown component: readers of the built site see its children as plain content; `quire dev` shows authors
// the dashed "is not available" box around them (the build warns with file and line either way).
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

async function writeSite(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'docs.json'),
    JSON.stringify({
      theme: 'mint',
      name: 'Missing',
      colors: { primary: '#4F46E5' },
      navigation: { pages: ['index'] },
    }),
  );
  await writeFile(path.join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\n<Fancy>\n\nHello reader.\n\n</Fancy>\n');
}

/** What the reader sees of the placeholder: its box, the label before it, and the children. */
async function placeholder(page: Page) {
  const box = page.locator('.quire-missing');
  return box.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      display: style.display,
      label: getComputedStyle(el, '::before').content,
      text: (el as HTMLElement).innerText,
    };
  });
}

describe.skipIf(!hasChromium || !hasCompiledCli)('unknown components', () => {
  let root: string;
  let browser: TestBrowser;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'quire-e2e-missing-'));
    await writeSite(path.join(root, 'site'));
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('show readers of a build only their children', async () => {
    const out = path.join(root, 'out');
    const output = await buildWithCli(path.join(root, 'site'), out);
    expect(output).toContain('Unknown component <Fancy>');
    const { startPreviewServer } = await importDist<{ startPreviewServer: Start }>('src/preview/preview-server.js');
    const server = await startPreviewServer({ dir: out, port: 0, host: '127.0.0.1' });
    try {
      const page = await browser.context.newPage();
      await page.goto(server.url);
      expect(await placeholder(page)).toEqual({ display: 'contents', label: 'none', text: 'Hello reader.' });
    } finally {
      await server.close();
    }
  });

  it('show authors in dev the box that names them', async () => {
    const { startDevServer } = await importDist<{ startDevServer: Start }>('src/dev/dev-server.js');
    const server = await startDevServer({ dir: path.join(root, 'site'), port: 0, host: '127.0.0.1', log: () => {} });
    try {
      const page = await browser.context.newPage();
      await page.goto(server.url);
      const seen = await placeholder(page);
      expect(seen.display).toBe('block');
      expect(seen.label).toBe('"<Fancy> is not available"');
      expect(seen.text).toContain('Hello reader.');
    } finally {
      await server.close();
    }
  });
});
