import { appendFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgresDriver } from '../../../src/server/postgres-driver.js';
import { newApiKey } from '../../../src/server/secrets.js';
import { createSqlStore } from '../../../src/server/sql-store.js';
import { type Service, startService } from '../../../src/server/start-service.js';
import { emptyCommit, type UpdateRecord } from '../../../src/server/update-record.js';
import { createTestDatabase, postgresBinDir, sharedTestPostgres } from './postgres.js';
import { makeFixtureRepo, waitFor } from './support.js';

const binDir = postgresBinDir();
if (!binDir) {
  // Visible in the output, so a run without PostgreSQL does not pass for one with it.
  console.warn('SKIPPED: PostgreSQL tests — no /usr/lib/postgresql/*/bin (apt-get install postgresql)');
}
// The API and update suites (api.test.ts, updates.test.ts) run on PostgreSQL too; this file holds what only a
// shared database shows: several connections and several instances at once.

describe.skipIf(!binDir)('quire serve on PostgreSQL', () => {
  let pg: { url: string };
  let tmp: string;
  beforeAll(async () => {
    pg = { url: await createTestDatabase(await sharedTestPostgres(binDir!, inject('quirePostgresShared'))) };
    tmp = await mkdtemp(path.join(tmpdir(), 'quire-pg-serve-'));
  }, 60_000);
  afterAll(async () => {
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it('migrates once from two connections at once and keeps the store’s rules', async () => {
    const [a, b] = await Promise.all([
      openPostgresDriver(pg.url).then(createSqlStore),
      openPostgresDriver(pg.url).then(createSqlStore),
    ]);
    try {
      const project = await a.createProject({
        name: 'p',
        repo: '/r',
        branch: 'main',
        docs: '',
        subdomain: 'p',
        webhookSecret: 's',
      });
      const first = await a.enqueueUpdate({ projectId: project.id, source: 'api', commit: emptyCommit('main') });
      const joined = await b.enqueueUpdate({ projectId: project.id, source: 'api', commit: emptyCommit('main') });
      expect(joined).toEqual({ id: first.id, joined: true });
      const claims = await Promise.all([a.claimNextUpdate('a'), b.claimNextUpdate('b')]);
      expect(claims.filter(Boolean).length).toBe(1);
      await a.appendLogs(first.id, ['one', 'two']);
      expect(await b.endUpdate(first.id, { status: 'success', summary: 'ok' })).toBe(true);
      expect(await a.endUpdate(first.id, { status: 'failure', summary: 'late' })).toBe(false);
      expect(await a.getUpdate(first.id)).toMatchObject({ status: 'success', logs: ['one', 'two'], summary: 'ok' });
      const { hash, prefix } = newApiKey();
      await a.createApiKey({ projectId: project.id, hash, prefix });
      expect((await b.findActiveApiKey(hash))?.projectId).toBe(project.id);
      await b.revokeApiKey(prefix);
      expect(await a.findActiveApiKey(hash)).toBeUndefined();
    } finally {
      await a.close();
      await b.close();
    }
  }, 60_000);

  it('two instances on one database run 20 queued updates exactly once each', async () => {
    const repo = path.join(tmp, 'repo');
    await makeFixtureRepo(repo);
    // A stand-in for `quire build` that records which update ran it (the update id is in its --out path).
    const runs = path.join(tmp, 'runs.txt');
    const fakeBin = path.join(tmp, 'fake-quire.mjs');
    await writeFile(
      fakeBin,
      `import { mkdirSync, writeFileSync, appendFileSync } from 'node:fs';
const out = process.argv[process.argv.indexOf('--out') + 1];
appendFileSync(${JSON.stringify(runs)}, out.split('/').at(-2) + '\\n');
mkdirSync(out, { recursive: true });
writeFileSync(out + '/index.html', 'ok');
await new Promise((r) => setTimeout(r, 50));
console.log('Built 1 page in 0.1 s — 0 errors, 0 warnings → ' + out);
`,
    );
    appendFileSync(runs, '');
    const store = await createSqlStore(await openPostgresDriver(pg.url));
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const project = await store.createProject({
        name: `site-${i}`,
        repo,
        branch: 'main',
        docs: 'docs',
        subdomain: `site-${i}`,
        webhookSecret: 's',
      });
      ids.push((await store.enqueueUpdate({ projectId: project.id, source: 'api', commit: emptyCommit('main') })).id);
    }
    const services: Service[] = [];
    try {
      for (const name of ['one', 'two']) {
        services.push(
          await startService({
            dataDir: path.join(tmp, name),
            databaseUrl: pg.url,
            port: 0,
            heartbeatMs: 100,
            quireBin: fakeBin,
            // What is tested is the queue: no Chromium per update (the screenshots are tested apart), which made
            // the 20 updates take 80 s on an idle machine and pass the time limit on a busy one.
            chromiumPath: path.join(tmp, 'no-chromium'),
            log: () => {},
          }),
        );
      }
      const records = await waitFor(
        () => Promise.all(ids.map((id) => store.getUpdate(id))),
        (all) => all.every((r) => r?.endedAt !== undefined),
        120_000,
      );
      expect(records.map((r) => (r as UpdateRecord).status)).toEqual(ids.map(() => 'success'));
      const ran = (await readFile(runs, 'utf8')).trim().split('\n');
      expect(ran.sort()).toEqual([...ids].sort());
    } finally {
      for (const service of services) await service.close();
      await store.close();
    }
  }, 180_000);
});
