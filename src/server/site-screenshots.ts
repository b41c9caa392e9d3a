import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { loadStaticSite, serveStaticSite } from '../render/static-site.js';

/** What taking the screenshots of a published site needs. */
export interface SiteScreenshotOptions {
  /** The headless Chromium to run (Debian's `/usr/bin/chromium` by default); never downloaded. */
  chromiumPath: string;
  /** The published version folder to photograph. */
  siteDir: string;
  /** Where `light.png` and `dark.png` go (created). */
  outDir: string;
  /** The whole step, browser start included; past it the browser is closed and the step is skipped. */
  timeoutMs: number;
}

/** The files written, or why there are none. */
export type SiteScreenshots = { light: string; dark: string } | { skipped: string };

/** The flags of every headless Chromium Quire starts: nothing talks to the network on its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

const VIEWPORT = { width: 1280, height: 800 };

/**
 * Screenshots of a site's home page in the theme's light and dark modes. The folder is served by a throwaway
 * server on 127.0.0.1 (not through the service, which may listen elsewhere), every request to another origin is
 * refused (a build never uses the network, and neither does its photo), and the browser runs with a fresh
 * profile that is removed afterwards. A missing Chromium or a time-out is not an error: the update still
 * succeeds, and the reason is returned to go in its logs.
 */
export async function takeSiteScreenshots(options: SiteScreenshotOptions): Promise<SiteScreenshots> {
  if (!existsSync(options.chromiumPath)) {
    return { skipped: `Chromium is not installed (no ${options.chromiumPath}; set QUIRE_CHROMIUM to its path)` };
  }
  const site = await loadStaticSite(options.siteDir);
  const server = http.createServer((request, response) => {
    serveStaticSite(site, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'quire-shots-'));
  let context: BrowserContext | undefined;
  let finished = false;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<SiteScreenshots>((resolve) => {
    timer = setTimeout(
      () => resolve({ skipped: `screenshots took longer than ${options.timeoutMs / 1000} s` }),
      options.timeoutMs,
    );
  });
  const work = async (): Promise<SiteScreenshots> => {
    const { chromium } = await import('playwright-core');
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: options.chromiumPath,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: VIEWPORT,
      // The launch gets longer than the step: one cut short leaves a Chromium that still writes to the profile
      // after it is removed. After a time-out, a launch that completes is closed at once (below).
      timeout: options.timeoutMs + 30_000,
    });
    // Timed out while the browser was starting: close it now; the next step fails and the profile is removed.
    if (finished) await context.close();
    await context.route('**/*', (route) =>
      new URL(route.request().url()).origin === origin ? route.continue() : route.abort(),
    );
    // The theme reads a stored choice first, then `prefers-color-scheme`: set both to the mode being taken.
    await context.addInitScript(() => {
      try {
        const dark = matchMedia('(prefers-color-scheme: dark)').matches;
        localStorage.setItem('quire-theme', dark ? 'dark' : 'light');
      } catch {}
    });
    await mkdir(options.outDir, { recursive: true });
    const files = { light: path.join(options.outDir, 'light.png'), dark: path.join(options.outDir, 'dark.png') };
    for (const scheme of ['light', 'dark'] as const) {
      const page = await context.newPage();
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`${origin}${site.base}`, { waitUntil: 'load', timeout: options.timeoutMs });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.screenshot({ path: files[scheme], timeout: options.timeoutMs });
      await page.close();
    }
    return files;
  };
  const running = work();
  // The profile is removed once the work has settled: after a time-out, a browser still starting writes to it.
  const cleanUp = running
    .catch(() => {})
    .finally(async () => {
      await (context as BrowserContext | undefined)?.close().catch(() => {});
      await rm(userDataDir, { recursive: true, force: true }).catch(() => {});
    });
  try {
    return await Promise.race([running, timedOut]);
  } finally {
    finished = true;
    clearTimeout(timer);
    // Closing the browser makes any step still running fail at once, which settles the work.
    await (context as BrowserContext | undefined)?.close().catch(() => {});
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    // After a time-out the browser may still be starting: waiting for it (a few seconds) leaves nothing behind.
    await cleanUp;
  }
}
