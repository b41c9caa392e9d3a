import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/build/build.js';
import { openSite } from '../../../src/render/open-site.js';
import { renderRoute } from '../../../src/render/render-route.js';
import type { SiteContext } from '../../../src/site/site-context.js';
import { validateHere } from '../../../src/site/spec-validation.js';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/openapi/sites/url-chars');

// Summaries and tags are sentences: "Is it up?" keeps its `?` in the platform's slug (§2.5). Raw in a link, a `?`
// or `#` would end the path and `%` start an escape, so the page must be linked encoded and written raw.
describe('API pages whose names hold ?, # or %', () => {
  let site: SiteContext;
  let out: string;
  beforeAll(async () => {
    const opened = await openSite({ dir, base: '/' });
    if (!opened.site) throw new Error(opened.diagnostics.map((d) => d.message).join('; '));
    site = opened.site;
    out = await mkdtemp(path.join(tmpdir(), 'quire-url-chars-'));
  });
  afterAll(async () => {
    await rm(out, { recursive: true, force: true });
  });

  it('keys their routes with those characters percent-encoded', () => {
    const keys = [...site.state.routes.keys()].filter((url) => url.startsWith('/api-reference/'));
    expect(keys.sort()).toEqual(['/api-reference/%23admin/list-100%25-of-the-tags', '/api-reference/is-it-up%3F']);
  });

  it('renders each page from its key and from the key as a browser may send it', async () => {
    for (const url of [
      '/api-reference/is-it-up%3F',
      '/api-reference/is-it-up%3f',
      '/api-reference/%23admin/list-100%25-of-the-tags',
    ]) {
      const page = await renderRoute(site, url);
      expect(page.status, url).toBe(200);
    }
    expect((await renderRoute(site, '/api-reference/is-it-up%3F')).html).toContain('<title>Is it up?');
    // Not the same page: `?` starts the query string, so this is /api-reference/is-it-up.
    expect((await renderRoute(site, '/api-reference/is-it-up?')).status).toBe(404);
  });

  it('writes them where a static host looks after decoding the request, and links them encoded', async () => {
    const result = await buildSite({ dir, outDir: out });
    expect(result.errors).toBe(0);
    expect((await stat(path.join(out, 'api-reference/is-it-up?/index.html'))).isFile()).toBe(true);
    const tags = await readFile(path.join(out, 'api-reference/#admin/list-100%-of-the-tags/index.html'), 'utf8');
    expect(tags).toContain('<title>List 100% of the tags');
    const home = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(home).toContain('href="/api-reference/is-it-up%3F"');
    expect(home).not.toMatch(/href="[^"]*is-it-up\?"/);
  });
});

describe('specs whose file names, webhook names and channel ids hold spaces', () => {
  it('get their pages in bulk mode, with no error', async () => {
    const spaces = path.resolve(dir, '../spaces');
    const opened = await openSite({ dir: spaces, base: '/' });
    expect(opened.diagnostics.map((d) => `${d.rule}: ${d.message}`)).toEqual([]);
    const endpoints = [...(opened.site?.state.routes.values() ?? [])].filter((route) => route.kind === 'endpoint');
    expect(endpoints.map((route) => route.url).sort()).toEqual([
      '/api-reference/list-things',
      '/api-reference/new-order',
      '/api-reference/room-one',
    ]);
  });
});

describe('a spec path that holds a space', () => {
  it('gets its page in bulk mode, with a warning that locates the path', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'quire-path-space-'));
    try {
      await writeFile(
        path.join(root, 'docs.json'),
        JSON.stringify({
          name: 'T',
          theme: 'mint',
          colors: { primary: '#0a0' },
          navigation: { openapi: 'spec.yaml', pages: [] },
        }),
      );
      await writeFile(
        path.join(root, 'spec.yaml'),
        'openapi: 3.0.3\ninfo: {title: T, version: "1"}\npaths:\n  /a b/c:\n    get:\n      responses: {"200": {description: ok}}\n',
      );
      const opened = await openSite({ dir: root, base: '/' });
      const endpoints = [...(opened.site?.state.routes.values() ?? [])].filter((route) => route.kind === 'endpoint');
      expect(endpoints.map((route) => route.url)).toEqual(['/api-reference/get-a-bc']);
      expect(opened.diagnostics.map((d) => d.rule)).not.toContain('nav-missing-page');
      const problems = await validateHere(opened.site?.state.specValidations ?? []);
      expect(problems.map((d) => [d.file, d.line, d.message])).toEqual([
        [
          'spec.yaml',
          4,
          'the path `/a b/c` holds whitespace, which no URL holds as it is: requests go to it with %20 in its place',
        ],
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
