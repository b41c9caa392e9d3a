import { describe, expect, it } from 'vitest';
import type { Locate } from '../../../src/config/json-path.js';
import { NavigationSchema, type Navigation } from '../../../src/config/schema/navigation.js';
import { pagePathToUrl } from '../../../src/content/page-path.js';
import type { PageSource } from '../../../src/content/types.js';
import { endpointPlaceholderUrl, parseEndpointRef } from '../../../src/navigation/endpoint-ref.js';
import { prepareStringToBeValidFilename } from '../../../src/openapi/page-slug.js';
import { listNavigationPages } from '../../../src/navigation/list-navigation-pages.js';
import { pageNavigation } from '../../../src/navigation/page-navigation.js';
import { resolveNavigation } from '../../../src/navigation/resolve-navigation.js';

const locate: Locate = () => undefined;

function pagesOf(paths: readonly string[]): Map<string, PageSource> {
  return new Map(paths.map((p) => [p, { path: p, url: pagePathToUrl(p), file: `${p}.mdx`, ext: '.mdx' as const }]));
}

function resolve(
  navigation: unknown,
  pages: readonly string[],
  extra: Partial<Parameters<typeof resolveNavigation>[0]> = {},
) {
  return resolveNavigation({
    navigation: NavigationSchema.parse(navigation) as Navigation,
    pages: pagesOf(pages),
    locate,
    ...extra,
  });
}

describe('endpoint references', () => {
  it('parses the §2.5 grammar and leaves page paths alone', () => {
    expect(parseEndpointRef('GET /users')).toEqual({
      raw: 'GET /users',
      method: 'GET',
      path: '/users',
      webhook: false,
    });
    expect(parseEndpointRef('openapi.json post /users/{id}')).toMatchObject({
      method: 'POST',
      path: '/users/{id}',
      explicitSpec: 'openapi.json',
    });
    expect(parseEndpointRef('webhook orderUpdated')).toMatchObject({
      method: 'WEBHOOK',
      path: 'orderUpdated',
      webhook: true,
    });
    expect(parseEndpointRef('v1.json webhook orderUpdated')).toMatchObject({ webhook: true, explicitSpec: 'v1.json' });
    expect(parseEndpointRef('QUERY /search')).toMatchObject({ method: 'QUERY' });
    expect(parseEndpointRef('guides/setup')).toBeUndefined();
    expect(parseEndpointRef('GET users')).toBeUndefined();
    // Any other method word names an OpenAPI 3.2 additional operation (§2.5), matched as written.
    expect(parseEndpointRef('FETCH /users')).toMatchObject({ method: 'FETCH', path: '/users' });
    expect(parseEndpointRef('a b c d')).toBeUndefined();
  });

  it('reads spec names, webhook names and channel ids with spaces, and leaves page paths with spaces alone', () => {
    expect(parseEndpointRef('api specs/open api.yaml GET /things')).toMatchObject({
      method: 'GET',
      path: '/things',
      explicitSpec: 'api specs/open api.yaml',
    });
    expect(parseEndpointRef('api specs/open api.yaml webhook New order')).toMatchObject({
      method: 'WEBHOOK',
      path: 'New order',
      explicitSpec: 'api specs/open api.yaml',
    });
    expect(parseEndpointRef('webhook New order')).toMatchObject({ method: 'WEBHOOK', path: 'New order' });
    expect(parseEndpointRef('events.yaml channel room one')).toMatchObject({
      method: 'CHANNEL',
      path: 'room one',
      explicitSpec: 'events.yaml',
    });
    expect(parseEndpointRef('docs/how to use webhook events')).toBeUndefined();
    expect(parseEndpointRef('get started with the GET /x guide')).toBeUndefined();
    // A path with a space after a spec file's name: what bulk `openapi` writes for such a path (openapi-check warns).
    expect(parseEndpointRef('spec.json GET /a b')).toMatchObject({
      method: 'GET',
      path: '/a b',
      explicitSpec: 'spec.json',
    });
    expect(parseEndpointRef('my guide GET /a b')).toBeUndefined();
  });

  it('prepares file names like Mintlify', () => {
    expect(prepareStringToBeValidFilename('Get a list of all shelves.')).toBe('get-a-list-of-all-shelves');
    expect(prepareStringToBeValidFilename('/users/{id}/posts')).toBe('users-posts');
    expect(prepareStringToBeValidFilename("Create (new) user's item, fast")).toBe('create-new-users-item-fast');
    expect(endpointPlaceholderUrl({ method: 'DELETE', path: '/pets/{petId}', webhook: false })).toBe(
      '/api-reference/delete-pets',
    );
    expect(endpointPlaceholderUrl({ method: 'WEBHOOK', path: 'new pet', webhook: true }, '/hooks/')).toBe(
      '/hooks/new-pet',
    );
  });
});

describe('resolveNavigation', () => {
  it('lets the OpenAPI stage expand bulk nodes and name endpoint pages', () => {
    const requests: string[] = [];
    const { tree, diagnostics } = resolve(
      {
        tabs: [
          { tab: 'API', openapi: 'spec.json' },
          { tab: 'Docs', pages: ['index'] },
        ],
      },
      ['index'],
      {
        expandApi: (request) => {
          requests.push(`${request.kind} ${request.spec.sources.join()}`);
          return [{ group: 'Pets', pages: ['spec.json GET /pets', 'spec.json POST /pets'] }];
        },
        endpointUrl: (endpoint) => `/reference/${endpoint.method.toLowerCase()}${endpoint.path.replaceAll('/', '-')}`,
      },
    );
    expect(diagnostics).toEqual([]);
    expect(requests).toEqual(['openapi spec.json']);
    expect(tree.bulkApi).toMatchObject([{ kind: 'openapi', owner: { type: 'division', id: 1 }, expanded: true }]);
    expect(
      listNavigationPages(tree).map((e) => `${e.url}${e.kind === 'endpoint' && e.placeholder ? ' placeholder' : ''}`),
    ).toEqual(['/reference/get-pets', '/reference/post-pets', '/']);
    const nav = pageNavigation(tree, '/reference/post-pets', { meta: () => undefined });
    expect(nav.tabs.map((t) => `${t.label} ${t.href}${t.active ? ' *' : ''}`)).toEqual([
      'API /reference/get-pets *',
      'Docs /',
    ]);
    expect(nav.sidebar).toMatchObject([
      { kind: 'group', label: 'Pets', items: [{ method: 'GET' }, { method: 'POST', active: true }] },
    ]);
  });

  it("puts the pages a division's spec generates outside any group in the division, leaving out missing ones", () => {
    const { tree, diagnostics } = resolve({ tabs: [{ tab: 'API', openapi: 'spec.json' }] }, [], {
      expandApi: () => ['spec.json GET /pets', 'guides/missing'],
    });
    expect(tree.divisions[1]?.items).toEqual([{ type: 'entry', entry: 0 }]);
    expect(tree.entries[0]).toMatchObject({ kind: 'endpoint', division: 1, groups: [] });
    expect(diagnostics).toMatchObject([{ rule: 'nav-missing-page', path: 'navigation.tabs[0].openapi[1]' }]);
  });

  it('skips bulk generation for a spec an endpoint below relies on, but not for one named explicitly', () => {
    const { tree } = resolve(
      {
        groups: [
          { group: 'Selective', openapi: 'a.json', pages: ['GET /a'] },
          { group: 'Explicit only', openapi: 'b.json', pages: ['c.json GET /c'] },
        ],
      },
      [],
    );
    expect(tree.bulkApi.map((b) => b.spec.sources[0])).toEqual(['b.json']);
  });

  it('warns that a whole spec on a division with child divisions lists nothing, unless an endpoint below uses it', () => {
    const unused = resolve(
      {
        tabs: [
          {
            tab: 'API',
            openapi: 'spec.json',
            versions: [
              { version: 'v1', pages: ['a'] },
              { version: 'v2', pages: ['b'] },
            ],
          },
        ],
      },
      ['a', 'b'],
    );
    expect(unused.tree.bulkApi).toEqual([]);
    expect(unused.diagnostics).toMatchObject([
      { severity: 'warning', rule: 'nav-unused-spec', path: 'navigation.tabs[0].openapi' },
    ]);
    expect(unused.diagnostics[0]!.message).toContain('`versions`');

    const used = resolve(
      { tabs: [{ tab: 'API', openapi: 'spec.json', versions: [{ version: 'v1', pages: ['GET /pets'] }] }] },
      [],
    );
    expect(used.diagnostics).toEqual([]);
  });

  it('uses openapi over asyncapi on a group that sets both', () => {
    const { tree } = resolve({ groups: [{ group: 'Both', openapi: 'o.json', asyncapi: 'a.yaml', pages: [] }] }, []);
    expect(tree.groups[0]!.inherited.asyncapi).toBeUndefined();
    expect(tree.bulkApi.map((b) => b.kind)).toEqual(['openapi']);
  });

  it('gives the same endpoint one URL wherever it is listed', () => {
    const { tree } = resolve(
      { openapi: 's.json', pages: ['GET /x', { group: 'Again', pages: ['s.json GET /x/'] }] },
      [],
    );
    expect(tree.entries.map((e) => e.url)).toEqual(['/api-reference/get-x', '/api-reference/get-x']);
    expect(listNavigationPages(tree)).toHaveLength(1);
  });

  it('produces a tree that survives JSON and structured cloning', () => {
    const { tree } = resolve(
      {
        versions: [
          { version: 'v1', pages: ['a'] },
          { version: 'v2', pages: ['b'] },
        ],
      },
      ['a', 'b'],
    );
    expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
    expect(structuredClone(tree)).toEqual(tree);
  });
});

describe('resolveNavigation: limits and division details', () => {
  /** A group holding `depth` groups nested in one another, the innermost listing `index`. */
  const nested = (depth: number): unknown => {
    let group: Record<string, unknown> = { group: `G${depth}`, pages: ['index'] };
    for (let level = depth - 1; level >= 1; level--) group = { group: `G${level}`, pages: [group] };
    return group;
  };

  it('takes groups nested as deep as the limit, and leaves out deeper ones with one located error', () => {
    const ok = resolve({ groups: [nested(16)] }, ['index']);
    expect(ok.diagnostics).toEqual([]);
    expect(ok.tree.groups).toHaveLength(16);
    expect(ok.tree.entries).toHaveLength(1);

    const deep = resolve({ groups: [nested(18)] }, ['index']);
    expect(deep.diagnostics.map((d) => [d.severity, d.rule, d.message])).toEqual([
      ['error', 'nav-too-deep', 'groups are nested more than 16 deep here; this group is left out.'],
    ]);
    expect(deep.diagnostics[0]?.hint).toBe(
      'Flatten the navigation: move deep groups into their own tab, dropdown or page.',
    );
    expect(deep.tree.groups.map((g) => g.label)).toEqual(Array.from({ length: 16 }, (_, i) => `G${i + 1}`));
    expect(deep.tree.entries).toEqual([]);
  });

  it('warns, located, about an empty list that must hold an item', () => {
    const empty = resolve({ tabs: [] }, ['index']);
    expect(empty.diagnostics.map((d) => [d.rule, d.severity, d.path])).toEqual([
      ['nav-empty', 'warning', 'navigation.tabs'],
    ]);
    const nested = resolve(
      {
        tabs: [
          { tab: 'A', groups: [] },
          { tab: 'B', pages: ['index'] },
        ],
      },
      ['index'],
    );
    expect(nested.diagnostics.map((d) => [d.rule, d.severity, d.path])).toEqual([
      ['nav-empty', 'warning', 'navigation.tabs[0].groups'],
    ]);
  });

  it('shows first the first tab that is a section: not a hidden one, nor a link', () => {
    const { tree } = resolve(
      {
        tabs: [
          { tab: 'Blog', href: 'https://example.com/blog' },
          { tab: 'Secret', hidden: true, pages: ['secret'] },
          { tab: 'Guides', pages: ['index'] },
        ],
      },
      ['index', 'secret'],
    );
    const tabs = tree.divisions.filter((d) => d.kind === 'tab');
    expect(tabs.map((t) => [t.label, t.isDefault])).toEqual([
      ['Blog', false],
      ['Secret', false],
      ['Guides', true],
    ]);
    const onlyLinks = resolve(
      {
        tabs: [
          { tab: 'A', href: 'https://a.example' },
          { tab: 'B', href: 'https://b.example' },
        ],
      },
      [],
    );
    expect(onlyLinks.tree.divisions.filter((d) => d.kind === 'tab').map((t) => t.isDefault)).toEqual([true, false]);
  });

  it('keeps what a division shows: icon, color, description, the tag of a version and alignment, as written', () => {
    const { tree } = resolve(
      {
        products: [
          {
            product: 'API',
            icon: 'code',
            color: { light: '#111111', dark: '#eeeeee' },
            description: 'The API',
            pages: ['index'],
          },
        ],
        global: { anchors: [{ anchor: 'Status', href: 'https://status.example', color: { light: '#123456' } }] },
      },
      ['index'],
    );
    const product = tree.divisions.find((d) => d.kind === 'product');
    expect(product).toMatchObject({
      label: 'API',
      icon: 'code',
      color: { light: '#111111', dark: '#eeeeee' },
      description: 'The API',
    });
    const version = resolve({ versions: [{ version: 'v2', tag: 'Latest', pages: ['index'] }] }, ['index']);
    expect(version.tree.divisions.find((d) => d.kind === 'version')).toMatchObject({ label: 'v2', tag: 'Latest' });
    expect(tree.divisions[0]?.global).toMatchObject([{ label: 'Status', color: { light: '#123456' } }]);
    const plain = resolve({ tabs: [{ tab: 'T', pages: ['index'], align: 'end' }] }, ['index']).tree.divisions.find(
      (d) => d.kind === 'tab',
    );
    expect(plain).toMatchObject({ label: 'T', align: 'end' });
    expect(plain).not.toHaveProperty('icon');
    expect(plain).not.toHaveProperty('color');
    expect(plain).not.toHaveProperty('description');
  });
  it('labels a global product link by its display name, else its product key', () => {
    const { tree } = resolve(
      {
        pages: ['index'],
        global: {
          products: [
            { product: 'cloud', name: 'Acme Cloud', href: '/cloud' },
            { product: 'Edge', href: 'https://edge.example' },
          ],
        },
      },
      ['index'],
    );
    expect(tree.divisions[0]?.global.map((g) => [g.kind, g.label, g.external])).toEqual([
      ['product', 'Acme Cloud', false],
      ['product', 'Edge', true],
    ]);
  });
});

describe('resolveNavigation: what groups pass down, and missing pages', () => {
  it("gives a group's icon, tag, searchable, boost and root to the group, and searchable and boost to its pages", () => {
    const { tree, diagnostics } = resolve(
      {
        groups: [
          {
            group: 'Outer',
            icon: 'book',
            tag: 'Beta',
            searchable: false,
            boost: 2,
            root: 'intro',
            pages: ['a', { group: 'Inner', boost: 3, pages: ['b'] }],
          },
          { group: 'Plain', pages: ['c'] },
        ],
      },
      ['intro', 'a', 'b', 'c'],
    );
    expect(diagnostics).toEqual([]);
    const [outer, inner, plain] = tree.groups;
    expect(outer).toMatchObject({ label: 'Outer', icon: 'book', tag: 'Beta', searchable: false, boost: 2 });
    expect(tree.entries[outer!.rootEntry!]?.pagePath).toBe('intro');
    expect(inner).toMatchObject({ label: 'Inner', searchable: false, boost: 3 });
    expect(plain).not.toHaveProperty('icon');
    expect(plain).not.toHaveProperty('tag');
    expect(plain).not.toHaveProperty('searchable');
    expect(plain).not.toHaveProperty('boost');
    const entry = (pagePath: string) => tree.entries.find((e) => e.pagePath === pagePath);
    expect(entry('a')).toMatchObject({ searchable: false, boost: 2 });
    expect(entry('b')).toMatchObject({ searchable: false, boost: 3 });
    expect(entry('c')).not.toHaveProperty('searchable');
    expect(entry('c')).not.toHaveProperty('boost');
  });

  it.each([
    { name: 'a typo', missing: 'guides/instal', pages: ['guides/install', 'guides/usage'], meant: 'guides/install' },
    {
      name: 'a page moved to another folder',
      missing: 'setup/authentication',
      pages: ['guides/authentication', 'index'],
      meant: 'guides/authentication',
    },
    {
      name: 'a renamed page that keeps the start of its name',
      missing: 'reference/configuration',
      pages: ['reference/configuration-file', 'x'],
      meant: 'reference/configuration-file',
    },
    { name: 'nothing close', missing: 'pricing', pages: ['guides/install', 'index'], meant: undefined },
  ])('suggests the page meant for $name', ({ missing, pages, meant }) => {
    const { diagnostics } = resolve({ pages: [missing] }, pages);
    expect(diagnostics.map((d) => [d.rule, d.hint])).toEqual([
      [
        'nav-missing-page',
        meant
          ? `Did you mean \`${meant}\`? Otherwise create ${missing}.mdx or remove the entry.`
          : `Create ${missing}.mdx (or .md), or remove the entry.`,
      ],
    ]);
  });
});

describe('resolveNavigation: defaults, search flags and global links', () => {
  it('makes a visible link the default when every section is hidden, else the first division', () => {
    const defaults = (tabs: unknown[]) =>
      resolve({ tabs }, ['a'])
        .tree.divisions.filter((d) => d.kind === 'tab')
        .map((t) => t.isDefault);
    expect(
      defaults([
        { tab: 'A', hidden: true, pages: ['a'] },
        { tab: 'Blog', href: 'https://blog.example' },
      ]),
    ).toEqual([false, true]);
    expect(
      defaults([
        { tab: 'A', hidden: true, pages: ['a'] },
        { tab: 'B', hidden: true, pages: ['a'] },
      ]),
    ).toEqual([true, false]);
  });

  it('warns once, located, when several versions are marked default, and uses the first', () => {
    const { tree, diagnostics } = resolve(
      {
        versions: [
          { version: 'v1', pages: ['a'] },
          { version: 'v2', default: true, pages: ['a'] },
          { version: 'v3', default: true, pages: ['a'] },
        ],
      },
      ['a'],
    );
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        rule: 'nav-multiple-defaults',
        message: 'more than one version is marked `default`; the first one, v2, is used.',
        hint: 'Keep `"default": true` on one version only.',
        path: 'navigation.versions[2].default',
      },
    ]);
    expect(tree.divisions.filter((d) => d.kind === 'version').map((v) => v.isDefault)).toEqual([false, true, false]);
  });

  it('says which empty list adds nothing and how to fix it', () => {
    expect(resolve({ anchors: [] }, []).diagnostics).toMatchObject([
      {
        message: '`anchors` is empty, so it adds nothing to the navigation (Mintlify requires at least one item here).',
        hint: 'Add an item to `anchors`, or remove the key.',
      },
    ]);
  });

  it("passes a division's `searchable` down to its pages, through divisions that set none", () => {
    const { tree } = resolve(
      {
        versions: [
          { version: 'v1', hidden: true, searchable: true, tabs: [{ tab: 'T', pages: ['a'] }] },
          { version: 'v2', searchable: false, pages: ['b'] },
          { version: 'v3', pages: ['c'] },
        ],
      },
      ['a', 'b', 'c'],
    );
    expect(tree.entries.map((e) => [e.pagePath, e.searchable])).toEqual([
      ['a', true],
      ['b', false],
      ['c', undefined],
    ]);
    expect(tree.entries[2]).not.toHaveProperty('searchable');
  });

  it('leaves a missing page out of a division, and generates no pages for a division that is only a link', () => {
    const { tree, diagnostics } = resolve(
      {
        tabs: [
          { tab: 'Docs', pages: ['missing', 'intro'] },
          { tab: 'API', href: 'https://api.example', openapi: 'spec.json' },
        ],
      },
      ['intro'],
      { expandApi: () => ['spec.json GET /pets'] },
    );
    expect(tree.divisions[1]?.items).toEqual([{ type: 'entry', entry: 0 }]);
    expect(diagnostics.map((d) => d.rule)).toEqual(['nav-missing-page']);
    expect(tree.bulkApi).toEqual([]);
    expect(tree.divisions[2]?.items).toEqual([]);
  });

  it('keeps `align: start` as written', () => {
    const { tree } = resolve({ tabs: [{ tab: 'T', pages: ['a'], align: 'start' }] }, ['a']);
    expect(tree.divisions[1]?.align).toBe('start');
  });

  it('gives a global link its kind, label, href and display fields, and a language link its locale name', () => {
    const { tree } = resolve(
      {
        pages: ['a'],
        global: {
          tabs: [
            {
              tab: 'Blog',
              href: 'https://blog.example',
              icon: 'book',
              description: 'News',
              color: { light: '#111111' },
              hidden: true,
            },
          ],
          languages: [{ language: 'fr', href: '/fr' }],
        },
      },
      ['a'],
    );
    expect(tree.divisions[0]?.global).toStrictEqual([
      {
        kind: 'tab',
        label: 'Blog',
        href: 'https://blog.example',
        external: true,
        hidden: true,
        icon: 'book',
        description: 'News',
        color: { light: '#111111' },
      },
      { kind: 'language', label: 'Français', href: '/fr', external: false, hidden: false, description: 'fr' },
    ]);
  });
});
