/**
 * Groups and pages (resolve-items.ts): what a group's whole spec generates lands in the group (docs-json.md §2.5
 * rule 3, bulk mode: "for a `group` node → appended to its `pages`"), and `/` lists the home page.
 */
import { describe, expect, it } from 'vitest';
import type { ExpandApi } from '../../../src/navigation/resolve-context.js';
import { resolveLiteral, treeOf } from './tree-of.js';

const endpointUrl = (endpoint: { method: string; path: string }) =>
  `/reference/${endpoint.method.toLowerCase()}${endpoint.path.replaceAll('/', '-')}`;

describe('resolveGroup: bulk API pages', () => {
  it("appends the pages a group's spec generates to the group, after its own pages", () => {
    const expandApi: ExpandApi = () => ['spec.json GET /pets', 'spec.json POST /pets'];
    const tree = treeOf(
      { groups: [{ group: 'Pets API', openapi: 'spec.json', pages: ['overview'] }] },
      { expandApi, endpointUrl },
    );
    expect(tree.groups[0]!.items).toEqual([
      { type: 'entry', entry: 0 },
      { type: 'entry', entry: 1 },
      { type: 'entry', entry: 2 },
    ]);
    expect(tree.entries.map((e) => [e.url, e.groups])).toEqual([
      ['/overview', [0]],
      ['/reference/get-pets', [0]],
      ['/reference/post-pets', [0]],
    ]);
    expect(tree.bulkApi).toMatchObject([{ kind: 'openapi', owner: { type: 'group', id: 0 }, expanded: true }]);
  });

  it('leaves out a generated page that does not exist, reported where the spec is named', () => {
    const expandApi: ExpandApi = () => ['guides/missing', 'spec.json GET /pets'];
    const { tree, diagnostics } = resolveLiteral(
      { groups: [{ group: 'API', openapi: 'spec.json' }] },
      { expandApi, endpointUrl, pages: [] },
    );
    expect(tree.groups[0]!.items).toEqual([{ type: 'entry', entry: 0 }]);
    expect(diagnostics).toMatchObject([
      { rule: 'nav-missing-page', path: 'navigation.groups[0].openapi[0]', severity: 'warning' },
    ]);
  });
});

describe('resolvePageItem: page paths', () => {
  it('leaves out a page name of nothing but spaces, with a warning, instead of listing the home page', () => {
    const { tree, diagnostics } = resolveLiteral(
      { pages: ['index', ' ', '\t', 'guide'] },
      { pages: ['index', 'guide'] },
    );
    expect(tree.entries.map((e) => e.pagePath)).toEqual(['index', 'guide']);
    expect(diagnostics.map((d) => `${d.rule} ${d.path} ${d.message}`)).toEqual([
      'nav-missing-page navigation.pages[1] the page name " " names no page; it is left out of the navigation.',
      'nav-missing-page navigation.pages[2] the page name "\\t" names no page; it is left out of the navigation.',
    ]);
  });

  it('lists `a/index` as the page at /a when a.mdx is the page there (a/index.mdx beside it left out)', () => {
    const { tree, diagnostics } = resolveLiteral({ pages: ['guide/index'] }, { pages: ['guide'] });
    expect(tree.entries.map((e) => [e.pagePath, e.url])).toEqual([['guide', '/guide']]);
    expect(diagnostics).toEqual([]);
  });

  it('lists the home page for `/`', () => {
    const tree = treeOf({ pages: ['/', 'guide'] }, { pages: ['index', 'guide'] });
    expect(tree.entries.map((e) => [e.pagePath, e.url])).toEqual([
      ['index', '/'],
      ['guide', '/guide'],
    ]);
  });
});

describe('resolveGroup: specs and missing pages', () => {
  it('keeps the asyncapi of a group that sets no openapi, and records a bulk node unexpanded without the OpenAPI stage', () => {
    const tree = treeOf({ groups: [{ group: 'Events', asyncapi: 'events.yaml' }] });
    expect(tree.groups[0]!.inherited.asyncapi?.sources).toEqual(['events.yaml']);
    expect(tree.bulkApi).toMatchObject([{ kind: 'asyncapi', owner: { type: 'group', id: 0 }, expanded: false }]);
  });

  it('leaves a missing page out of its group', () => {
    const { tree } = resolveLiteral({ groups: [{ group: 'G', pages: ['missing', 'a'] }] }, { pages: ['a'] });
    expect(tree.groups[0]!.items).toEqual([{ type: 'entry', entry: 0 }]);
    expect(tree.entries.map((e) => [e.kind, e.pagePath])).toEqual([['page', 'a']]);
  });

  it('skips a multi-repo sourceRef entry with a warning', () => {
    const { tree, diagnostics } = resolveLiteral({ pages: [{ sourceRef: 'acme/other-docs' }, 'a'] }, { pages: ['a'] });
    expect(tree.entries).toHaveLength(1);
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        rule: 'nav-source-ref',
        message: 'multi-repo `sourceRef` entries are a hosted-platform feature; this one is skipped.',
        hint: "Copy the other repository's pages into this site to list them here.",
        path: 'navigation.pages[0]',
      },
    ]);
  });
});

describe('resolveEntry: page paths and endpoints', () => {
  it('lists a folder by its index page', () => {
    const tree = treeOf({ pages: ['guide'] }, { pages: ['guide/index'] });
    expect(tree.entries.map((e) => [e.pagePath, e.url])).toEqual([['guide/index', '/guide']]);
  });

  it('gives an endpoint with no spec anywhere a placeholder page', () => {
    const tree = treeOf({ pages: ['GET /users'] });
    expect(tree.entries[0]).toMatchObject({ kind: 'endpoint', url: '/api-reference/get-users', placeholder: true });
    expect(tree.entries[0]!.endpoint).not.toHaveProperty('spec');
  });

  it('names the spec of an endpoint relative to the site root', () => {
    const tree = treeOf({ pages: ['/specs/openapi.json GET /users', './/openapi.json GET /pets'] });
    expect(tree.entries.map((e) => e.endpoint?.spec)).toEqual(['specs/openapi.json', 'openapi.json']);
  });

  it('gives one URL to one operation whatever its trailing slashes, and another to the same path in another spec', () => {
    const tree = treeOf({ pages: ['a.json GET /pets/{id}', 'a.json GET /pets/{id}//', 'b.json GET /pets/{id}'] });
    expect(tree.entries.map((e) => e.url)).toEqual([
      '/api-reference/get-pets',
      '/api-reference/get-pets',
      '/api-reference/get-pets-1',
    ]);
  });
});

describe('missing pages: the suggestion', () => {
  const hintFor = (missing: string, pages: string[]) =>
    resolveLiteral({ pages: [missing] }, { pages }).diagnostics[0]?.hint;

  it('suggests a page a small typo away, or the one page of the same name elsewhere', () => {
    expect(hintFor('intor', ['intro', 'guides/setup'])).toBe(
      'Did you mean `intro`? Otherwise create intor.mdx or remove the entry.',
    );
    expect(hintFor('setup', ['intro', 'guides/setup'])).toBe(
      'Did you mean `guides/setup`? Otherwise create setup.mdx or remove the entry.',
    );
  });

  it('suggests the one page sharing most of the path, and none when several do or the site has no page', () => {
    const one = ['reference/webhooks-retries-and-failures', 'intro'];
    expect(hintFor('reference/webhooks-events', one)).toBe(
      'Did you mean `reference/webhooks-retries-and-failures`? Otherwise create reference/webhooks-events.mdx or remove the entry.',
    );
    const two = [...one, 'reference/webhooks-signatures-verification'];
    expect(hintFor('reference/webhooks-events', two)).toBe(
      'Create reference/webhooks-events.mdx (or .md), or remove the entry.',
    );
    expect(hintFor('intro', [])).toBe('Create intro.mdx (or .md), or remove the entry.');
  });
});
