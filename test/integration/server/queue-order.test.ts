import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrate } from '../../../src/server/migrations.js';
import { openPostgresDriver } from '../../../src/server/postgres-driver.js';
import type { StoreLocation } from '../../../src/server/open-store.js';
import type { SqlDriver } from '../../../src/server/sql-driver.js';
import { createSqlStore } from '../../../src/server/sql-store.js';
import { openSqliteDriver } from '../../../src/server/sqlite-driver.js';
import { emptyCommit } from '../../../src/server/update-record.js';
import { STORE_KINDS } from './store-kinds.js';

const openDriver = (location: StoreLocation): Promise<SqlDriver> =>
  location.databaseUrl ? openPostgresDriver(location.databaseUrl) : Promise.resolve(openSqliteDriver(location.dataDir));

// The same suite on every store: SQLite, and PostgreSQL when it is installed.
describe.each(STORE_KINDS.filter((kind) => kind.available))('queue order on $name', (kind) => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'quire-queue-order-'));
  });
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('claims updates queued in the same millisecond first in, first out', async () => {
    const store = await createSqlStore(await openDriver(await kind.location(path.join(tmp, 'same-ms'))));
    try {
      const projects = [];
      for (let i = 0; i < 12; i++) {
        projects.push(
          await store.createProject({
            name: `p${i}`,
            repo: '/r',
            branch: 'main',
            docs: '',
            subdomain: `p${i}`,
            webhookSecret: 's',
          }),
        );
      }
      // Every record gets the same createdAt: only the order of queueing tells them apart.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-01-02T03:04:05.678Z'));
      const queued: string[] = [];
      for (const project of projects) {
        queued.push(
          (await store.enqueueUpdate({ projectId: project.id, source: 'api', commit: emptyCommit('main') })).id,
        );
      }
      const records = await Promise.all(queued.map((id) => store.getUpdate(id)));
      expect(new Set(records.map((r) => r?.createdAt))).toEqual(new Set(['2026-01-02T03:04:05.678Z']));
      const claimed: string[] = [];
      for (let next = await store.claimNextUpdate('w'); next; next = await store.claimNextUpdate('w')) {
        claimed.push(next._id);
      }
      expect(claimed).toEqual(queued);
    } finally {
      await store.close();
    }
  });

  it('numbers the updates of an older database in the order they were created when it migrates', async () => {
    const location = await kind.location(path.join(tmp, 'migrated'));
    const driver = await openDriver(location);
    await migrate(driver, 1);
    await driver.query(
      `INSERT INTO projects (id, name, repo, branch, docs, subdomain, webhook_secret, created_at)
       VALUES ('p1', 'p1', '/r', 'main', '', 'p1', 's', '2026-01-01T00:00:00.000Z'),
              ('p2', 'p2', '/r', 'main', '', 'p2', 's', '2026-01-01T00:00:00.000Z'),
              ('p3', 'p3', '/r', 'main', '', 'p3', 's', '2026-01-01T00:00:00.000Z')`,
    );
    // Inserted in another order than they were created, with ids that sort in yet another order.
    for (const [id, project, createdAt] of [
      ['bbbbbbbbbbbbbbbbbbbbbbbb', 'p1', '2026-01-01T00:00:02.000Z'],
      ['cccccccccccccccccccccccc', 'p2', '2026-01-01T00:00:01.000Z'],
      ['aaaaaaaaaaaaaaaaaaaaaaaa', 'p3', '2026-01-01T00:00:03.000Z'],
    ]) {
      await driver.query(
        `INSERT INTO updates (id, project_id, created_at, status, summary, source, commit_info)
         VALUES ($1, $2, $3, 'queued', 'Queued', 'api', $4)`,
        [id, project, createdAt, JSON.stringify(emptyCommit('main'))],
      );
    }
    const store = await createSqlStore(driver);
    try {
      expect((await store.claimNextUpdate('w'))?._id).toBe('cccccccccccccccccccccccc');
      // An update queued after the migration comes after those already there.
      const later = await store.enqueueUpdate({ projectId: 'p2', source: 'api', commit: emptyCommit('main') });
      expect(later.joined).toBe(false);
      const claimed: string[] = [];
      for (let next = await store.claimNextUpdate('w'); next; next = await store.claimNextUpdate('w')) {
        claimed.push(next._id);
      }
      expect(claimed).toEqual(['bbbbbbbbbbbbbbbbbbbbbbbb', 'aaaaaaaaaaaaaaaaaaaaaaaa', later.id]);
    } finally {
      await store.close();
    }
  });
});
