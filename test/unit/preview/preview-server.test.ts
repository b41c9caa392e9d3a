import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreviewServer, type PreviewServer } from '../../../src/preview/preview-server.js';
import { redirectPage } from '../../../src/render/redirects.js';

let dir: string;
let server: PreviewServer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'quire-preview-'));
  const files: Record<string, string> = {
    'index.html': 'home',
    'guides/setup/index.html': 'setup',
    '404.html': 'not found page',
    _redirects:
      '/old /guides/setup 301\n/beta/* /guides/:splat 302\n/docs/moved /docs/guides/setup 308\n' +
      '/docs/by-hash /docs/guides/setup 308\n/docs/real /docs/guides/setup 308\n',
    // Pages the build writes for redirects (for hosts without `_redirects`), and a real page a rule also names.
    'moved/index.html': redirectPage('/docs/guides/setup'),
    'by-hash/index.html': redirectPage('/docs/guides/setup', { '': '/docs/guides/setup', install: '/docs/install' }),
    'real/index.html': 'a real page',
    '_quire/build.json': '{"base": "/docs/"}',
    'style.css': 'body{}',
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  server = await startPreviewServer({ dir, port: 0 });
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const origin = (): string => new URL(server.url).origin;
const get = (pathname: string): Promise<Response> => fetch(`${origin()}${pathname}`, { redirect: 'manual' });

describe('preview server', () => {
  it('serves the build under the base it was built with', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/docs\/$/);
    expect(await (await get('/docs/')).text()).toBe('home');
    expect(await (await get('/docs/guides/setup')).text()).toBe('setup');
    expect(await (await get('/docs/guides/setup/')).text()).toBe('setup');
    const css = await get('/docs/style.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('applies _redirects, then falls back to 404.html', async () => {
    const moved = await get('/old');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/guides/setup');
    const splat = await get('/beta/a/b');
    expect(splat.status).toBe(302);
    expect(splat.headers.get('location')).toBe('/guides/a/b');
    // The host's own files are not served.
    expect((await get('/docs/_redirects')).status).toBe(404);
    expect((await get('/docs/_quire/build.json')).status).toBe(404);
    const missing = await get('/docs/nope');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('not found page');
  });

  it("answers a redirect the build also wrote a page for with the rule's own status, unless the page picks by #hash", async () => {
    const moved = await get('/docs/moved');
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toBe('/docs/guides/setup');
    // Only the page's script can read the #fragment the reader came with.
    expect((await get('/docs/by-hash')).status).toBe(200);
    expect(await (await get('/docs/real')).text()).toBe('a real page');
  });

  it('lets a browser revalidate what it holds: length, ETag and Last-Modified, then 304 while they hold', async () => {
    const css = await get('/docs/style.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-length')).toBe('6');
    expect(css.headers.get('cache-control')).toBe('no-cache');
    const etag = css.headers.get('etag')!;
    const modified = css.headers.get('last-modified')!;
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(modified).toUTCString()).toBe(modified);
    const again = await fetch(`${origin()}/docs/style.css`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const since = await fetch(`${origin()}/docs/style.css`, { headers: { 'if-modified-since': modified } });
    expect(since.status).toBe(304);
    const other = await fetch(`${origin()}/docs/style.css`, { headers: { 'if-none-match': 'W/"0-0"' } });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe('body{}');
    const head = await fetch(`${origin()}/docs/style.css`, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe('6');
    expect(await head.text()).toBe('');
  });

  it('never serves files outside the output folder', async () => {
    const escaped = await get('/docs/..%2F..%2Fetc%2Fpasswd');
    expect(escaped.status).toBe(404);
  });
});
