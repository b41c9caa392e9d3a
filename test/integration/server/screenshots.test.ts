import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Service, startService } from '../../../src/server/start-service.js';
import type { Project, UpdateRecord } from '../../../src/server/update-record.js';
import { makeFixtureRepo, waitFor } from './support.js';

// Builds run `bin/quire.js`, which runs the compiled `dist/` (`npx tsc -p tsconfig.json` first).
const CHROMIUM = '/usr/bin/chromium';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
let tmp: string;
let repo: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'quire-shots-test-'));
  repo = path.join(tmp, 'repo');
  await makeFixtureRepo(repo);
}, 60_000);
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** Starts a service on its own data folder, runs one update of the fixture, and stops the service. */
async function oneUpdate(options: {
  name: string;
  chromiumPath: string;
  screenshotTimeoutMs?: number;
}): Promise<{ record: UpdateRecord; url: string; service: Service }> {
  const service = await startService({
    dataDir: path.join(tmp, options.name),
    port: 0,
    heartbeatMs: 200,
    chromiumPath: options.chromiumPath,
    ...(options.screenshotTimeoutMs ? { screenshotTimeoutMs: options.screenshotTimeoutMs } : {}),
    log: () => {},
  });
  const project: Project = await service.store.createProject({
    name: 'tiny',
    repo: `file://${repo}`,
    branch: 'main',
    docs: 'docs',
    subdomain: 'tiny',
    webhookSecret: 'hook-secret',
  });
  const { id } = await service.store.enqueueUpdate({
    projectId: project.id,
    source: 'internal',
    commit: { sha: '', ref: 'main', message: '', filesChanged: { added: [], modified: [], removed: [] } },
  });
  service.worker.wake();
  const record = await waitFor(
    async () => (await service.store.getUpdate(id))!,
    (r) => r.status === 'success' || r.status === 'failure',
    120_000,
  );
  return { record, url: service.url, service };
}

describe('screenshots of the published home page', () => {
  it.skipIf(!existsSync(CHROMIUM))(
    'are taken light and dark after a successful update and served at the record’s URLs',
    async () => {
      const { record, url, service } = await oneUpdate({ name: 'with-chromium', chromiumPath: CHROMIUM });
      try {
        expect(record.status, record.logs.join('\n')).toBe('success');
        expect(record.logs).toContain('Took screenshots of the home page (light and dark)');
        expect(record.screenshotLight).toBe(`${url}/screenshots/${record._id}/light.png`);
        expect(record.screenshotDark).toBe(`${url}/screenshots/${record._id}/dark.png`);
        expect(record.screenshot).toBe(record.screenshotLight);
        const images: Buffer[] = [];
        for (const address of [record.screenshotLight!, record.screenshotDark!]) {
          const response = await fetch(address);
          expect(response.status).toBe(200);
          expect(response.headers.get('content-type')).toBe('image/png');
          const bytes = Buffer.from(await response.arrayBuffer());
          expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
          images.push(bytes);
        }
        // The dark mode really is another picture.
        expect(images[0]!.equals(images[1]!)).toBe(false);
        const missing = await fetch(`${url}/screenshots/${'0'.repeat(24)}/light.png`);
        expect(missing.status).toBe(404);
        expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('not_found');
        expect((await fetch(`${url}/screenshots/${record._id}/secrets.txt`)).status).toBe(400);
      } finally {
        await service.close();
      }
    },
    180_000,
  );

  it('are skipped without Chromium: the update still succeeds and its logs say why', async () => {
    const missing = path.join(tmp, 'no-such-chromium');
    const { record, service } = await oneUpdate({ name: 'without-chromium', chromiumPath: missing });
    try {
      expect(record.status, record.logs.join('\n')).toBe('success');
      expect(record.logs).toContain(
        `Screenshots skipped: Chromium is not installed (no ${missing}; set QUIRE_CHROMIUM to its path)`,
      );
      expect(record.summary).toMatch(/; published \(no screenshots: Chromium is not installed/);
      expect(record.screenshot).toBeUndefined();
      expect(record.screenshotLight).toBeUndefined();
      expect(record.screenshotDark).toBeUndefined();
    } finally {
      await service.close();
    }
  }, 120_000);

  it.skipIf(!existsSync(CHROMIUM))(
    'are skipped past their time limit: the update still succeeds and its logs say so',
    async () => {
      const { record, service } = await oneUpdate({
        name: 'too-slow',
        chromiumPath: CHROMIUM,
        screenshotTimeoutMs: 5,
      });
      try {
        expect(record.status, record.logs.join('\n')).toBe('success');
        expect(record.logs).toContain('Screenshots skipped: screenshots took longer than 0.005 s');
        expect(record.screenshotLight).toBeUndefined();
      } finally {
        await service.close();
      }
    },
    120_000,
  );
});
