// `quire serve` publishes a site at `<subdomain>.<host>`; `/sites/<subdomain>/…` sends a browser there, where the
// site's root-relative links and assets work (Chromium resolves every *.localhost name to the loopback address).
// Builds run `bin/quire.js`, which runs the compiled `dist/` (`npx tsc -p tsconfig.json` first).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Service, startService } from '../../src/server/start-service.js';
import { emptyCommit } from '../../src/server/update-record.js';
import { makeFixtureRepo, waitFor } from '../integration/server/support.js';
import { hasChromium, launchBrowser, type TestBrowser } from './support/browser.js';

describe.skipIf(!hasChromium)('sites published by quire serve, in a browser', () => {
  let tmp: string;
  let service: Service;
  let browser: TestBrowser;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'quire-serve-sites-'));
    const repo = path.join(tmp, 'repo');
    await makeFixtureRepo(repo);
    service = await startService({ dataDir: path.join(tmp, 'data'), port: 0, heartbeatMs: 200, log: () => {} });
    const project = await service.store.createProject({
      name: 'tiny',
      repo,
      branch: 'main',
      docs: 'docs',
      subdomain: 'tiny',
      webhookSecret: 's',
    });
    const { id } = await service.store.enqueueUpdate({
      projectId: project.id,
      source: 'onboarding',
      commit: emptyCommit('main'),
    });
    service.worker.wake();
    const record = await waitFor(
      () => service.store.getUpdate(id),
      (r) => r?.endedAt !== undefined,
    );
    expect(record?.status, record?.logs.join('\n')).toBe('success');
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await service?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it('/sites/<subdomain>/<page> lands on the subdomain with every asset and link working', async () => {
    const page = await browser.context.newPage();
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => failed.push(`failed ${request.url()}`));
    const port = new URL(service.url).port;
    await page.goto(`${service.url}/sites/tiny/guide`);
    expect(page.url()).toBe(`http://tiny.localhost:${port}/guide`);
    await expect.poll(() => page.textContent('body')).toContain('A guide.');
    // The theme's stylesheet loaded (under /sites/ in place, its root-relative address missed).
    expect(await page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.cssRules.length > 10))).toBe(true);
    await page.locator('a[href="/"]').first().click();
    await expect.poll(() => page.url()).toBe(`http://tiny.localhost:${port}/`);
    await expect.poll(() => page.textContent('body')).toContain('Hello from version one');
    expect(failed).toEqual([]);
    await page.close();
  });
});
