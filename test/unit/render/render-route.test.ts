import { cp, mkdir, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateFiles } from '../../../src/site/invalidate-files.js';
import { openSite } from '../../../src/render/open-site.js';
import type { SiteContext } from '../../../src/site/site-context.js';
import { normalizeUrl, renderRoute } from '../../../src/render/render-route.js';

const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/build/basic');
let dir: string;
let site: SiteContext;

beforeAll(async () => {
  dir = path.join(await mkdtemp(path.join(tmpdir(), 'quire-render-')), 'site');
  await cp(fixture, dir, { recursive: true });
  const created = await openSite({ dir, dev: true });
  expect(created.diagnostics).toEqual([]);
  site = created.site!;
});

afterAll(async () => {
  await rm(path.dirname(dir), { recursive: true, force: true });
});

describe('renderRoute', () => {
  it('normalizes request paths', () => {
    expect(normalizeUrl('/guides/setup/')).toBe('/guides/setup');
    expect(normalizeUrl('/guides/setup/index.html?x=1#y')).toBe('/guides/setup');
    expect(normalizeUrl('/index.html')).toBe('/');
    expect(normalizeUrl('/')).toBe('/');
    // A route whose own name ends in `.html` keeps it; other paths lose it.
    const isRoute = (key: string) => key === '/g/x.html';
    expect(normalizeUrl('/g/x.html', isRoute)).toBe('/g/x.html');
    expect(normalizeUrl('/g/x.html/', isRoute)).toBe('/g/x.html');
    expect(normalizeUrl('/g/y.html', isRoute)).toBe('/g/y');
  });

  it('renders a page with title, navigation and the dev overlay data', async () => {
    const result = await renderRoute(site, '/guides/setup');
    expect(result.status).toBe(200);
    expect(result.html).toContain('<title>Setup - Fixture Docs</title>');
    expect(result.html).toContain('Shared snippet text.');
    expect(result.html).toContain('/@vite/client');
  });

  it('answers unknown URLs with the 404 page', async () => {
    const result = await renderRoute(site, '/nope');
    expect(result.status).toBe(404);
    expect(result.html).toContain('Page not found');
  });

  it('re-renders an edited page, and a page whose snippet changed', async () => {
    await writeFile(
      path.join(dir, 'guides/setup.mdx'),
      '---\ntitle: Set it up\n---\n\n<Snippet file="snippets/shared.mdx" />\n',
    );
    await invalidateFiles(site, ['guides/setup.mdx']);
    let html = (await renderRoute(site, '/guides/setup')).html;
    expect(html).toContain('<title>Set it up - Fixture Docs</title>');
    // The new title shows in every sidebar, not only on the page itself.
    expect((await renderRoute(site, '/')).html).toContain('Set it up');

    await writeFile(path.join(dir, 'snippets/shared.mdx'), 'Changed snippet text.\n');
    await invalidateFiles(site, ['snippets/shared.mdx']);
    html = (await renderRoute(site, '/guides/setup')).html;
    expect(html).toContain('Changed snippet text.');
  });

  it('picks up new and deleted pages, and docs.json edits', async () => {
    await writeFile(path.join(dir, 'guides/new.mdx'), '# New page\n');
    await invalidateFiles(site, ['guides/new.mdx']);
    expect((await renderRoute(site, '/guides/new')).status).toBe(200);

    await unlink(path.join(dir, 'guides/new.mdx'));
    await invalidateFiles(site, ['guides/new.mdx']);
    expect((await renderRoute(site, '/guides/new')).status).toBe(404);

    const config = JSON.parse(await readFile(path.join(dir, 'docs.json'), 'utf8'));
    config.name = 'Renamed Docs';
    await writeFile(path.join(dir, 'docs.json'), JSON.stringify(config));
    expect(await invalidateFiles(site, ['docs.json'])).toMatchObject({ reloaded: true, loadFailed: false });
    expect((await renderRoute(site, '/')).html).toContain('<title>Welcome - Renamed Docs</title>');
  });

  it('reports a docs.json that no longer loads, keeping the previous state', async () => {
    const good = await readFile(path.join(dir, 'docs.json'), 'utf8');
    await writeFile(path.join(dir, 'docs.json'), '{ "name": ');
    const broken = await invalidateFiles(site, ['docs.json']);
    expect(broken.reloaded).toBe(true);
    expect(broken.loadFailed).toBe(true);
    expect(broken.diagnostics.some((d) => d.severity === 'error' && d.file === 'docs.json')).toBe(true);
    expect((await renderRoute(site, '/')).status).toBe(200);

    await writeFile(path.join(dir, 'docs.json'), good);
    expect(await invalidateFiles(site, ['docs.json'])).toMatchObject({ reloaded: true, loadFailed: false });
    expect(await invalidateFiles(site, ['guides/setup.mdx'])).toEqual({
      diagnostics: [],
      reloaded: false,
      loadFailed: false,
    });
  });

  it('reads the pages that came and went while docs.json was broken once it loads again', async () => {
    const good = await readFile(path.join(dir, 'docs.json'), 'utf8');
    await writeFile(path.join(dir, 'docs.json'), '{ "name": ');
    expect(await invalidateFiles(site, ['docs.json'])).toMatchObject({ loadFailed: true });
    await writeFile(path.join(dir, 'guides/while-broken.mdx'), '# Written while docs.json was broken\n');
    expect(await invalidateFiles(site, ['guides/while-broken.mdx'])).toMatchObject({ loadFailed: true });
    await writeFile(path.join(dir, 'docs.json'), good);
    expect(await invalidateFiles(site, ['docs.json'])).toMatchObject({ reloaded: true, loadFailed: false });
    expect((await renderRoute(site, '/guides/while-broken')).status).toBe(200);
    await unlink(path.join(dir, 'guides/while-broken.mdx'));
    await invalidateFiles(site, ['guides/while-broken.mdx']);
  });
});

describe('reloading a site whose docs.json is removed', () => {
  it('says so, and never takes the docs.json of a folder above for its own', async () => {
    const outer = await mkdtemp(path.join(tmpdir(), 'quire-nested-'));
    try {
      const inner = path.join(outer, 'inner');
      await mkdir(inner, { recursive: true });
      const config = (name: string) =>
        JSON.stringify({ theme: 'mint', name, colors: { primary: '#112233' }, navigation: { pages: ['index'] } });
      await writeFile(path.join(outer, 'docs.json'), config('Outer'));
      await writeFile(path.join(outer, 'index.mdx'), '# Outer home\n');
      await writeFile(path.join(inner, 'docs.json'), config('Inner'));
      await writeFile(path.join(inner, 'index.mdx'), '# Inner home\n');
      const opened = await openSite({ dir: inner, dev: true });
      await unlink(path.join(inner, 'docs.json'));
      const result = await invalidateFiles(opened.site!, ['docs.json']);
      expect(result).toMatchObject({ reloaded: true, loadFailed: true });
      expect(result.diagnostics.map((d) => `${d.rule} ${d.message}`)).toEqual([
        `config-not-found there is no docs.json in ${inner} any more`,
      ]);
      // The state from before stays (the dev server shows the error over it), never the outer site's.
      expect((await renderRoute(opened.site!, '/')).html).toContain('Inner');
      expect((await renderRoute(opened.site!, '/')).html).not.toContain('Outer');
    } finally {
      await rm(outer, { recursive: true, force: true });
    }
  });
});

describe('renderRoute: a page bound to an operation', () => {
  it("gives the operation's fields ids that the page's own content does not have", async () => {
    const placement = path.resolve(path.dirname(fixture), '../openapi/sites/placement');
    const root = path.join(await mkdtemp(path.join(tmpdir(), 'quire-bound-')), 'site');
    try {
      await cp(placement, root, { recursive: true });
      // The body names a heading as the path parameter's anchor would be.
      await writeFile(
        path.join(root, 'bound-heading.mdx'),
        '---\nopenapi: specs/pets.yaml GET /pets/{petId}/owner\n---\n\n## The pet {#petId}\n\nWhich pet.\n',
      );
      const opened = await openSite({ dir: root, dev: false });
      const result = await renderRoute(opened.site!, '/bound-heading');
      expect(result.status).toBe(200);
      const ids = [...result.html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]);
      expect(ids.filter((id) => id === 'petId')).toHaveLength(1);
      expect(ids).toContain('petId-1');
      expect(result.html).toContain('href="#petId-1"');
      // The playground finds the parameter an address names from the row with that id, not from the heading.
      expect(result.html).toMatch(/<div[^>]* id="petId-1" data-api-param="path:petId"[^>]*>/);
      expect(result.html).not.toMatch(/ id="petId"[^>]* data-api-param=/);
    } finally {
      await rm(path.dirname(root), { recursive: true, force: true });
    }
  });
});

describe("renderRoute: a bound page's description line", () => {
  it("is the page's frontmatter description when it has one, else the operation's", async () => {
    const root = path.join(await mkdtemp(path.join(tmpdir(), 'quire-described-')), 'site');
    try {
      const spec = {
        openapi: '3.0.3',
        info: { title: 'Pets', version: '1' },
        paths: {
          '/pets': {
            get: { summary: 'List pets', description: 'From the **spec**.', responses: { 200: { description: 'OK' } } },
            post: {
              summary: 'Add pet',
              description: 'Adds one, per the spec.',
              responses: { 201: { description: 'Made' } },
            },
          },
        },
      };
      await mkdir(root, { recursive: true });
      await writeFile(path.join(root, 'pets.json'), JSON.stringify(spec));
      await writeFile(
        path.join(root, 'docs.json'),
        JSON.stringify({
          theme: 'mint',
          name: 'D',
          colors: { primary: '#112233' },
          navigation: { pages: ['list', 'pets.json POST /pets'] },
        }),
      );
      await writeFile(
        path.join(root, 'list.mdx'),
        '---\nopenapi: pets.json GET /pets\ndescription: Every pet you own, newest first.\n---\n',
      );
      const opened = await openSite({ dir: root, dev: false });
      const own = await renderRoute(opened.site!, '/list');
      expect(own.html).toContain('<p class="q-page-description">Every pet you own, newest first.</p>');
      expect(own.html).not.toContain('From the <strong>spec</strong>.');
      expect(own.markdown).toContain('> Every pet you own, newest first.');
      // (The spec's own text still ends the twin, in its OpenAPI part.)
      expect(own.markdown.slice(0, own.markdown.indexOf('## Responses'))).not.toContain('From the **spec**.');
      // A page without a description of its own keeps the operation's, rendered as Markdown.
      const generated = await renderRoute(opened.site!, '/api-reference/add-pet');
      expect(generated.html).toContain('q-page-description q-api-description"><p>Adds one, per the spec.</p>');
    } finally {
      await rm(path.dirname(root), { recursive: true, force: true });
    }
  });
});

describe("renderRoute: the spec's part in an API page's Markdown twin", () => {
  const sites = path.resolve(path.dirname(fixture), '../openapi/sites');

  it('ends a schema page with the schema and the components it needs', async () => {
    const opened = await openSite({ dir: path.join(sites, 'placement'), dev: false });
    const result = await renderRoute(opened.site!, '/schema-page');
    expect(result.status).toBe(200);
    const markdown = result.markdown ?? '';
    const start = markdown.indexOf('## OpenAPI\n\n```json\n');
    expect(start).toBeGreaterThan(-1);
    const json = markdown.slice(start + '## OpenAPI\n\n```json\n'.length, markdown.indexOf('\n```', start + 20));
    const part = JSON.parse(json);
    expect(Object.keys(part.components.schemas)).toContain('Pet');
    expect(part.paths).toBeUndefined();
  });

  it('writes a channel page out and ends it with its AsyncAPI part', async () => {
    const opened = await openSite({ dir: path.join(sites, 'spaces'), dev: false });
    const result = await renderRoute(opened.site!, '/api-reference/room-one');
    expect(result.status).toBe(200);
    const markdown = result.markdown ?? '';
    expect(markdown).toContain('Address: `rooms`');
    expect(markdown).toContain('#### Payload\n\n- `text` (string)');
    const start = markdown.indexOf('## AsyncAPI\n\n```json\n');
    expect(start).toBeGreaterThan(-1);
    const part = JSON.parse(markdown.slice(start + '## AsyncAPI\n\n```json\n'.length, markdown.lastIndexOf('\n```')));
    expect(Object.keys(part.channels)).toEqual(['room one']);
    expect(part.asyncapi).toBe('3.0.0');
  });
});
