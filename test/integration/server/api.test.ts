import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubSignature, newApiKey } from '../../../src/server/secrets.js';
import { createServiceApp } from '../../../src/server/service-app.js';
import { openStore } from '../../../src/server/open-store.js';
import type { Store } from '../../../src/server/store.js';
import { emptyCommit, type Project } from '../../../src/server/update-record.js';
import { STORE_KINDS } from './store-kinds.js';

// The same suite on every store: SQLite, and PostgreSQL when it is installed.
describe.each(STORE_KINDS.filter((kind) => kind.available))('on $name', (kind) => {
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
    store = await openStore(await kind.location(path.join(dir, 'data')));
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
  }, 60_000);
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
      // A path of the API with a method it does not take: 405, saying which it takes.
      const wrong = await fetch(`${base}/v1/project/update/${projects.a.project.id}`, {
        headers: { authorization: auth },
      });
      expect(wrong.headers.get('allow')).toBe('POST');
      await expectError(wrong, 405, 'method_not_allowed');
      const remove = await fetch(`${base}/v1/project/update-status/${'f'.repeat(24)}`, { method: 'DELETE' });
      expect(remove.headers.get('allow')).toBe('GET, HEAD');
      await expectError(remove, 405, 'method_not_allowed');
      // Not even valid percent-encoding: the same error body, not the framework's.
      await expectError(await get('/v1/project/update-status/%c0%ae', auth), 400, 'invalid_request');
      await expectError(await trigger('%ff', projects.a.key), 400, 'invalid_request');
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

  describe('push webhooks', () => {
    const payload = (ref: string) =>
      JSON.stringify({
        ref,
        after: 'a'.repeat(40),
        head_commit: { id: 'a'.repeat(40), message: 'Update the guide\n\nDetails', author: { name: 'Ada Lovelace' } },
        commits: [
          { id: 'b'.repeat(40), added: ['docs/new.mdx'], modified: ['docs/guide.mdx'], removed: [] },
          { id: 'a'.repeat(40), added: [], modified: ['docs/index.mdx', 'docs/guide.mdx'], removed: ['docs/old.mdx'] },
        ],
        sender: { login: 'ada', id: 1815, avatar_url: 'https://avatars.example/ada.png' },
      });
    const github = (projectId: string, body: string, signature: string) => githubEvent({ projectId, body, signature });
    const githubEvent = ({ projectId, body, signature, event = 'push' }: Record<string, string>) =>
      fetch(`${base}/v1/webhooks/github/${projectId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-github-event': event, 'x-hub-signature-256': signature },
        body,
      });

    it('queues a signed GitHub push to the branch with its commit, author and files (source github)', async () => {
      const { project } = projects.b;
      // Empty the queue, so this push starts a record of its own.
      while (await store.claimNextUpdate('test')) {}
      const body = payload('refs/heads/main');
      const response = await github(project.id, body, hubSignature('secret', body));
      expect(response.status).toBe(202);
      const { statusId, message } = (await response.json()) as { statusId: string; message: string };
      expect(message).toBe('Update queued');
      const record = await store.getUpdate(statusId);
      expect(record).toMatchObject({
        source: 'github',
        status: 'queued',
        author: { name: 'Ada Lovelace', avatarUrl: 'https://avatars.example/ada.png', githubUserId: 1815 },
        commit: {
          sha: 'a'.repeat(40),
          ref: 'main',
          message: 'Update the guide',
          filesChanged: {
            added: ['docs/new.mdx'],
            modified: ['docs/guide.mdx', 'docs/index.mdx'],
            removed: ['docs/old.mdx'],
          },
        },
      });
    });

    it('rejects a forged or missing signature (401) and ignores other branches and events (200)', async () => {
      const { project } = projects.b;
      const body = payload('refs/heads/main');
      await expectError(await github(project.id, body, hubSignature('not-the-secret', body)), 401, 'unauthorized');
      await expectError(await github(project.id, body, ''), 401, 'unauthorized');
      const tampered = body.replace('Update the guide', 'Something else');
      await expectError(await github(project.id, tampered, hubSignature('secret', body)), 401, 'unauthorized');
      const other = payload('refs/heads/feature');
      const ignored = await github(project.id, other, hubSignature('secret', other));
      expect(ignored.status).toBe(200);
      expect(((await ignored.json()) as { message: string }).message).toBe(
        'Ignored: a push to branch "feature"; this project builds "main"',
      );
      const ping = await githubEvent({
        projectId: project.id,
        body: '{}',
        signature: hubSignature('secret', '{}'),
        event: 'ping',
      });
      expect(ping.status).toBe(200);
      await expectError(await github('f'.repeat(24), body, hubSignature('secret', body)), 404, 'not_found');
    });

    it('queues a GitLab push with the right token (source gitlab) and rejects a wrong one', async () => {
      const { project } = projects.a;
      while (await store.claimNextUpdate('test')) {}
      const body = JSON.stringify({
        ref: 'refs/heads/main',
        checkout_sha: 'c'.repeat(40),
        user_name: 'Grace Hopper',
        commits: [{ id: 'c'.repeat(40), message: 'Fix typo', added: [], modified: ['docs/index.mdx'], removed: [] }],
      });
      const send = (token: string) =>
        fetch(`${base}/v1/webhooks/gitlab/${project.id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-gitlab-event': 'Push Hook', 'x-gitlab-token': token },
          body,
        });
      await expectError(await send('wrong'), 401, 'unauthorized');
      const response = await send('secret');
      expect(response.status).toBe(202);
      const { statusId } = (await response.json()) as { statusId: string };
      expect(await store.getUpdate(statusId)).toMatchObject({
        source: 'gitlab',
        author: { name: 'Grace Hopper' },
        commit: { sha: 'c'.repeat(40), message: 'Fix typo', filesChanged: { modified: ['docs/index.mdx'] } },
      });
    });
  });
});
