// The dev server over plain HTTP (no browser): on-demand rendering, theme assets, static files, invalidation
// after edits, and the error page while docs.json is broken.
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../../src/dev/dev-server.js';
import { eventually } from '../../support/eventually.js';

const DOCS_JSON = {
  theme: 'mint',
  name: 'Dev fixture',
  colors: { primary: '#4F46E5' },
  navigation: { groups: [{ group: 'Start', pages: ['index', 'guide'] }] },
  redirects: [
    { source: '/old-guide', destination: '/guide' },
    { source: '/beta/:slug*', destination: '/:slug*', permanent: false },
    { source: '/guide', destination: '/never-used' },
    { source: '/moved#part', destination: '/guide#part' },
  ],
};

async function writeSite(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'snippets'), { recursive: true });
  await mkdir(path.join(dir, 'images'), { recursive: true });
  await writeFile(path.join(dir, 'docs.json'), JSON.stringify(DOCS_JSON, null, 2));
  await writeFile(path.join(dir, 'index.mdx'), '---\ntitle: "Home"\n---\n\nWelcome home.\n');
  await writeFile(
    path.join(dir, 'guide.mdx'),
    '---\ntitle: "Guide"\n---\n\nimport Shared from "/snippets/shared.mdx";\n\nGuide body.\n\n<Shared />\n',
  );
  await writeFile(path.join(dir, 'snippets', 'shared.mdx'), 'Shared snippet text.\n');
  await writeFile(
    path.join(dir, 'images', 'dot.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
  );
  await mkdir(path.join(dir, '.private'), { recursive: true });
  await writeFile(path.join(dir, '.private', 'notes.txt'), 'private notes\n');
  // Files the build never publishes: ignored, or of no kind the site serves.
  await writeFile(path.join(dir, '.mintignore'), 'drafts\n');
  await mkdir(path.join(dir, 'drafts'), { recursive: true });
  await writeFile(path.join(dir, 'drafts', 'plan.txt'), 'private notes\n');
  await writeFile(path.join(dir, 'secrets.json'), '{"token": "private notes"}\n');
  await writeFile(path.join(dir, 'README.md'), 'private notes\n');
  await writeFile(path.join(dir, 'snippets', 'card.jsx'), 'export const Card2 = () => <div>card</div>;\n');
}

describe('startDevServer', () => {
  let parent: string;
  let dir: string;
  let server: DevServer;
  const logs: string[] = [];

  beforeAll(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'quire-dev-test-'));
    dir = path.join(parent, 'site');
    await writeSite(dir);
    server = await startDevServer({ dir, port: 0, host: '127.0.0.1', log: (text) => logs.push(text) });
  });

  afterAll(async () => {
    await server?.close();
    if (parent) await rm(parent, { recursive: true, force: true });
  });

  const get = (pathname: string) => fetch(new URL(pathname, server.url));
  const text = async (pathname: string) => (await get(pathname)).text();

  it('prints the local URL', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(logs.join('\n')).toContain(server.url);
  });

  it('renders pages on request, with the Vite client for live reload', async () => {
    const response = await get('/guide');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Guide body.');
    expect(html).toContain('Shared snippet text.');
    expect(html).toContain('/@vite/client');
    expect(await text('/')).toContain('Welcome home.');
  });

  it('serves the theme assets and the site files', async () => {
    const css = await get('/_quire/quire.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    const svg = await get('/images/dot.svg');
    expect(svg.status).toBe(200);
    expect(await svg.text()).toContain('<svg');
    expect((await get(`/@fs${dir}/images/dot.svg`)).status).toBe(200);
    const client = await get('/@vite/client');
    expect(client.status).toBe(200);
  });

  it('applies docs.json redirects where no page answers, like the built site', async () => {
    const moved = await fetch(new URL('/old-guide', server.url), { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([308, '/guide']);
    const pattern = await fetch(new URL('/beta/guide', server.url), { redirect: 'manual' });
    expect([pattern.status, pattern.headers.get('location')]).toEqual([307, '/guide']);
    // A page wins over a redirect from its own URL.
    expect((await fetch(new URL('/guide', server.url), { redirect: 'manual' })).status).toBe(200);
    // A #fragment never reaches the server: the path gets the build's redirect page, which picks by fragment.
    const section = await fetch(new URL('/moved', server.url), { redirect: 'manual' });
    expect(section.status).toBe(200);
    expect(await section.text()).toContain('m={"part":"/guide#part"}');
  });

  it('serves sitemap.xml and robots.txt as the build writes them', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('<loc>/guide</loc>');
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(await robots.text()).toMatch(/^User-agent: \*/);
  });

  it('answers what the build never publishes with a 404: sources, dot folders, docs.json, ignored files', async () => {
    const before = logs.length;
    for (const pathname of [
      '/guide.mdx',
      '/snippets/shared.mdx',
      '/snippets/card.jsx',
      '/.private/notes.txt',
      '/docs.json',
      '/drafts/plan.txt',
      '/secrets.json',
      '/README.md',
      // Vite's own file access, inside the site folder, follows the same rule.
      `/@fs${dir}/drafts/plan.txt`,
      `/@fs${dir}/secrets.json`,
    ]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).not.toContain('private notes');
    }
    // Vite never tried to compile a page as a module (it printed an internal error and a stack for each).
    expect(logs.slice(before).join('\n')).not.toMatch(/Internal server error|Failed to parse source/);
  });

  it('answers unknown pages with the 404 page', async () => {
    expect((await get('/does/not/exist')).status).toBe(404);
  });

  it('shows an edited page and an edited snippet on the next request', async () => {
    await writeFile(
      path.join(dir, 'guide.mdx'),
      '---\ntitle: "Guide"\n---\n\nimport Shared from "/snippets/shared.mdx";\n\nEdited guide.\n\n<Shared />\n',
    );
    await eventually(async () => expect(await text('/guide')).toContain('Edited guide.'));
    await writeFile(path.join(dir, 'snippets', 'shared.mdx'), 'Edited snippet.\n');
    await eventually(async () => expect(await text('/guide')).toContain('Edited snippet.'));
  });

  it('picks up a new page listed in docs.json', async () => {
    await writeFile(path.join(dir, 'extra.mdx'), '---\ntitle: "Extra"\n---\n\nExtra page.\n');
    const config = { ...DOCS_JSON, navigation: { groups: [{ group: 'Start', pages: ['index', 'guide', 'extra'] }] } };
    await writeFile(path.join(dir, 'docs.json'), JSON.stringify(config, null, 2));
    await eventually(async () => {
      const html = await text('/extra');
      expect(html).toContain('Extra page.');
    });
    await eventually(async () => expect(await text('/')).toContain('/extra'));
  });

  it('shows the configuration errors on every page while docs.json is broken, then recovers', async () => {
    await writeFile(path.join(dir, 'docs.json'), '{ "theme": "mint", "name": ');
    await eventually(async () => {
      const response = await get('/guide');
      expect(response.status).toBe(500);
      const html = await response.text();
      expect(html).toContain('quire-dev-overlay');
      expect(html).toContain('docs.json');
    });
    expect(logs.join('\n')).toContain('docs.json');

    await writeFile(path.join(dir, 'docs.json'), JSON.stringify(DOCS_JSON, null, 2));
    await eventually(async () => expect((await get('/guide')).status).toBe(200));
  });

  it('never writes into the site folder', () => {
    const entries = readdirSync(dir).sort();
    expect(entries).toEqual([
      '.mintignore',
      '.private',
      'README.md',
      'docs.json',
      'drafts',
      'extra.mdx',
      'guide.mdx',
      'images',
      'index.mdx',
      'secrets.json',
      'snippets',
    ]);
    expect(existsSync(path.join(dir, 'node_modules'))).toBe(false);
  });
});

describe('startDevServer with an OpenAPI spec', () => {
  it('shows a spec that no longer parses on every page, located, as the build would fail on it, then recovers', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'quire-dev-spec-'));
    const dir = path.join(parent, 'site');
    const spec =
      'openapi: 3.0.0\ninfo: { title: T, version: "1" }\npaths:\n  /pets:\n    get:\n      summary: List pets\n      responses:\n        "200": { description: ok }\n';
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, 'docs.json'),
      JSON.stringify({
        theme: 'mint',
        name: 'Spec',
        colors: { primary: '#112233' },
        navigation: {
          groups: [
            { group: 'Start', pages: ['index'] },
            { group: 'API', openapi: 'api.yaml' },
          ],
        },
      }),
    );
    await writeFile(path.join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\nHome.\n');
    await writeFile(path.join(dir, 'api.yaml'), spec);
    const server = await startDevServer({ dir, port: 0, host: '127.0.0.1', log: () => {} });
    try {
      const get = (pathname: string) => fetch(new URL(pathname, server.url));
      expect((await get('/api-reference/list-pets')).status).toBe(200);
      // Written again on each try: the watcher may still be starting when the first write lands.
      await eventually(async () => {
        await writeFile(path.join(dir, 'api.yaml'), spec.replace('summary: List pets', 'summary: [List pets'));
        await new Promise((resolve) => setTimeout(resolve, 300));
        const response = await get('/');
        expect(response.status).toBe(500);
        const html = await response.text();
        expect(html).toContain('quire-dev-overlay');
        expect(html).toMatch(/api\.yaml:\d+:\d+/);
      });
      await eventually(async () => {
        await writeFile(path.join(dir, 'api.yaml'), spec);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect((await get('/api-reference/list-pets')).status).toBe(200);
      });
    } finally {
      await server.close();
      await rm(parent, { recursive: true, force: true });
    }
  });
});
