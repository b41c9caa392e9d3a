import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** The system Chromium (Debian package). The tests never download a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const hasChromium = existsSync(CHROMIUM_PATH);

export interface TestBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Launches headless Chromium with a fresh profile in a temp folder, and everything that talks to the network
 * on its own switched off, so a run is hermetic and leaves nothing behind.
 */
export async function launchBrowser(options: { colorScheme?: 'light' | 'dark' } = {}): Promise<TestBrowser> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'quire-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
    viewport: { width: 1280, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
