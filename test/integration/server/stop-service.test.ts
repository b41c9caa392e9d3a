/**
 * Stopping `quire serve` while an update builds: the build is stopped, the update ends as interrupted and the
 * project is queued again, instead of the server waiting for the build to end (up to its 10-minute limit).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startService } from '../../../src/server/start-service.js';
import { commitFiles, makeFixtureRepo, tinySite, waitFor } from './support.js';

const tmps: string[] = [];
afterAll(async () => {
  for (const dir of tmps) await rm(dir, { recursive: true, force: true });
});

describe('stopping the service during an update', () => {
  it('stops the build, ends the update as interrupted and queues the project again', async () => {
    const tmp = await mkdtemp(path.join(tmpdir(), 'quire-stop-'));
    tmps.push(tmp);
    const repo = path.join(tmp, 'repo');
    await makeFixtureRepo(repo);
    // A page whose code keeps the build busy for seconds (under the page time limit).
    await commitFiles(
      repo,
      {
        ...tinySite('Slow'),
        'docs/index.mdx':
          '---\ntitle: Home\n---\n\nexport const slow = (() => { const t = Date.now(); while (Date.now() - t < 4000); return "done"; })();\n\n{slow}\n',
      },
      'Slow page',
    );
    const dataDir = path.join(tmp, 'data');
    const service = await startService({ dataDir, port: 0, heartbeatMs: 200, log: () => {} });
    const project = await service.store.createProject({
      name: 'slow',
      repo: `file://${repo}`,
      branch: 'main',
      docs: 'docs',
      subdomain: 'slow',
      webhookSecret: 'x',
    });
    const { id } = await service.store.enqueueUpdate({
      projectId: project.id,
      source: 'api',
      commit: { sha: '', ref: 'main', message: '', filesChanged: { added: [], modified: [], removed: [] } },
    });
    service.worker.wake();
    await waitFor(
      () => service.store.getUpdate(id),
      (r) => r?.logs.some((line) => line.startsWith('$ quire build')) === true,
    );
    await service.close();

    // The record says what happened, and the next start finds the project queued.
    const reopened = await startService({ dataDir, port: 0, heartbeatMs: 60_000, log: () => {} });
    try {
      const record = await reopened.store.getUpdate(id);
      expect(record?.status).toBe('failure');
      expect(record?.summary).toMatch(/^Interrupted: the server stopped while this update was running/);
      expect(record?.logs).toContain('The server stopped: this update was stopped, and the project queued again.');
      expect(existsSync(path.join(dataDir, 'work', id))).toBe(false);
      const again = (await reopened.store.listUpdates(project.id, 10)).filter((u) => u._id !== id);
      expect(again.map((u) => u.source)).toEqual(['internal']);
    } finally {
      await reopened.close();
    }
  }, 60_000);
});
