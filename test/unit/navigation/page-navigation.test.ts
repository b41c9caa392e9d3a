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
