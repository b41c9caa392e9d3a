import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/server/secrets.js';
import { createServiceApp } from '../../../src/server/service-app.js';
import { openStore } from '../../../src/server/open-store.js';
import type { Store } from '../../../src/server/store.js';
import type { Project } from '../../../src/server/update-record.js';
import { STORE_KINDS } from './store-kinds.js';

let dir: string;
let store: Store;
let app: FastifyInstance;
let base: string;
let origin: string;
let project: Project;
let queuedSignals = 0;
const PASSWORD = 'correct horse battery';
const LIMITS = { perKey: { burst: 1000, perSecond: 1000 }, perAddress: { burst: 1000, perSecond: 1000 } };

/** A form post, as a browser on the dashboard sends it (its Origin unless `origin` says otherwise). */
function post(url: string, options: { form?: Record<string, string>; cookie?: string; origin?: string | null } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin !== null) headers.origin = options.origin ?? origin;
  return fetch(base + url, {
    method: 'POST',
    headers,
    body: new URLSearchParams(options.form ?? {}).toString(),
    redirect: 'manual',
  });
}

const get = (url: string, cookie?: string) =>
  fetch(base + url, { redirect: 'manual', ...(cookie ? { headers: { cookie } } : {}) });

/** Signs in; resolves to the cookie to send back and the session's CSRF token (read from a page's form). */
async function signIn(): Promise<{ cookie: string; csrf: string }> {
  const response = await post('/dashboard/sign-in', { form: { name: 'ada', password: PASSWORD, next: '/dashboard' } });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/dashboard');
  const setCookie = response.headers.get('set-cookie')!;
  const cookie = setCookie.split(';')[0]!;
  const page = await (await get('/dashboard', cookie)).text();
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page)?.[1];
  expect(csrf).toBeTruthy();
  return { cookie, csrf: csrf! };
}

// The same suite on every store: SQLite, and PostgreSQL when it is installed.
describe.each(STORE_KINDS.filter((kind) => kind.available))('on $name', (kind) => {
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quire-dashboard-'));
    store = await openStore(await kind.location(dir));
    project = await store.createProject({
      name: 'Tiny <docs>',
      repo: '/nowhere',
      branch: 'main',
      docs: '',
      subdomain: 'tiny',
      webhookSecret: 'secret',
    });
    await store.createUser({ name: 'ada', passwordHash: await hashPassword(PASSWORD) });
    app = createServiceApp({
      store,
      sitesDir: path.join(dir, 'sites'),
      onQueued: () => queuedSignals++,
      log: () => {},
      limits: LIMITS,
      signInLimits: { perAddress: { burst: 1000, perSecond: 1000 }, perName: { burst: 1000, perSecond: 1000 } },
    });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
    origin = base;
  });
  afterAll(async () => {
    await app.close();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  describe('dashboard: sign-in and sessions', () => {
    it('redirects every page to sign-in without a session, and answers 401 on its JSON endpoints', async () => {
      for (const url of ['/dashboard', `/dashboard/projects/${project.id}`, `/dashboard/projects/${project.id}/keys`]) {
        const response = await get(url);
        expect(response.status, url).toBe(303);
        expect(response.headers.get('location')).toBe(`/dashboard/sign-in?next=${encodeURIComponent(url)}`);
      }
      const update = await post(`/dashboard/projects/${project.id}/update`, { form: { _csrf: 'x' } });
      expect(update.status).toBe(303);
      expect(update.headers.get('location')).toBe('/dashboard/sign-in');
      expect(await store.listUpdates(project.id, 10)).toEqual([]);
      const json = await get(`/dashboard/api/projects/${project.id}/updates`);
      expect(json.status).toBe(401);
      expect(((await json.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
      // A made-up cookie is no session either.
      expect((await get('/dashboard', 'quire_session=forged')).status).toBe(303);
    });

    it('signs in with a session cookie that is HttpOnly, SameSite and holds only a token stored hashed', async () => {
      const response = await post('/dashboard/sign-in', {
        form: { name: 'ada', password: PASSWORD, next: `/dashboard/projects/${project.id}` },
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/dashboard/projects/${project.id}`);
      const setCookie = response.headers.get('set-cookie')!;
      expect(setCookie).toMatch(
        /^quire_session=[A-Za-z0-9_-]{32}; Path=\/dashboard; HttpOnly; SameSite=Lax; Max-Age=\d+$/,
      );
      const token = /^quire_session=([^;]+)/.exec(setCookie)![1]!;
      // The store finds the session by the token's hash, never by the token.
      expect(await store.getSession(token)).toBeUndefined();
      const page = await get(`/dashboard/projects/${project.id}`, `quire_session=${token}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(page.headers.get('cache-control')).toBe('no-store');
      const text = await page.text();
      // Output is escaped: the project's name has markup characters.
      expect(text).toContain('<h1>Tiny &lt;docs&gt;</h1>');
      expect(text).not.toContain('Tiny <docs>');
    });

    it('refuses a wrong password or an unknown user with the same plain message', async () => {
      const wrong = await post('/dashboard/sign-in', { form: { name: 'ada', password: 'not the password' } });
      const unknown = await post('/dashboard/sign-in', { form: { name: 'nobody', password: PASSWORD } });
      for (const response of [wrong, unknown]) {
        expect(response.status).toBe(401);
        expect(response.headers.get('set-cookie')).toBeNull();
        const text = await response.text();
        expect(text).toContain('Wrong user name or password.');
      }
    });

    it('does not redirect elsewhere after sign-in', async () => {
      for (const next of ['https://evil.example/', '//evil.example/dashboard', '/dashboard//evil.example']) {
        const response = await post('/dashboard/sign-in', { form: { name: 'ada', password: PASSWORD, next } });
        expect(response.headers.get('location'), next).toBe('/dashboard');
      }
    });

    it('signs out: the session ends in the store, the cookie is cleared', async () => {
      const { cookie, csrf } = await signIn();
      const out = await post('/dashboard/sign-out', { cookie, form: { _csrf: csrf } });
      expect(out.status).toBe(303);
      expect(out.headers.get('location')).toBe('/dashboard/sign-in');
      expect(out.headers.get('set-cookie')).toMatch(
        /^quire_session=; Path=\/dashboard; HttpOnly; SameSite=Lax; Max-Age=0/,
      );
      // The old cookie, replayed, is no longer a session.
      expect((await get('/dashboard', cookie)).status).toBe(303);
    });

    it('rate-limits sign-in attempts with 429 and Retry-After', async () => {
      const limited = createServiceApp({
        store,
        sitesDir: path.join(dir, 'sites'),
        onQueued: () => {},
        log: () => {},
        limits: LIMITS,
        signInLimits: { perAddress: { burst: 3, perSecond: 0.01 }, perName: { burst: 1000, perSecond: 1000 } },
      });
      const attempt = () =>
        limited.inject({
          method: 'POST',
          url: '/dashboard/sign-in',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ name: 'ada', password: 'guess' }).toString(),
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body).toContain('Too many sign-in attempts');
      // Even the right password waits.
      const right = await limited.inject({
        method: 'POST',
        url: '/dashboard/sign-in',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ name: 'ada', password: PASSWORD }).toString(),
      });
      expect(right.statusCode).toBe(429);
      await limited.close();
    });
  });

  describe('dashboard: CSRF-safe forms', () => {
    it('refuses a post without the token, with a wrong token, or from another origin', async () => {
      const { cookie, csrf } = await signIn();
      const url = `/dashboard/projects/${project.id}/update`;
      const attempts = [
        await post(url, { cookie, form: {} }),
        // The last character changed (to `x`, or to `y` when it was an `x`: the token must really be wrong).
        await post(url, { cookie, form: { _csrf: `${csrf.slice(0, -1)}${csrf.endsWith('x') ? 'y' : 'x'}` } }),
        await post(url, { cookie, form: { _csrf: csrf }, origin: 'https://evil.example' }),
        await post(url, { cookie, form: { _csrf: csrf }, origin: 'null' }),
      ];
      for (const response of attempts) expect(response.status).toBe(403);
      expect(await store.listUpdates(project.id, 10)).toEqual([]);
      // A sign-in form posted from another site is refused too (login CSRF).
      const foreign = await post('/dashboard/sign-in', {
        form: { name: 'ada', password: PASSWORD },
        origin: 'https://evil.example',
      });
      expect(foreign.status).toBe(403);
      expect(foreign.headers.get('set-cookie')).toBeNull();
    });

    it('checks the Referer when there is no Origin, and accepts this host over https (a proxy ending TLS)', async () => {
      const { cookie, csrf } = await signIn();
      const url = `/dashboard/projects/${project.id}/keys`;
      const form = new URLSearchParams({ _csrf: csrf }).toString();
      const send = (headers: Record<string, string>) =>
        fetch(base + url, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, ...headers },
          body: form,
        });
      expect((await send({ referer: 'https://evil.example/page' })).status).toBe(403);
      const host = new URL(base).host;
      expect((await send({ origin: `https://${host}` })).status).toBe(201);
      expect((await send({ referer: `${base}/dashboard/projects/${project.id}/keys` })).status).toBe(201);
      for (const key of await store.listApiKeys(project.id)) await store.revokeApiKey(key.id);
    });
  });

  describe('dashboard: behind a proxy that ends TLS', () => {
    it('marks the session cookie Secure when the public URL is https', async () => {
      const proxied = createServiceApp({
        store,
        sitesDir: path.join(dir, 'sites'),
        onQueued: () => {},
        log: () => {},
        limits: LIMITS,
        publicUrl: 'https://docs.example.com',
      });
      const response = await proxied.inject({
        method: 'POST',
        url: '/dashboard/sign-in',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ name: 'ada', password: PASSWORD }).toString(),
      });
      expect(response.statusCode).toBe(303);
      expect(String(response.headers['set-cookie'])).toMatch(/; Secure$/);
      await proxied.close();
    });
  });

  describe('dashboard: updates and keys', () => {
    it('"Update now" queues an update with source dashboard and shows it', async () => {
      const { cookie, csrf } = await signIn();
      const before = queuedSignals;
      const response = await post(`/dashboard/projects/${project.id}/update`, { cookie, form: { _csrf: csrf } });
      expect(response.status).toBe(303);
      const [update] = await store.listUpdates(project.id, 10);
      expect(update?.source).toBe('dashboard');
      expect(update?.status).toBe('queued');
      expect(response.headers.get('location')).toBe(`/dashboard/updates/${update!._id}`);
      expect(queuedSignals).toBe(before + 1);
      const page = await (await get(`/dashboard/updates/${update!._id}`, cookie)).text();
      expect(page).toContain('data-status="queued"');
      expect(page).toContain(`data-poll="/dashboard/api/updates/${update!._id}"`);
      const live = (await (await get(`/dashboard/api/updates/${update!._id}`, cookie)).json()) as Record<
        string,
        unknown
      >;
      expect(live).toMatchObject({ state: 'queued', live: true, logs: [] });
      const list = (await (await get(`/dashboard/api/projects/${project.id}/updates`, cookie)).json()) as {
        state: string;
        live: boolean;
      };
      expect(list).toEqual({ state: `${update!._id}:queued`, live: true });
    });

    it('creates a key shown once, lists it by prefix, and revokes it so the API refuses it', async () => {
      const { cookie, csrf } = await signIn();
      const created = await post(`/dashboard/projects/${project.id}/keys`, { cookie, form: { _csrf: csrf } });
      expect(created.status).toBe(201);
      expect(created.headers.get('cache-control')).toBe('no-store');
      const page = await created.text();
      const key = /<code class="key" id="new-key">(quire_[A-Za-z0-9_-]+)<\/code>/.exec(page)?.[1];
      expect(key).toBeTruthy();
      const stored = (await store.listApiKeys(project.id)).find((k) => key!.startsWith(k.prefix) && !k.revokedAt);
      expect(stored).toBeDefined();

      const status = () =>
        fetch(`${base}/v1/project/update/${project.id}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}` },
        });
      expect((await status()).status).toBe(202);

      // Listed by its prefix only: the key itself is never shown again.
      const listing = await (await get(`/dashboard/projects/${project.id}/keys`, cookie)).text();
      expect(listing).toContain(`<code>${stored!.prefix}…</code>`);
      expect(listing).not.toContain(key!);

      const revoked = await post(`/dashboard/projects/${project.id}/keys/${stored!.id}/revoke`, {
        cookie,
        form: { _csrf: csrf },
      });
      expect(revoked.status).toBe(303);
      expect((await store.listApiKeys(project.id)).find((k) => k.id === stored!.id)?.revokedAt).toBeTruthy();
      const refused = await status();
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    });
  });
});
