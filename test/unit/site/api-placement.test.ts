import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/build/build.js';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { openSite } from '../../../src/render/open-site.js';
import type { SiteContext } from '../../../src/site/site-context.js';
import { renderRoute } from '../../../src/render/render-route.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/openapi/sites');

async function open(name: string): Promise<{ site: SiteContext; diagnostics: Diagnostic[] }> {
  const { site, diagnostics } = await openSite({ dir: path.join(fixtures, name), base: '/' });
  if (!site) throw new Error(`${name} did not open: ${diagnostics.map((d) => d.message).join('; ')}`);
  return { site, diagnostics };
}

describe('API page placement (docs-json.md §2.5)', () => {
  let site: SiteContext;
  let diagnostics: Diagnostic[];
  beforeAll(async () => {
    ({ site, diagnostics } = await open('placement'));
  });

  const endpoint = (url: string) => {
    const route = site.state.routes.get(url);
    return route?.kind === 'endpoint' ? route.api : undefined;
  };

  it('reports nothing for a valid site (broken JSON files it never names are ignored)', () => {
    expect(diagnostics.map((d) => `${d.rule}: ${d.message}`)).toEqual([]);
  });

  it('gives every operation of a bulk tab a page at the slug of its summary under its first tag', () => {
    expect(endpoint('/api-reference/pets/list-all-pets')).toEqual({
      kind: 'operation',
      spec: 'specs/pets.yaml',
      method: 'GET',
      path: '/pets',
      webhook: false,
    });
    expect(endpoint('/api-reference/pets/create-a-pet')).toMatchObject({ method: 'POST', path: '/pets' });
  });

  it('suffixes colliding slugs with -1 in spec order', () => {
    expect(endpoint('/api-reference/pets/get-pet')).toMatchObject({ method: 'GET', path: '/pets/{petId}' });
    expect(endpoint('/api-reference/pets/get-pet-1')).toMatchObject({ method: 'GET', path: '/pets/{petId}/owner' });
  });

  it('names an operation without summary by method and path, and honours x-mint.href', () => {
    expect(endpoint('/api-reference/pets/delete-pets')).toMatchObject({ method: 'DELETE', path: '/pets/{petId}' });
    expect(endpoint('/custom/stats')).toMatchObject({ method: 'GET', path: '/stats' });
    expect(site.state.pageMeta.get('custom/stats')).toMatchObject({ title: 'Statistics', sidebarTitle: 'Stats' });
  });

  it('renders x-mint.content (MDX) above the generated reference', async () => {
    const { html, diagnostics: pageDiagnostics } = await renderRoute(site, '/custom/stats');
    expect(pageDiagnostics).toEqual([]);
    expect(html).toMatch(/Counts are updated <strong>hourly<\/strong>/);
    expect(html.indexOf('hourly')).toBeLessThan(html.indexOf('id="api-responses"'));
  });

  it('generates no page for x-excluded operations and hides x-hidden ones from the navigation', () => {
    const urls = [...site.state.routes.values()].filter((r) => r.kind === 'endpoint').map((r) => r.url);
    expect(urls.some((url) => url.includes('replace-pet'))).toBe(false);
    const hidden = site.state.navigation.entries.find((e) => e.url === '/api-reference/pets/delete-pets');
    expect(hidden?.hidden).toBe(true);
    expect(site.state.navigable.has('/api-reference/pets/delete-pets')).toBe(false);
  });

  it('groups bulk pages by tag (x-group as the label), untagged ones under "API Reference"', () => {
    const bulk = site.state.navigation.divisions.find((d) => d.label === 'Bulk')!;
    const labels = site.state.navigation.groups.filter((g) => g.division === bulk.id).map((g) => g.label);
    expect(labels).toEqual(['Pet store', 'API Reference', 'Hidden']);
  });

  it('puts pages under the `directory` of `{source, directory}`', () => {
    expect(endpoint('/v2/reference/orders/list-orders')).toMatchObject({ spec: 'specs/orders.json' });
  });

  it('lists only the referenced operations in selective mode, one page per operation wherever listed', () => {
    const selective = site.state.navigation.divisions.find((d) => d.label === 'Selective')!;
    const urls = site.state.navigation.entries.filter((e) => e.division === selective.id).map((e) => e.url);
    expect(urls).toEqual([
      '/api-reference/pets/list-all-pets',
      '/api-reference/pets/create-a-pet',
      '/api-reference/get-health',
      '/api-reference/pet-adopted',
    ]);
    expect(endpoint('/api-reference/pet-adopted')).toMatchObject({ webhook: true, path: 'petAdopted' });
  });

  it('gives an operation placed under another `directory` a page there too (a translated API tab)', () => {
    const translated = site.state.navigation.divisions.find((d) => d.label === 'Translated')!;
    const urls = site.state.navigation.entries.filter((e) => e.division === translated.id).map((e) => e.url);
    expect(urls).toEqual(['/fr/api-reference/pets/list-all-pets', '/fr/api-reference/pets/create-a-pet']);
    expect(endpoint('/fr/api-reference/pets/list-all-pets')).toMatchObject({ method: 'GET', path: '/pets' });
    expect(endpoint('/api-reference/pets/list-all-pets')).toMatchObject({ method: 'GET', path: '/pets' });
  });

  it('appends all operations to the pages of a group that has `openapi` (an array)', () => {
    const group = site.state.navigation.groups.find((g) => g.label === 'Health')!;
    const urls = group.items.map((item) =>
      item.type === 'entry' ? site.state.navigation.entries[item.entry]!.url : '',
    );
    expect(urls).toEqual(['/api-reference/get-health', '/api-reference/not-this-one']);
  });

  it('binds frontmatter pages: a named spec, the first alphabetical spec that has it, and schemas', () => {
    expect(site.state.routes.get('/bound')).toMatchObject({
      kind: 'page',
      api: { kind: 'operation', spec: 'specs/pets.yaml', method: 'GET', path: '/pets/{petId}/owner' },
    });
    expect(site.state.routes.get('/bound-nospec')).toMatchObject({
      api: { spec: 'specs/health.json', method: 'POST', path: '/pets' },
    });
    expect(site.state.routes.get('/schema-page')).toMatchObject({ api: { kind: 'schema', name: 'Pet' } });
  });

  it("names a bound page without a title of its own as the page's heading does, in every sidebar too", async () => {
    // `bound.mdx` names no title: the operation's summary, not "Bound"; a title the page gives stays.
    expect(site.state.pageMeta.get('bound')?.title).toBe('Get pet');
    expect(site.state.pageMeta.get('bound-nospec')?.title).toBe('Make a pet');
    expect(site.state.pageMeta.get('schema-page')?.title).toBe('Pet');
    const { html } = await renderRoute(site, '/bound-nospec');
    expect(html).toMatch(
      /<a href="\/bound"[^>]*>(?:<span data-method[^>]*>GET<\/span>)?<span class="q-nav-label">Get pet</,
    );
  });
});

describe('API placement errors', () => {
  it('locates a missing spec, path and method in docs.json and frontmatter, and warns on remote specs and overlays', async () => {
    const { site, diagnostics } = await open('errors');
    const lines = diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message} | ${d.hint}`);
    expect(lines).toEqual([
      'docs.json:11:57 error the OpenAPI file missing.yaml referenced in docs.json does not exist. | The path is relative to the folder that holds docs.json; check its spelling and extension.',
      'docs.json:13:99 warning OpenAPI overlays are not applied yet: the pages show the spec as it is. | Apply the overlays to the spec before building (for example with an overlay CLI) and name the result.',
      'docs.json:13:51 warning the OpenAPI spec https://example.com/openapi.json is a URL: Quire never downloads during a build, so its pages are not generated. | Download it into the site (for example `curl -o openapi.json https://example.com/openapi.json`) and name the file here instead.',
      'index.mdx:3:1 warning frontmatter `openapi`: endpoint /nowhere not found in specs/api.yaml; the page is shown without its API reference. | Available paths: /pets.',
      'remote.mdx:3:1 warning frontmatter `openapi`: the spec https://example.com/openapi.json is a URL: Quire never downloads during a build, so this page shows no API reference. | Download it into the site (for example `curl -o openapi.json https://example.com/openapi.json`) and name the file instead.',
      'docs.json:11:28 error endpoint /pest not found in specs/api.yaml. | Did you mean `/pets`?',
      'docs.json:11:41 error method DELETE for endpoint /pets not found in specs/api.yaml. | The path has GET.',
    ]);
    expect([...site.state.routes.keys()]).toEqual(['/', '/api-reference/list-pets', '/remote']);
  });
});

describe('pages bound to operations of a spec docs.json names by URL', () => {
  it('are said once, with the remote spec, not as pages that name no spec', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'quire-remote-bound-'));
    await writeFile(
      path.join(dir, 'docs.json'),
      JSON.stringify({
        name: 'Remote',
        theme: 'mint',
        colors: { primary: '#0D9373' },
        navigation: {
          tabs: [
            {
              tab: 'API',
              openapi: 'https://example.com/openapi.json',
              groups: [{ group: 'Users', pages: ['index', 'list-users', 'get-user'] }],
            },
          ],
        },
      }),
    );
    await writeFile(path.join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\nHome.\n');
    await writeFile(path.join(dir, 'list-users.mdx'), '---\ntitle: List users\nopenapi: GET /users\n---\n');
    await writeFile(path.join(dir, 'get-user.mdx'), '---\ntitle: Get user\nopenapi: GET /users/{id}\n---\n');
    const built = await buildSite({ dir, outDir: path.join(dir, 'dist'), workers: 0 });
    expect(built.diagnostics.map((d) => `${d.file} ${d.severity} ${d.rule} ${d.message}`)).toEqual([
      'docs.json warning openapi-remote-spec the OpenAPI spec https://example.com/openapi.json is a URL: Quire never downloads during a build, so its pages are not generated. 2 pages bind an operation with `openapi` frontmatter that no file of the site has (get-user.mdx, list-users.mdx): shown without their API reference.',
    ]);
    expect(built.ok).toBe(true);
  });
});

describe('a page whose frontmatter endpoint is in no spec', () => {
  it('builds from its own MDX, with a located warning that names every spec searched', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'quire-unbound-'));
    const spec = (title: string, route: string) =>
      `openapi: 3.0.3\ninfo: {title: ${title}, version: '1'}\npaths:\n  ${route}:\n    get:\n      responses:\n        '200': {description: OK}\n`;
    await mkdir(path.join(dir, 'specs'));
    await writeFile(path.join(dir, 'specs', 'a.yaml'), spec('A', '/apples'));
    await writeFile(path.join(dir, 'specs', 'b.yaml'), spec('B', '/bananas'));
    await writeFile(
      path.join(dir, 'docs.json'),
      JSON.stringify({
        name: 'Unbound',
        theme: 'mint',
        colors: { primary: '#0D9373' },
        navigation: { pages: ['index', 'gone'] },
      }),
    );
    await writeFile(path.join(dir, 'index.mdx'), '---\ntitle: Home\nopenapi: GET /bananas\n---\n\nHome.\n');
    await writeFile(path.join(dir, 'gone.mdx'), '---\ntitle: Gone\nopenapi: GET /cherries\n---\n\nStill here.\n');
    const built = await buildSite({ dir, outDir: path.join(dir, 'dist'), workers: 0 });
    expect(built.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message}`)).toEqual([
      'gone.mdx:3:1 warning frontmatter `openapi`: endpoint /cherries not found in any OpenAPI file of the site (specs/a.yaml, specs/b.yaml); the page is shown without its API reference.',
    ]);
    expect(built.ok).toBe(true);
    const html = await readFile(path.join(dir, 'dist', 'gone', 'index.html'), 'utf8').catch(() =>
      readFile(path.join(dir, 'dist', 'gone.html'), 'utf8'),
    );
    expect(html).toContain('Still here.');
    await rm(dir, { recursive: true, force: true });
  });
});

/** The text of each code block of a page. */
function samplesText(html: string): string[] {
  return [...html.matchAll(/<pre\b[\s\S]*?<\/pre>/g)].map((match) =>
    match[0]
      .replace(/<[^>]+>/g, '')
      .replace(/&#x3C;/g, '<')
      .replace(/&#x26;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'"),
  );
}

describe('pages written by hand with `api:` frontmatter', () => {
  it('get the endpoint header with the `api.mdx` base URL and auth method, and request examples', async () => {
    const { site, diagnostics } = await open('manual');
    expect(diagnostics).toEqual([]);
    const { html } = await renderRoute(site, '/create-user');
    expect(html).toContain('https://api.example.com/v2');
    expect(html).toContain('x-api-key');
    expect(html).toContain('id="param-id"');
    expect(html).toMatch(/curl[\s\S]*https:\/\/api\.example\.com\/v2\/users\/\{id\}/);
    // The samples send what the page's top-level ParamFields describe (a field nested in another is part of it).
    const curl = samplesText(html).find((sample) => sample.startsWith('curl'))!;
    expect(curl).toContain("'https://api.example.com/v2/users/{id}?notify=true'");
    expect(curl).toContain("--header 'X-Request-Id: <string>'");
    expect(curl).toContain("--header 'Content-Type: application/json'");
    expect(JSON.parse(/--data '([^']*)'/.exec(curl)![1]!)).toEqual({ name: 'string', roles: ['string'] });
    const ping = await renderRoute(site, '/absolute');
    expect(ping.html).toContain('https://status.example.com');
    expect(ping.html).not.toContain('x-api-key');
  });
});

describe('OpenAPI 3.2 tags in bulk mode', () => {
  it('nests groups through `parent`, labels them by `summary`, and shows `kind: badge` tags as pills', async () => {
    const { site, diagnostics } = await open('tags32');
    expect(diagnostics).toEqual([]);
    const { groups, entries } = site.state.navigation;
    const store = groups.find((g) => g.label === 'Store')!;
    const orders = groups.find((g) => g.label === 'Orders')!;
    expect(orders.parent).toBe(store.id);
    expect(groups.some((g) => g.label === 'beta')).toBe(false);
    // The URL keeps the first tag's name, as the platform names it.
    const list = entries.find((e) => e.url === '/api-reference/beta/list-orders');
    expect(list?.groups).toEqual([store.id, orders.id]);
    expect(site.state.pageMeta.get('api-reference/beta/list-orders')).toMatchObject({ tag: 'beta', method: 'GET' });
    expect(site.state.routes.get('/api-reference/store/search-inventory')).toMatchObject({
      api: { method: 'QUERY', path: '/inventory' },
    });
  });
});

describe('a spec that breaks validation rules', () => {
  it('still gives every operation its page; its problems come from validateSpecs, located, and the build counts them', async () => {
    const { site, diagnostics } = await open('invalid');
    expect(diagnostics).toEqual([]);
    expect([...site.state.routes.keys()]).toEqual(['/api-reference/get-pets']);
    const problems = await site.state.validateSpecs();
    expect(problems.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.path} ${d.message}`)).toEqual([
      'openapi.yaml:2:1 warning #/info the required property `version` is missing',
      'openapi.yaml:6:5 warning #/paths/~1pets~1{id}/get GET /pets/{id} has no path parameter `id` for the `{id}` in its path',
      'openapi.yaml:8:9 warning #/paths/~1pets~1{id}/get/responses/200 the required property `description` is missing',
    ]);
    expect(await site.state.validateSpecs()).toBe(problems);
    const out = await mkdtemp(path.join(tmpdir(), 'quire-invalid-'));
    const built = await buildSite({ dir: path.join(fixtures, 'invalid'), outDir: path.join(out, 'dist') });
    expect(built.diagnostics.filter((d) => d.rule === 'openapi-invalid')).toHaveLength(3);
    await rm(out, { recursive: true, force: true });
  });
});

describe('OpenAPI 3.2 additional operations (custom methods, reference §2.5)', () => {
  it('get pages in bulk, by a selective reference and from frontmatter, each documenting its method', async () => {
    const { site, diagnostics } = await open('additional-ops');
    expect(diagnostics).toEqual([]);
    const api = (url: string) => {
      const route = site.state.routes.get(url);
      return route && 'api' in route ? route.api : undefined;
    };
    expect(api('/api-reference/get-a-file')).toMatchObject({ method: 'GET', path: '/files/{id}' });
    expect(api('/api-reference/copy-a-file')).toMatchObject({ method: 'COPY', path: '/files/{id}' });
    expect(api('/api-reference/purge-files')).toMatchObject({ method: 'PURGE', path: '/files/{id}' });
    expect(api('/p')).toMatchObject({ kind: 'operation', method: 'PURGE', path: '/files/{id}' });
    // The sidebar's method pill of the page bound in frontmatter, and of a bulk page.
    expect(site.state.pageMeta.get('p')?.method).toBe('PURGE');
    expect(site.state.pageMeta.get('api-reference/copy-a-file')?.method).toBe('COPY');
    const { html, diagnostics: pageDiagnostics } = await renderRoute(site, '/api-reference/copy-a-file');
    expect(pageDiagnostics).toEqual([]);
    expect(html).toContain('q-method-copy');
    // The path item's parameter applies, and the operation's own header parameter is there with its anchor.
    expect(html).toContain('id="id"');
    expect(html).toContain('Destination');
    expect(await site.state.validateSpecs()).toEqual([]);
  });
});
