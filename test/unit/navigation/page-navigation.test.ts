/**
 * pageNavigation's `global` links of the switcher kinds (docs-json.md §2.2: "shown on all pages regardless of the
 * active section"): a dropdown, language or version link joins its switcher, or makes one with no current item.
 */
import { describe, expect, it } from 'vitest';
import { pageNavigation } from '../../../src/navigation/page-navigation.js';
import { treeOf } from './tree-of.js';

describe('pageNavigation: global links', () => {
  const tree = treeOf({
    global: {
      dropdowns: [{ dropdown: 'Blog', href: 'https://blog.example.com' }],
      languages: [{ language: 'de', href: 'https://de.example.com/docs' }],
      versions: [{ version: 'v0', href: '/v0/intro', hidden: true }],
    },
    versions: [
      { version: 'v1', pages: ['v1/intro'] },
      { version: 'v2', pages: ['v2/intro'], global: { versions: [{ version: 'Legacy', href: '/legacy' }] } },
    ],
  });
  const nav = pageNavigation(tree, '/v2/intro', { base: '/docs/', meta: () => undefined });

  it('makes a switcher with no current item for the links of a kind the section has none of', () => {
    expect(nav.dropdowns).toEqual({
      items: [{ label: 'Blog', href: 'https://blog.example.com', external: true }],
      current: -1,
    });
    expect(nav.languages).toEqual({
      items: [{ label: 'Deutsch', href: 'https://de.example.com/docs', description: 'de', external: true }],
      current: -1,
    });
  });

  it("adds a division's own links after the switcher's items, and leaves hidden links out", () => {
    expect(nav.versions).toEqual({
      items: [
        { label: 'v1', href: '/docs/v1/intro' },
        { label: 'v2', href: '/docs/v2/intro', active: true },
        { label: 'Legacy', href: '/docs/legacy' },
      ],
      current: 1,
    });
  });
});

describe('pageNavigation: tabs, products and links', () => {
  it("keeps the tabs bar on a page of a tab's menu item, the menu under its tab", () => {
    const tree = treeOf({
      tabs: [
        {
          tab: 'Products',
          menu: [
            { item: 'A', pages: ['a'] },
            { item: 'B', pages: ['b'] },
          ],
        },
        { tab: 'Docs', pages: ['d'] },
      ],
    });
    const nav = pageNavigation(tree, '/a', { meta: () => undefined });
    expect(nav.tabs).toEqual([
      {
        label: 'Products',
        href: '/a',
        active: true,
        menu: [
          { label: 'A', href: '/a', active: true },
          { label: 'B', href: '/b' },
        ],
      },
      { label: 'Docs', href: '/d' },
    ]);
  });

  it('sends the product switcher to the first page of each product: only versions and languages keep the page', () => {
    // Inside a version, so that the tree holds a switch index.
    const tree = treeOf({
      versions: [
        {
          version: 'v1',
          products: [
            { product: 'Cloud', pages: ['cloud/intro', 'cloud/setup'] },
            { product: 'Edge', pages: ['edge/intro', 'edge/setup'] },
          ],
        },
      ],
    });
    const nav = pageNavigation(tree, '/cloud/setup', { meta: () => undefined });
    expect(nav.products?.items.map((p) => p.href)).toEqual(['/cloud/intro', '/edge/intro']);
  });

  it('marks external a tab whose first page is an external link', () => {
    const tree = treeOf({
      tabs: [
        { tab: 'Docs', pages: ['d'] },
        { tab: 'Status', anchors: [{ anchor: 'Status page', href: 'https://status.example' }] },
      ],
    });
    const nav = pageNavigation(tree, '/d', { meta: () => undefined });
    expect(nav.tabs).toEqual([
      { label: 'Docs', href: '/d', active: true },
      { label: 'Status', href: 'https://status.example', external: true },
    ]);
  });

  it('makes active the link a page outside the navigation is opened by, whatever its query or fragment', () => {
    const tree = treeOf({
      tabs: [
        { tab: 'Docs', pages: ['d'] },
        { tab: 'Changelog', href: '/changelog?from=nav#latest' },
      ],
    });
    const nav = pageNavigation(tree, '/changelog', { meta: () => undefined });
    expect(nav.tabs.map((t) => [t.label, t.active === true])).toEqual([
      ['Docs', false],
      ['Changelog', true],
    ]);
  });
});
