// The `quire serve` dashboard in a browser: sign in, trigger an update of a small local git repository, watch
// it reach success live, see both screenshots, create and revoke an API key, sign out.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as SecretsModule from '../../src/server/secrets.js';
import type * as StartServiceModule from '../../src/server/start-service.js';
import type { Project } from '../../src/server/update-record.js';
import { makeFixtureRepo } from '../integration/server/support.js';
import { hasChromium, launchBrowser, type TestBrowser } from './support/browser.js';
import { hasCompiledCli, importDist, repoRoot } from './support/site.js';

const resultsDir = path.join(repoRoot, 'test-results');

const PASSWORD = 'a long dashboard password';

describe.skipIf(!hasChromium || !hasCompiledCli)('the quire serve dashboard in a browser', () => {
  let tmp: string;
  let service: StartServiceModule.Service;
  let project: Project;
  let browser: TestBrowser;
  let page: Page;
  let updateId: string;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'quire-e2e-dashboard-'));
    const repo = path.join(tmp, 'repo');
    await makeFixtureRepo(repo, 'Hello from the dashboard test');
    const { startService } = await importDist<typeof StartServiceModule>('src/server/start-service.js');
    const { hashPassword } = await importDist<typeof SecretsModule>('src/server/secrets.js');
    service = await startService({ dataDir: path.join(tmp, 'data'), port: 0, heartbeatMs: 200, log: () => {} });
    project = await service.store.createProject({
      name: 'tiny',
      repo: `file://${repo}`,
      branch: 'main',
      docs: 'docs',
      subdomain: 'tiny',
      webhookSecret: 'hook-secret',
    });
    await service.store.createUser({ name: 'ada', passwordHash: await hashPassword(PASSWORD) });
    browser = await launchBrowser();
    page = await browser.context.newPage();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await service?.close();
    await rm(tmp, { recursive: true, force: true });
  });

  it('sends a visitor to sign-in, refuses a wrong password, then signs in', async () => {
    await page.goto(`${service.url}/dashboard`);
    expect(new URL(page.url()).pathname).toBe('/dashboard/sign-in');
    await page.fill('#name', 'ada');
    await page.fill('#password', 'not it at all');
    await page.click('button[type=submit]');
    await expect.poll(() => page.locator('[role=alert]').textContent()).toBe('Wrong user name or password.');
    await page.fill('#password', PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForURL(`${service.url}/dashboard`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Projects');
    // The session cookie is out of reach of scripts.
    expect(await page.evaluate(() => document.cookie)).toBe('');
  });

  it('triggers an update with "Update now" and watches it reach success, with logs and both screenshots', async () => {
    await page.click(`a[href="/dashboard/projects/${project.id}"]`);
    await page.waitForURL(`${service.url}/dashboard/projects/${project.id}`);
    await page.click('button:text("Update now")');
    await page.waitForURL(/\/dashboard\/updates\/[0-9a-f]{24}$/);
    updateId = page.url().split('/').pop()!;
    const record = await service.store.getUpdate(updateId);
    expect(record?.source).toBe('dashboard');
    // The page reloads itself when the status changes; no reload here.
    await page.waitForSelector('h1 [data-status="success"]', { timeout: 150_000 });
    expect(await page.locator('pre.logs').textContent()).toContain('Checked out ');
    const images = page.locator('.shots img');
    expect(await images.count()).toBe(2);
    for (const scheme of ['light', 'dark']) {
      const image = page.locator(`.shots img[src="/screenshots/${updateId}/${scheme}.png"]`);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1280);
    }
    // The page itself in both colour schemes, kept for a look.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: path.join(resultsDir, `dashboard-update-${colorScheme}.png`), fullPage: true });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }, 180_000);

  it('creates an API key shown once, and revokes it so the API refuses it', async () => {
    await page.goto(`${service.url}/dashboard/projects/${project.id}/keys`);
    await page.click('button:text("Create a key")');
    const key = (await page.locator('#new-key').textContent())!;
    expect(key).toMatch(/^quire_[A-Za-z0-9_-]{32}$/);
    const status = () =>
      fetch(`${service.url}/v1/project/update-status/${updateId}`, { headers: { authorization: `Bearer ${key}` } });
    const answer = await status();
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { status: string }).status).toBe('success');

    // Shown once: the list shows only the prefix.
    await page.goto(`${service.url}/dashboard/projects/${project.id}/keys`);
    expect(await page.content()).not.toContain(key);
    const row = page.locator(`tr[data-key="${key.slice(0, 12)}"]`);
    expect(await row.locator('td').nth(2).textContent()).toBe('active');
    await row.locator('button:text("Revoke")').click();
    await expect.poll(() => row.locator('td').nth(2).textContent()).toMatch(/^revoked /);
    expect((await status()).status).toBe(401);
  });

  it('signs out', async () => {
    await page.click('button:text("Sign out")');
    await page.waitForURL(`${service.url}/dashboard/sign-in`);
    await page.goto(`${service.url}/dashboard`);
    expect(new URL(page.url()).pathname).toBe('/dashboard/sign-in');
  });
});
