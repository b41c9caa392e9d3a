import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApiKey } from '../../../src/server/secrets.js';
import { createServiceApp } from '../../../src/server/service-app.js';
import { createSqlStore } from '../../../src/server/sql-store.js';
import { openSqliteDriver } from '../../../src/server/sqlite-driver.js';
import type { Store } from '../../../src/server/store.js';
import { emptyCommit, type Project } from '../../../src/server/update-record.js';

let dir: string;
let store: Store;
let app: FastifyInstance;
let base: string;
const logLines: string[] = [];
let queuedSignals = 0;
const projects: Record<'a' | 'b', { project: Project; key: string; prefix: string }> = {} as never;

async function addProject(name: 'a' | 'b') {
  const project = await store.createProject({
    name,
    repo: '/nowhere',
    branch: 'main',
    docs: '',
    subdomain: name,
    webhookSecret: 'secret',
  });
  const { key, hash, prefix } = newApiKey();
  await store.createApiKey({ projectId: project.id, hash, prefix });
  projects[name] = { project, key, prefix };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'quire-api-'));
  store = await createSqlStore(openSqliteDriver(dir));
  await addProject('a');
  await addProject('b');
  app = createServiceApp({
    store,
    sitesDir: path.join(dir, 'sites'),
    onQueued: () => queuedSignals++,
    log: (line) => logLines.push(line),
    limits: { perKey: { burst: 1000, perSecond: 1000 }, perAddress: { burst: 1000, perSecond: 1000 } },
  });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app.close();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, auth?: string) => fetch(base + url, auth ? { headers: { authorization: auth } } : {});
const trigger = (projectId: string, key: string) =>
  fetch(`${base}/v1/project/update/${projectId}`, { method: 'POST', headers: { authorization: `Bearer ${key}` } });

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(5);
}

describe('update-status API on a real server', () => {
  it('triggers an update (202, source api) and answers its record; a second trigger joins the queued one', async () => {
    const { project, key } = projects.a;
    const first = await trigger(project.id, key);
    expect(first.status).toBe(202);
    const { statusId } = (await first.json()) as { statusId: string };
    expect(queuedSignals).toBeGreaterThan(0);
    const second = (await (await trigger(project.id, key)).json()) as { statusId: string };
    expect(second.statusId).toBe(statusId);

    const response = await get(`/v1/project/update-status/${statusId}`, `Bearer ${key}`);
    expect(response.status).toBe(200);
    const record = (await response.json()) as Record<string, unknown>;
    expect(record).toMatchObject({
      _id: statusId,
      projectId: project.id,
      status: 'queued',
      source: 'api',
      subdomain: 'a',
      logs: [],
      commit: { sha: '', ref: 'main', message: '', filesChanged: { added: [], modified: [], removed: [] } },
    });
    expect(new Date(String(record.createdAt)).toISOString()).toBe(record.createdAt);
    expect(record).not.toHaveProperty('endedAt');
  });

  it('401 with WWW-Authenticate: Bearer for a missing, malformed, wrong or revoked key', async () => {
    const id = '0'.repeat(24);
    for (const auth of [undefined, 'Basic dXNlcjpwYXNz', 'Bearer', 'Bearer not-a-quire-key', 'Bearer quire_wrong']) {
      const response = await get(`/v1/project/update-status/${id}`, auth);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      await expectError(response, 401, 'unauthorized');
    }
    const { key, hash, prefix } = newApiKey();
    await store.createApiKey({ projectId: projects.a.project.id, hash, prefix });
    expect((await get(`/v1/project/update-status/${id}`, `Bearer ${key}`)).status).toBe(404);
    await store.revokeApiKey(prefix);
    await expectError(await get(`/v1/project/update-status/${id}`, `Bearer ${key}`), 401, 'unauthorized');
  });

  it('400 for a malformed id, 404 for an unknown one and for another project’s, with the same message', async () => {
    const auth = `Bearer ${projects.a.key}`;
    await expectError(await get('/v1/project/update-status/not-an-id', auth), 400, 'invalid_request');
    await expectError(await trigger('xyz', projects.a.key), 400, 'invalid_request');
    const unknown = await get(`/v1/project/update-status/${'f'.repeat(24)}`, auth);
    const { id: otherId } = await store.enqueueUpdate({
      projectId: projects.b.project.id,
      source: 'api',
      commit: emptyCommit('main'),
    });
    const other = await get(`/v1/project/update-status/${otherId}`, auth);
    expect(await other.clone().json()).toEqual(await unknown.clone().json());
    await expectError(unknown, 404, 'not_found');
    await expectError(other, 404, 'not_found');
    // Project b's own key sees it; a's key cannot trigger b.
    expect((await get(`/v1/project/update-status/${otherId}`, `Bearer ${projects.b.key}`)).status).toBe(200);
    await expectError(await trigger(projects.b.project.id, projects.a.key), 404, 'not_found');
  });

  it('never writes a key into a log line', () => {
    expect(logLines.length).toBeGreaterThan(5);
    for (const line of logLines) {
      expect(line).not.toContain(projects.a.key);
      expect(line).not.toContain(projects.b.key);
      expect(line).not.toContain('quire_');
    }
  });
});

describe('rate limits', () => {
  it('429 with Retry-After once a key has used its burst', async () => {
    const limited = createServiceApp({
      store,
      sitesDir: path.join(dir, 'sites'),
      onQueued: () => {},
      log: () => {},
      limits: { perKey: { burst: 3, perSecond: 0.5 }, perAddress: { burst: 100, perSecond: 100 } },
    });
    const url = await limited.listen({ host: '127.0.0.1', port: 0 });
    try {
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 5; i++) {
        last = await fetch(`${url}/v1/project/update-status/${'0'.repeat(24)}`, {
          headers: { authorization: `Bearer ${projects.a.key}` },
        });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      await expectError(last!, 429, 'rate_limited');
      // Another key is not slowed down by this one.
      const other = await fetch(`${url}/v1/project/update-status/${'0'.repeat(24)}`, {
        headers: { authorization: `Bearer ${projects.b.key}` },
      });
      expect(other.status).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
