import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubSignature, newApiKey } from '../../../src/server/secrets.js';
import { publishedSiteDir } from '../../../src/server/site-versions.js';
import { type Service, startService } from '../../../src/server/start-service.js';
import type { Project, UpdateRecord } from '../../../src/server/update-record.js';
import { STORE_KINDS } from './store-kinds.js';
import { commitFiles, getWithHost, makeFixtureRepo, tinySite, waitFor } from './support.js';

// Builds run `bin/quire.js`, which runs the compiled `dist/` (`npx tsc -p tsconfig.json` first).
// The same suite on every store: SQLite, and PostgreSQL when it is installed.
describe.each(STORE_KINDS.filter((kind) => kind.available))('on $name', (kind) => {
  let tmp: string;
  let repo: string;
  let service: Service;
  let project: Project;
  let key: string;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'quire-updates-'));
    repo = path.join(tmp, 'repo');
    await makeFixtureRepo(repo);
    const location = await kind.location(path.join(tmp, 'data'));
    service = await startService({ ...location, port: 0, heartbeatMs: 200, log: () => {} });
    project = await service.store.createProject({
      name: 'tiny',
      repo: `file://${repo}`,
      branch: 'main',
      docs: 'docs',
      subdomain: 'tiny',
      webhookSecret: 'hook-secret',
    });
    const created = newApiKey();
    await service.store.createApiKey({ projectId: project.id, hash: created.hash, prefix: created.prefix });
    key = created.key;
  }, 60_000);
  afterAll(async () => {
    await service?.close();
    await rm(tmp, { recursive: true, force: true });
  });

  async function trigger(): Promise<string> {
    const response = await fetch(`${service.url}/v1/project/update/${project.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(response.status).toBe(202);
    return ((await response.json()) as { statusId: string }).statusId;
  }

  async function status(id: string): Promise<UpdateRecord> {
    const response = await fetch(`${service.url}/v1/project/update-status/${id}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    return (await response.json()) as UpdateRecord;
  }

  /** Sends a signed GitHub push of `sha` (its message, its changed files) and returns the update's id. */
  async function push(sha: string, message: string, changed: { added: string[]; modified: string[] }): Promise<string> {
    const body = JSON.stringify({
      ref: 'refs/heads/main',
      after: sha,
      head_commit: { id: sha, message, author: { name: 'Ada Lovelace' } },
      commits: [{ id: sha, ...changed, removed: [] }],
      sender: { login: 'ada', id: 1815 },
    });
    const response = await fetch(`${service.url}/v1/webhooks/github/${project.id}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-github-event': 'push',
        'x-hub-signature-256': hubSignature('hook-secret', body),
      },
      body,
    });
    expect(response.status).toBe(202);
    return ((await response.json()) as { statusId: string }).statusId;
  }

  const ended = (r: UpdateRecord) => r.status === 'success' || r.status === 'failure';

  describe('updates: queue → worker → build → publish', () => {
    it('goes queued → in_progress → success with the build’s logs, and publishes the site', async () => {
      const id = await trigger();
      // Every status seen while polling, in order, each once: it only ever moves forward. The checkout and
      // the build take seconds, so a 100 ms poll always sees the update in progress.
      const seen: string[] = [];
      const record = await waitFor(
        () => status(id),
        (r) => {
          if (seen.at(-1) !== r.status) seen.push(r.status);
          return ended(r);
        },
      );
      expect(record.status, record.logs.join('\n')).toBe('success');
      expect(seen.filter((s) => s !== 'queued')).toEqual(['in_progress', 'success']);
      expect(['queued', 'in_progress']).toContain(seen[0]);
      expect(record.summary).toMatch(/^Built 2 pages in .* — 0 errors, 0 warnings; published/);
      expect(record.logs.some((l) => l.startsWith('Checked out '))).toBe(true);
      expect(record.logs.some((l) => l.startsWith('Built 2 pages'))).toBe(true);
      // No path of the server's own folders, and no bare output of the git commands Quire reads from.
      expect(record.logs.filter((l) => l.includes(path.join(tmp, 'data')) || /^[0-9a-f]{40}$/.test(l))).toEqual([]);
      expect(record.commit.sha).toMatch(/^[0-9a-f]{40}$/);
      expect(record.commit.message).toBe('First version');
      expect(Date.parse(record.endedAt!)).toBeGreaterThanOrEqual(Date.parse(record.createdAt));
      // Light and dark screenshots of the home page, served by the service (when Chromium is installed; CI has it).
      if (existsSync(process.env.QUIRE_CHROMIUM ?? '/usr/bin/chromium')) {
        expect(record.screenshot).toBe(record.screenshotLight);
        expect(record.screenshotLight).toBe(`${service.url}/screenshots/${id}/light.png`);
        expect(record.screenshotDark).toBe(`${service.url}/screenshots/${id}/dark.png`);
        const shots = await Promise.all([record.screenshotLight!, record.screenshotDark!].map((url) => fetch(url)));
        expect(shots.map((shot) => [shot.status, shot.headers.get('content-type')])).toEqual([
          [200, 'image/png'],
          [200, 'image/png'],
        ]);
      } else {
        expect(record.logs.some((line) => line.startsWith('Screenshots skipped'))).toBe(true);
      }
      const site = await publishedSiteDir(path.join(tmp, 'data', 'sites'), 'tiny');
      expect(await readFile(path.join(site!, 'index.html'), 'utf8')).toContain('Hello from version one');

      // Served by the same process, by subdomain and under /sites/, with the site's redirects and 404 page.
      const byHost = await getWithHost(`${service.url}/`, `tiny.localhost:${new URL(service.url).port}`);
      expect(byHost.status).toBe(200);
      expect(byHost.body).toContain('Hello from version one');
      expect((await getWithHost(`${service.url}/guide`, 'tiny.localhost')).body).toContain('A guide.');
      const redirected = await getWithHost(`${service.url}/old/page`, 'tiny.localhost');
      expect(redirected.status).toBeGreaterThanOrEqual(301);
      expect(redirected.location).toBe('/guide');
      const missing = await getWithHost(`${service.url}/nothing-here`, 'tiny.localhost');
      expect(missing.status).toBe(404);
      expect(missing.body).toBe(await readFile(path.join(site!, '404.html'), 'utf8'));
      // Under /sites/: a redirect to the same page on the subdomain, where the site's root-relative links work
      // (a server reached on a loopback address sends it to *.localhost, which browsers resolve by themselves).
      const port = new URL(service.url).port;
      const underSites = await fetch(`${service.url}/sites/tiny/guide?from=ci`, { redirect: 'manual' });
      expect(underSites.status).toBe(302);
      expect(underSites.headers.get('location')).toBe(`//tiny.localhost:${port}/guide?from=ci`);
      expect((await getWithHost(`${service.url}/guide?from=ci`, `tiny.localhost:${port}`)).body).toContain('A guide.');
      const named = await getWithHost(`${service.url}/sites/tiny`, 'docs.example.com');
      expect([named.status, named.location]).toEqual([302, '//tiny.docs.example.com/']);
      // Where no subdomain can be named (an address other than loopback), the site is served in place.
      const inPlace = await getWithHost(`${service.url}/sites/tiny/`, '192.0.2.7:8080');
      expect(inPlace.status).toBe(200);
      expect(inPlace.body).toContain('Hello from version one');
      expect((await getWithHost(`${service.url}/sites/tiny/nothing-here`, '192.0.2.7')).status).toBe(404);
      expect((await fetch(`${service.url}/sites/unknown/`, { redirect: 'manual' })).status).toBe(404);
      // The API host is not a site.
      expect((await fetch(`${service.url}/`)).status).toBe(404);
    }, 90_000);

    it('ends a failing build as failure with its first error as the summary, and keeps the previous site', async () => {
      const before = await publishedSiteDir(path.join(tmp, 'data', 'sites'), 'tiny');
      await commitFiles(repo, tinySite('Hello from version two', { broken: true }), 'Break the guide');
      const id = await trigger();
      const record = await waitFor(() => status(id), ended);
      expect(record.status).toBe('failure');
      expect(record.summary).toMatch(/^guide\.mdx:\d+:\d+ error This page is not valid MDX/);
      expect(record.commit.message).toBe('Break the guide');
      const after = await publishedSiteDir(path.join(tmp, 'data', 'sites'), 'tiny');
      expect(after).toBe(before);
      expect(await readFile(path.join(after!, 'index.html'), 'utf8')).toContain('Hello from version one');
    }, 90_000);

    it('builds on a signed GitHub push and publishes the new version as a new folder', async () => {
      const sha = await commitFiles(repo, tinySite('Hello from version three'), 'Fix the guide');
      const id = await push(sha, 'Fix the guide', { added: [], modified: ['docs/guide.mdx', 'docs/index.mdx'] });
      const record = await waitFor(() => status(id), ended);
      expect(record.status, record.logs.join('\n')).toBe('success');
      expect(record).toMatchObject({ source: 'github', author: { name: 'Ada Lovelace', githubUserId: 1815 } });
      expect(record.commit).toMatchObject({ sha, message: 'Fix the guide' });
      const site = await publishedSiteDir(path.join(tmp, 'data', 'sites'), 'tiny');
      expect(path.basename(site!)).toContain(id);
      expect(await readFile(path.join(site!, 'index.html'), 'utf8')).toContain('Hello from version three');
    }, 90_000);
  });

  describe('a push whose commit is no longer the head of its branch', () => {
    it('records the commit it built, with that commit’s message, not the push’s', async () => {
      const pushed = await commitFiles(repo, tinySite('Hello from version five'), 'Five');
      const head = await commitFiles(repo, tinySite('Hello from version six'), 'Six');
      const id = await push(pushed, 'Five', { added: ['docs/new.mdx'], modified: [] });
      const record = await waitFor(() => status(id), ended);
      expect(record.status, record.logs.join('\n')).toBe('success');
      expect(record.commit).toMatchObject({
        sha: head,
        message: 'Six',
        filesChanged: { added: [], modified: [], removed: [] },
      });
      expect(record.logs).toContain(
        `The branch moved on since the push named ${pushed.slice(0, 12)}: building its head instead.`,
      );
    }, 90_000);
  });

  describe('one server per data folder', () => {
    it('refuses a second server on the same folder while an update runs, leaving that update alone', async () => {
      await commitFiles(repo, tinySite('Hello from version four'), 'Four');
      const id = await trigger();
      await waitFor(
        () => status(id),
        (r) => r.status === 'in_progress',
      );
      const location = await kind.location(path.join(tmp, 'data'));
      await expect(startService({ ...location, port: 0, heartbeatMs: 200, log: () => {} })).rejects.toThrow(
        /^Another quire serve \(process \d+\) is using the data folder /,
      );
      const record = await waitFor(() => status(id), ended);
      expect(record.status, record.logs.join('\n')).toBe('success');
      expect(record.summary).not.toMatch(/Interrupted/);
    }, 90_000);
  });
});
