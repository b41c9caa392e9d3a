/**
 * Lookups on a resolved tree (find-entry.ts): which listing a URL shows when a page is listed in several
 * versions/languages, the section a page outside the navigation borrows, the default section, and where the
 * version/language switcher takes a reader (docs-json.md §2.4). Trees come from small navigations, as load-site
 * builds them.
 */
import { describe, expect, it } from 'vitest';
import {
  defaultSection,
  fallbackSection,
  findEntryForUrl,
  labelTokens,
  type SwitchFrom,
  switchIndexKeys,
  switchTargetUrl,
} from '../../../src/navigation/find-entry.js';
import type { NavigationTree } from '../../../src/navigation/types.js';
import { divisionNamed, treeOf } from './tree-of.js';

/** Label of the section (division) holding the entry a URL shows. */
function sectionOf(tree: NavigationTree, url: string): string | undefined {
  const entry = findEntryForUrl(tree, url);
  return entry && tree.divisions[entry.division]!.label;
}

describe('findEntryForUrl', () => {
  it('finds a page listed once by its URL, written with a trailing slash or /index too', () => {
    const tree = treeOf({ groups: [{ group: 'G', pages: ['intro', 'guide/index'] }] });
    expect(findEntryForUrl(tree, '/intro')?.pagePath).toBe('intro');
    expect(findEntryForUrl(tree, '/guide')?.pagePath).toBe('guide/index');
    expect(findEntryForUrl(tree, '/guide/')?.pagePath).toBe('guide/index');
    expect(findEntryForUrl(tree, '/guide/index')?.pagePath).toBe('guide/index');
    expect(findEntryForUrl(tree, '/missing')).toBeUndefined();
  });

  it('shows a page shared by versions in the default version when the URL names none', () => {
    const tree = treeOf({
      versions: [
        { version: 'v1', pages: ['shared/intro'] },
        { version: 'v2', default: true, pages: ['shared/intro'] },
      ],
    });
    expect(sectionOf(tree, '/shared/intro')).toBe('v2');
  });

  it('shows a shared page in the version or language a segment of the URL names, before the default one', () => {
    const versions = treeOf({
      versions: [
        { version: 'v1', default: true, pages: ['v2/setup'] },
        { version: 'v2', pages: ['v2/setup'] },
      ],
    });
    expect(sectionOf(versions, '/v2/setup')).toBe('v2');
    // Case does not matter: `/V2/setup` names `v2`.
    const upper = treeOf({
      versions: [
        { version: 'v1', default: true, pages: ['V2/setup'] },
        { version: 'v2', pages: ['V2/setup'] },
      ],
    });
    expect(sectionOf(upper, '/V2/setup')).toBe('v2');
    const languages = treeOf({
      languages: [
        { language: 'en', pages: ['fr/guide'] },
        { language: 'fr', pages: ['fr/guide'] },
      ],
    });
    expect(sectionOf(languages, '/fr/guide')).toBe('fr');
  });

  it('matches a word of a long version label: `Version 2025-06-18 (latest)` is named by `2025-06-18`', () => {
    const tree = treeOf({
      versions: [
        { version: 'Version 2024-11-05', default: true, pages: ['2025-06-18/spec'] },
        { version: 'Version 2025-06-18 (latest)', pages: ['2025-06-18/spec'] },
      ],
    });
    expect(sectionOf(tree, '/2025-06-18/spec')).toBe('Version 2025-06-18 (latest)');
  });

  it('prefers the listing whose URL names both its version and its language', () => {
    const tree = treeOf({
      languages: [
        {
          language: 'en',
          versions: [
            { version: 'v1', pages: ['en/v1/a'] },
            { version: 'v2', pages: ['fr/v2/p'] },
          ],
        },
        {
          language: 'fr',
          versions: [
            { version: 'v1', pages: ['fr/v1/a'] },
            { version: 'v2', pages: ['fr/v2/p'] },
          ],
        },
      ],
    });
    const entry = findEntryForUrl(tree, '/fr/v2/p');
    expect([entry?.language, entry?.version]).toEqual(['fr', 'v2']);
  });

  it('prefers a visible listing to a hidden one, and else the first listing', () => {
    const hidden = treeOf({
      versions: [
        { version: 'v1', pages: ['a'] },
        { version: 'v2', groups: [{ group: 'Old', hidden: true, pages: ['shared'] }] },
        { version: 'v3', pages: ['shared'] },
      ],
    });
    expect(sectionOf(hidden, '/shared')).toBe('v3');
    const tie = treeOf({
      versions: [
        { version: 'v1', pages: ['a'] },
        { version: 'v2', pages: ['shared'] },
        { version: 'v3', pages: ['shared'] },
      ],
    });
    expect(sectionOf(tie, '/shared')).toBe('v2');
  });
});

describe('labelTokens', () => {
  it('gives the label and its words in lower case, split on spaces, brackets and commas', () => {
    expect(labelTokens('Version 2025-06-18 (latest)')).toEqual([
      'version 2025-06-18 (latest)',
      'version',
      '2025-06-18',
      'latest',
    ]);
    expect(labelTokens('[Beta], v2')).toEqual(['[beta], v2', 'beta', 'v2']);
    expect(labelTokens('fr')).toEqual(['fr', 'fr']);
    // An empty label names nothing (no URL segment is empty).
    expect(labelTokens('')).toEqual([]);
  });
});

describe('fallbackSection', () => {
  it('gives a page outside the navigation the section of the listed page sharing most leading segments', () => {
    const tree = treeOf({
      tabs: [
        { tab: 'Guides', pages: ['guide/a'] },
        { tab: 'API', pages: ['api/v1/users', 'api/v2/users'] },
      ],
    });
    expect(fallbackSection(tree, '/api/v2/orders').label).toBe('API');
    expect(fallbackSection(tree, '/guide/hidden').label).toBe('Guides');
    // A listed URL shares all its segments with itself.
    expect(fallbackSection(tree, '/api/v1/users').label).toBe('API');
  });

  it('ignores pages hidden by their group', () => {
    const tree = treeOf({
      tabs: [
        { tab: 'Guides', pages: ['guide/a'] },
        { tab: 'Secret', groups: [{ group: 'S', hidden: true, pages: ['guide/secret/x'] }] },
      ],
    });
    expect(fallbackSection(tree, '/guide/secret/y').label).toBe('Guides');
  });

  it('breaks a tie for the default version, and keeps the first of equals', () => {
    const versions = treeOf({
      versions: [
        { version: 'v1', pages: ['guide/a', 'guide/deep/a'] },
        { version: 'v2', default: true, pages: ['guide/b'] },
      ],
    });
    expect(fallbackSection(versions, '/guide/c').label).toBe('v2');
    // A longer match in another version wins over the default version's shorter one.
    expect(fallbackSection(versions, '/guide/deep/c').label).toBe('v1');
    const tabs = treeOf({
      tabs: [
        { tab: 'A', pages: ['guide/a'] },
        { tab: 'B', pages: ['guide/b'] },
      ],
    });
    expect(fallbackSection(tabs, '/guide/c').label).toBe('A');
  });

  it('falls back to the default section when no listed page shares a segment', () => {
    const tree = treeOf({
      tabs: [
        { tab: 'A', groups: [{ group: 'Hidden', hidden: true, pages: ['a/x'] }] },
        { tab: 'B', pages: ['b/y'] },
      ],
    });
    expect(fallbackSection(tree, '/elsewhere').label).toBe('A');
    const versions = treeOf({
      versions: [
        { version: 'v1', pages: ['one'] },
        { version: 'v2', default: true, pages: ['two'] },
      ],
    });
    expect(fallbackSection(versions, '/elsewhere').label).toBe('v2');
  });
});

describe('defaultSection', () => {
  const from = (navigation: unknown) => {
    const tree = treeOf(navigation);
    return defaultSection(tree, tree.divisions[0]!).label;
  };

  it('follows the default version, down through nested divisions', () => {
    expect(
      from({
        versions: [
          { version: 'v1', pages: ['a'] },
          {
            version: 'v2',
            default: true,
            tabs: [
              { tab: 'T1', pages: ['b'] },
              { tab: 'T2', pages: ['c'] },
            ],
          },
        ],
      }),
    ).toBe('T1');
  });

  it('passes over a default that is hidden or only a link, for the first visible section', () => {
    expect(
      from({
        versions: [
          { version: 'v1', pages: ['a'] },
          { version: 'v2', default: true, hidden: true, pages: ['b'] },
        ],
      }),
    ).toBe('v1');
    expect(
      from({
        versions: [
          { version: 'v1', pages: ['a'] },
          { version: 'v2', default: true, href: '/old' },
        ],
      }),
    ).toBe('v1');
    expect(
      from({
        versions: [
          { version: 'v1', default: true, hidden: true, pages: ['a'] },
          { version: 'v2', href: 'https://old.example.com' },
          { version: 'v3', pages: ['c'] },
        ],
      }),
    ).toBe('v3');
  });

  it('takes a hidden section when every other one is a link, and stops where every child is a link', () => {
    expect(
      from({
        versions: [
          { version: 'v1', href: '/old' },
          { version: 'v2', hidden: true, pages: ['b'] },
        ],
      }),
    ).toBe('v2');
    const tree = treeOf({
      versions: [
        { version: 'v1', href: '/one' },
        { version: 'v2', href: '/two' },
      ],
    });
    expect(defaultSection(tree, tree.divisions[0]!).id).toBe(0);
  });
});

describe('switchTargetUrl', () => {
  const switchTo = (tree: NavigationTree, target: string, from: SwitchFrom) =>
    switchTargetUrl(tree, divisionNamed(tree, target), from);

  it('keeps the URL when the target lists it, and swaps the version segment', () => {
    const tree = treeOf({
      versions: [
        { version: 'v1', pages: ['shared', 'v1/setup'] },
        { version: 'v2', pages: ['v2/intro', 'shared', 'v2/setup'] },
      ],
    });
    expect(switchTo(tree, 'v2', { url: '/shared', currentLabel: 'v1' })).toBe('/shared');
    expect(switchTo(tree, 'v2', { url: '/v1/setup', currentLabel: 'v1' })).toBe('/v2/setup');
    expect(switchTo(tree, 'v1', { url: '/v2/setup/', currentLabel: 'v2' })).toBe('/v1/setup');
  });

  it('goes to the first page of the target from a page outside the navigation, or to a link target', () => {
    const tree = treeOf({
      versions: [
        { version: 'v1', pages: ['v1/intro', 'v1/setup'] },
        { version: 'v2', pages: ['v2/intro', 'v2/setup'] },
        { version: 'v0', href: '/legacy' },
      ],
    });
    expect(switchTo(tree, 'v2', { url: undefined, currentLabel: 'v1' })).toBe('/v2/intro');
    expect(switchTo(tree, 'v0', { url: '/v1/setup', currentLabel: 'v1' })).toBe('/legacy');
    expect(switchTo(tree, 'v2', { url: '/v1/unknown/deep', currentLabel: 'v1' })).toBe('/v2/intro');
  });

  it('adds or removes the language segment of a deep page', () => {
    const tree = treeOf({
      languages: [
        { language: 'en', pages: ['intro', 'docs/guide', 'guide/setup'] },
        { language: 'fr', pages: ['fr/intro', 'fr/guide/setup'] },
      ],
    });
    expect(switchTo(tree, 'en', { url: '/fr/guide/setup', currentLabel: 'fr' })).toBe('/guide/setup');
    expect(switchTo(tree, 'fr', { url: '/guide/setup', currentLabel: 'en' })).toBe('/fr/guide/setup');
  });

  it('prefers dropping the language segment to swapping it for a segment that is no label', () => {
    const tree = treeOf({
      languages: [
        { language: 'en', pages: ['intro', 'docs/guide', 'guide'] },
        { language: 'fr', pages: ['fr/intro', 'fr/guide'] },
      ],
    });
    expect(switchTo(tree, 'en', { url: '/fr/guide', currentLabel: 'fr' })).toBe('/guide');
  });

  it('prefers a page one label away to one that differs by another segment, else takes that one', () => {
    const tree = treeOf({
      languages: [
        { language: 'en', pages: ['intro', 'guide'] },
        { language: 'fr', pages: ['fr/intro', 'guide/extra', 'fr'] },
        { language: 'es', pages: ['es/intro', 'guide/extra'] },
      ],
    });
    // `/fr` (the French home) is one label away from `/guide`; `/guide/extra` only one page away.
    expect(switchTo(tree, 'fr', { url: '/guide', currentLabel: 'en' })).toBe('/fr');
    expect(switchTo(tree, 'es', { url: '/guide', currentLabel: 'en' })).toBe('/guide/extra');
    // Without the current label, a segment added or removed is still no label.
    expect(switchTo(tree, 'fr', { url: '/guide' })).toBe('/fr');
  });
});

describe('switchIndexKeys', () => {
  it('keys a URL by itself, each segment wildcarded and each segment removed', () => {
    expect(switchIndexKeys('/a/b/c/')).toEqual(['=/a/b/c', '~/?/b/c', '-/b/c', '~/a/?/c', '-/a/c', '~/a/b/?', '-/a/b']);
    expect(switchIndexKeys('/index')).toEqual(['=/']);
  });
});
