/**
 * The home pages the navigation implies (division-roots.ts): the first page at `/`, and the first page of each
 * version and language at the folder all its pages share. Built from real navigation trees, as load-site does.
 */
import { describe, expect, it } from 'vitest';
import type { Locate } from '../../../src/config/json-path.js';
import { NavigationSchema, type Navigation } from '../../../src/config/schema/navigation.js';
import { pagePathToUrl } from '../../../src/content/page-path.js';
import { divisionRoots } from '../../../src/navigation/division-roots.js';
import { resolveNavigation } from '../../../src/navigation/resolve-navigation.js';

const locate: Locate = () => undefined;

/** The roots of a navigation whose pages all exist, as [url, served page] pairs in insertion order. */
function roots(navigation: unknown, pages: readonly string[]): [string, string][] {
  const { tree } = resolveNavigation({
    navigation: NavigationSchema.parse(navigation) as Navigation,
    pages: new Map(pages.map((p) => [p, { path: p, url: pagePathToUrl(p), file: `${p}.mdx`, ext: '.mdx' as const }])),
    locate,
  });
  return [...divisionRoots(tree)];
}

describe('divisionRoots', () => {
  it('serves the first page of the navigation at the root', () => {
    expect(roots({ groups: [{ group: 'G', pages: ['intro', 'guide/a'] }] }, ['intro', 'guide/a'])).toEqual([
      ['/', '/intro'],
    ]);
  });

  it('adds nothing when the first page already is the root, and uses canonical URLs', () => {
    expect(roots({ groups: [{ group: 'G', pages: ['index', 'guide/a'] }] }, ['index', 'guide/a'])).toEqual([]);
    expect(roots({ groups: [{ group: 'G', pages: ['guide/index'] }] }, ['guide/index'])).toEqual([['/', '/guide']]);
  });

  it('adds nothing when the first entry is an external link', () => {
    expect(roots({ anchors: [{ anchor: 'Blog', href: 'https://blog.acme.dev' }] }, [])).toEqual([]);
  });

  it('serves each version at the folder its pages share, and the default version at the root', () => {
    const nav = {
      versions: [
        { version: 'v1', groups: [{ group: 'G', pages: ['v1/intro', 'v1/guide/a'] }] },
        { version: 'v2', default: true, pages: ['v2/start'] },
      ],
    };
    expect(roots(nav, ['v1/intro', 'v1/guide/a', 'v2/start'])).toEqual([
      ['/', '/v2/start'],
      ['/v1', '/v1/intro'],
      ['/v2', '/v2/start'],
    ]);
  });

  it('serves each language at its prefix; a language at the site root adds nothing more', () => {
    const nav = {
      languages: [
        { language: 'en', pages: ['intro'] },
        { language: 'es', pages: ['es/intro', 'es/guia/a'] },
      ],
    };
    expect(roots(nav, ['intro', 'es/intro', 'es/guia/a'])).toEqual([
      ['/', '/intro'],
      ['/es', '/es/intro'],
    ]);
  });

  it('skips a version whose pages share no folder, and keeps the first version that claims a prefix', () => {
    const nav = {
      versions: [
        { version: 'v1', pages: ['a/x', 'b/y'] },
        { version: 'v2', pages: ['v2/x'] },
        { version: 'v3', pages: ['v2/y'] },
      ],
    };
    expect(roots(nav, ['a/x', 'b/y', 'v2/x', 'v2/y'])).toEqual([
      ['/', '/a/x'],
      ['/v2', '/v2/x'],
    ]);
  });

  it('skips a version that lists no page', () => {
    const nav = {
      versions: [
        { version: 'v1', pages: [] },
        { version: 'v2', pages: ['v2/x'] },
      ],
    };
    expect(roots(nav, ['v2/x'])).toEqual([
      ['/', '/v2/x'],
      ['/v2', '/v2/x'],
    ]);
  });

  it('uses the longest shared folder of nested versions, and drops the query of a link', () => {
    const nested = {
      tabs: [
        {
          tab: 'A',
          versions: [
            { version: 'v1', pages: ['a/v1/x'] },
            { version: 'v2', pages: ['a/v2/x'] },
          ],
        },
      ],
    };
    expect(roots(nested, ['a/v1/x', 'a/v2/x'])).toEqual([
      ['/', '/a/v1/x'],
      ['/a/v1', '/a/v1/x'],
      ['/a/v2', '/a/v2/x'],
    ]);
    const linked = {
      versions: [
        { version: 'v1', href: '/v1/old?x=1' },
        { version: 'v2', pages: ['v2/x'] },
      ],
    };
    expect(roots(linked, ['v2/x'])).toEqual([
      ['/', '/v1/old'],
      ['/v2', '/v2/x'],
    ]);
  });
});
