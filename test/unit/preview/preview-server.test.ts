import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreviewServer, type PreviewServer } from '../../../src/preview/preview-server.js';

let dir: string;
let server: PreviewServer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'quire-preview-'));
  const files: Record<string, string> = {
    'index.html': 'home',
    'guides/setup/index.html': 'setup',
    '404.html': 'not found page',
    _redirects: '/old /guides/setup 301\n/beta/* /guides/:splat 302\n',
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
    const missing = await get('/docs/nope');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('not found page');
  });

  it('never serves files outside the output folder', async () => {
    const escaped = await get('/docs/..%2F..%2Fetc%2Fpasswd');
    expect(escaped.status).toBe(404);
  });
});
