// The shared real sites in a real browser: three pages of each (the first, middle and last of its output) in
// light, dark and on a phone. Screenshots go to test-results/corpora/ to be looked at; the test asserts what can
// be asserted: the page loads, no script error, nothing scrolls sideways on a phone.
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, type TestBrowser } from './support/browser.js';
import { buildWithCli, hasCompiledCli, importDist, repoRoot } from './support/site.js';

interface Server {
  url: string;
  close(): Promise<void>;
}

const corporaRoot = path.resolve(repoRoot, '..', 'shared', 'corpora');
// Two of the three corpora: each is built here again, and CI time is bounded (the third, modelcontextprotocol, is
// built and crawled by test/integration/corpora/ (test/support/corpus-build.ts)).
const SITES = ['mintlify__docs', 'triggerdotdev__trigger.dev'].filter((name) =>
  existsSync(path.join(corporaRoot, name, 'docs.json')),
);
const SHOTS = path.join(repoRoot, 'test-results', 'corpora');
const MODES = [
  { name: 'light', width: 1400, height: 900, scheme: 'light' },
  { name: 'dark', width: 1400, height: 900, scheme: 'dark' },
  { name: 'phone', width: 390, height: 844, scheme: 'light' },
] as const;

/** The first, middle and last page of the output, in path order. */
function samplePages(outDir: string): string[] {
  const urls = (readdirSync(outDir, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('index.html') && !file.startsWith('_quire/'))
    .map((file) => `/${file.slice(0, -'index.html'.length)}`)
    .sort();
  return [...new Set([urls[0]!, urls[Math.floor(urls.length / 2)]!, urls.at(-1)!])];
}

describe.skipIf(!hasChromium || !hasCompiledCli || SITES.length === 0).each(SITES)('%s in a browser', (name) => {
  let parent: string;
  let outDir: string;
  let server: Server;
  let browser: TestBrowser;

  beforeAll(async () => {
    parent = await mkdtemp(path.join(tmpdir(), `quire-screens-${name}-`));
    outDir = path.join(parent, 'out');
    await buildWithCli(path.join(corporaRoot, name), outDir);
    const { startPreviewServer } = await importDist<{
      startPreviewServer(o: { dir: string; port: number; host: string }): Promise<Server>;
    }>('src/preview/preview-server.js');
    server = await startPreviewServer({ dir: outDir, port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    await mkdir(path.join(SHOTS, name), { recursive: true });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await rm(parent, { recursive: true, force: true });
  });

  it('shows three pages in light, dark and on a phone without script errors or sideways scrolling', async () => {
    const problems: string[] = [];
    for (const [index, pagePath] of samplePages(outDir).entries()) {
      for (const mode of MODES) {
        const page = await browser.context.newPage();
        page.on('pageerror', (error) => problems.push(`${pagePath} ${mode.name}: ${error.message}`));
        await page.setViewportSize({ width: mode.width, height: mode.height });
        await page.emulateMedia({ colorScheme: mode.scheme });
        const response = await page.goto(new URL(pagePath, server.url).href, { waitUntil: 'load' });
        expect(response?.status(), pagePath).toBe(200);
        if (mode.name === 'phone') {
          const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (wide > 1) problems.push(`${pagePath} phone: scrolls ${wide}px sideways`);
        }
        await page.screenshot({ path: path.join(SHOTS, name, `${index + 1}-${mode.name}.png`) });
        await page.close();
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
