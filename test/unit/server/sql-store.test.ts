import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword, newApiKey, verifyPassword } from '../../../src/server/secrets.js';
import { createSqlStore } from '../../../src/server/sql-store.js';
import { openSqliteDriver } from '../../../src/server/sqlite-driver.js';
import type { Store } from '../../../src/server/store.js';
import { emptyCommit } from '../../../src/server/update-record.js';

let dir: string;
let store: Store;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'quire-store-'));
  store = await createSqlStore(openSqliteDriver(dir));
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const project = (name: string) =>
  store.createProject({ name, repo: '/tmp/repo', branch: 'main', docs: '', subdomain: name, webhookSecret: 's' });

describe('SQLite store', () => {
  it('migrates once and reopens an existing data folder with its records', async () => {
    const p = await project('docs');
    const { id } = await store.enqueueUpdate({ projectId: p.id, source: 'api', commit: emptyCommit('main') });
    await store.close();
    store = await createSqlStore(openSqliteDriver(dir));
    expect((await store.getUpdate(id))?.status).toBe('queued');
    expect((await store.getProjectByName('docs'))?.id).toBe(p.id);
  });

  it('moves an update queued → in_progress → success, never back, with its logs in order', async () => {
    const p = await project('docs');
    const { id } = await store.enqueueUpdate({ projectId: p.id, source: 'api', commit: emptyCommit('main') });
    const claimed = await store.claimNextUpdate('w1');
    expect(claimed).toMatchObject({ _id: id, status: 'in_progress', subdomain: 'docs', source: 'api' });
    expect(await store.claimNextUpdate('w2')).toBeUndefined();
    await store.appendLogs(id, ['one', 'two']);
    await store.appendLogs(id, ['three']);
    expect(await store.endUpdate(id, { status: 'success', summary: 'Built 3 pages\nmore' })).toBe(true);
    expect(await store.endUpdate(id, { status: 'failure', summary: 'late' })).toBe(false);
    const record = await store.getUpdate(id);
    expect(record).toMatchObject({ status: 'success', summary: 'Built 3 pages', logs: ['one', 'two', 'three'] });
    expect(Date.parse(record!.endedAt!)).toBeGreaterThanOrEqual(Date.parse(record!.createdAt));
    expect(record!.endedAt).toMatch(/Z$/);
  });

  it('joins a second trigger to the queued update of the same project, not of another', async () => {
    const a = await project('a');
    const b = await project('b');
    const first = await store.enqueueUpdate({ projectId: a.id, source: 'api', commit: emptyCommit('main') });
    const second = await store.enqueueUpdate({
      projectId: a.id,
      source: 'github',
      commit: { ...emptyCommit('main'), sha: 'abc' },
      author: { name: 'Ada' },
    });
    const other = await store.enqueueUpdate({ projectId: b.id, source: 'api', commit: emptyCommit('main') });
    expect(first.joined).toBe(false);
    expect(second).toEqual({ id: first.id, joined: true });
    expect(other.joined).toBe(false);
    expect(other.id).not.toBe(first.id);
    expect((await store.getUpdate(first.id))?.author).toEqual({ name: 'Ada' });
    // Once the queued one runs (a's, queued first: the queue is first in, first out even within one
    // millisecond), a new trigger queues a new update.
    expect((await store.claimNextUpdate('w'))?._id).toBe(first.id);
    const third = await store.enqueueUpdate({ projectId: a.id, source: 'api', commit: emptyCommit('main') });
    expect(third.joined).toBe(false);
    expect(third.id).not.toBe(first.id);
  });

  it('ends stale in_progress updates as failure and leaves fresh ones alone', async () => {
    const a = await project('a');
    const { id } = await store.enqueueUpdate({ projectId: a.id, source: 'api', commit: emptyCommit('main') });
    await store.claimNextUpdate('w');
    expect(await store.endInterrupted(new Date(Date.now() - 60_000), 'x')).toEqual([]);
    expect(await store.endInterrupted(new Date(Date.now() + 1000), 'The server stopped during this update')).toEqual([
      id,
    ]);
    expect(await store.getUpdate(id)).toMatchObject({
      status: 'failure',
      summary: 'The server stopped during this update',
    });
  });

  it('stores API keys only as a hash and a prefix, and stops finding a revoked key', async () => {
    const a = await project('a');
    const { key, hash, prefix } = newApiKey();
    expect(key).toMatch(/^quire_[A-Za-z0-9_-]{32}$/);
    const stored = await store.createApiKey({ projectId: a.id, hash, prefix });
    expect(JSON.stringify(await store.listApiKeys())).not.toContain(key);
    expect((await store.findActiveApiKey(hash))?.id).toBe(stored.id);
    expect((await store.revokeApiKey(prefix))?.id).toBe(stored.id);
    expect(await store.findActiveApiKey(hash)).toBeUndefined();
    expect(await store.revokeApiKey(prefix)).toBeUndefined();
  });

  it('hashes passwords with scrypt and verifies them', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong', hash)).toBe(false);
  });
});
