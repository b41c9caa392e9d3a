import { describe, expect, it } from 'vitest';
import type { Locate } from '../../../src/config/json-path.js';
import { NavigationSchema, type Navigation } from '../../../src/config/schema/navigation.js';
import { pagePathToUrl } from '../../../src/content/page-path.js';
import type { PageSource } from '../../../src/content/types.js';
import { resolveNavigation } from '../../../src/navigation/resolve-navigation.js';
import { pageSearch } from '../../../src/render/page-search.js';

const locate: Locate = () => undefined;

function treeOf(navigation: unknown, pages: readonly string[]) {
  const sources = new Map<string, PageSource>(
    pages.map((p) => [p, { path: p, url: pagePathToUrl(p), file: `${p}.mdx`, ext: '.mdx' as const }]),
  );
  return resolveNavigation({ navigation: NavigationSchema.parse(navigation) as Navigation, pages: sources, locate })
    .tree;
}

const versioned = treeOf(
  {
    versions: [
      {
        version: 'v2',
        tabs: [
          {
            tab: 'Guides',
            groups: [{ group: 'Start', boost: 3, pages: ['v2/intro', { group: 'Deep', pages: ['v2/deep'] }] }],
          },
          { tab: 'Internals', hidden: true, groups: [{ group: 'Secret', pages: ['v2/secret'] }] },
          { tab: 'Lab', hidden: true, searchable: true, groups: [{ group: 'Labs', pages: ['v2/lab'] }] },
        ],
      },
      { version: 'v1', groups: [{ group: 'Old', pages: ['v1/intro'] }] },
    ],
  },
  ['v2/intro', 'v2/deep', 'v2/secret', 'v2/lab', 'v1/intro', 'orphan'],
);

describe('pageSearch', () => {
  it('indexes a navigation page with its version and tab as filters', () => {
    expect(pageSearch({ tree: versioned, url: '/v2/intro', frontmatter: {} })).toEqual({
      filters: { version: 'v2', section: 'Guides' },
      weight: 3,
    });
    expect(pageSearch({ tree: versioned, url: '/v1/intro', frontmatter: {} })).toEqual({
      filters: { version: 'v1' },
    });
  });

  it('inherits the nearest group boost and lets the page boost win, within 0.1–10', () => {
    expect(pageSearch({ tree: versioned, url: '/v2/deep', frontmatter: {} })?.weight).toBe(3);
    expect(pageSearch({ tree: versioned, url: '/v2/deep', frontmatter: { boost: 0.5 } })?.weight).toBe(0.5);
    expect(pageSearch({ tree: versioned, url: '/v2/deep', frontmatter: { boost: 50 } })?.weight).toBe(10);
    expect(pageSearch({ tree: versioned, url: '/v2/deep', frontmatter: { boost: 1 } })?.weight).toBeUndefined();
  });

  it('leaves out noindex, searchable: false and hidden pages (§2.3)', () => {
    for (const frontmatter of [{ noindex: true }, { searchable: false }, { hidden: true }])
      expect(pageSearch({ tree: versioned, url: '/v2/intro', frontmatter })).toBeUndefined();
    expect(pageSearch({ tree: versioned, url: '/v2/intro', frontmatter: {}, notFound: true })).toBeUndefined();
    // `seo.indexing: all` brings back pages hidden by the navigation, never the page's own exclusions.
    expect(pageSearch({ tree: versioned, url: '/v2/intro', frontmatter: { noindex: true }, indexing: 'all' })).toBe(
      undefined,
    );
  });

  it('leaves out pages outside the navigation unless seo.indexing is all', () => {
    expect(pageSearch({ tree: versioned, url: '/orphan', frontmatter: {} })).toBeUndefined();
    expect(pageSearch({ tree: versioned, url: '/orphan', frontmatter: {}, indexing: 'all' })).toEqual({ filters: {} });
  });

  it('leaves out pages under a hidden tab, unless it is searchable or the page says hidden: false', () => {
    expect(pageSearch({ tree: versioned, url: '/v2/secret', frontmatter: {} })).toBeUndefined();
    expect(pageSearch({ tree: versioned, url: '/v2/secret', frontmatter: { hidden: false } })?.filters).toEqual({
      version: 'v2',
      section: 'Internals',
    });
    expect(pageSearch({ tree: versioned, url: '/v2/secret', frontmatter: {}, indexing: 'all' })).toBeDefined();
    expect(pageSearch({ tree: versioned, url: '/v2/lab', frontmatter: {} })?.filters.section).toBe('Lab');
  });

  it('reads keywords as a list or a comma-separated string', () => {
    expect(
      pageSearch({ tree: versioned, url: '/v1/intro', frontmatter: { keywords: ['cli', ' build '] } })?.keywords,
    ).toEqual(['cli', 'build']);
    expect(pageSearch({ tree: versioned, url: '/v1/intro', frontmatter: { keywords: 'a, b,' } })?.keywords).toEqual([
      'a',
      'b',
    ]);
  });

  it('takes a section from an anchor when the site has no tabs', () => {
    const tree = treeOf({ anchors: [{ anchor: 'API', groups: [{ group: 'G', pages: ['x'] }] }] }, ['x']);
    expect(pageSearch({ tree, url: '/x', frontmatter: {} })).toEqual({ filters: { section: 'API' } });
  });
});
