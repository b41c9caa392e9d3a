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
  it('lists the home page for `/`', () => {
    const tree = treeOf({ pages: ['/', 'guide'] }, { pages: ['index', 'guide'] });
    expect(tree.entries.map((e) => [e.pagePath, e.url])).toEqual([
      ['index', '/'],
      ['guide', '/guide'],
    ]);
  });
});
