/**
 * The indexes finishTree computes once after the walk: the version/language switch index (only for sites that
 * have versions or languages) and the URL a link to each division opens (its first visible page, following the
 * default child, a child holding pages before one that is only a link).
 */
import { describe, expect, it } from 'vitest';
import { divisionNamed, treeOf } from './tree-of.js';

describe('finishTree: switch index', () => {
  it('indexes nothing on a site without versions or languages', () => {
    const tree = treeOf({
      tabs: [
        { tab: 'A', pages: ['a/one'] },
        { tab: 'B', pages: ['b/two'] },
      ],
    });
    expect(tree.switchIndex).toEqual({});
  });

  it('lists every entry under its keys, in navigation order, on a site with versions or languages', () => {
    const versions = treeOf({
      versions: [
        { version: 'v1', pages: ['v1/setup'] },
        { version: 'v2', pages: ['v2/setup'] },
      ],
    });
    expect(versions.switchIndex).toEqual({
      '=/v1/setup': [0],
      '~/?/setup': [0, 1],
      '-/setup': [0, 1],
      '~/v1/?': [0],
      '-/v1': [0],
      '=/v2/setup': [1],
      '~/v2/?': [1],
      '-/v2': [1],
    });
    const languages = treeOf({
      languages: [
        { language: 'en', pages: ['intro'] },
        { language: 'fr', pages: ['fr/intro'] },
      ],
    });
    expect(languages.switchIndex['=/intro']).toEqual([0]);
    expect(languages.switchIndex['-/intro']).toEqual([1]);
  });
});

describe('finishTree: first URL of a division', () => {
  it("opens a section at its first visible page, passing over a hidden group's pages", () => {
    const tree = treeOf({
      tabs: [
        {
          tab: 'A',
          groups: [
            { group: 'Internal', hidden: true, pages: ['a/secret'] },
            { group: 'Guides', pages: ['a/visible'] },
          ],
        },
        { tab: 'B', groups: [{ group: 'Internal', hidden: true, pages: ['b/secret'] }] },
      ],
    });
    expect(divisionNamed(tree, 'A').firstUrl).toBe('/a/visible');
    // With nothing visible, still its first page: a link to the tab must open something.
    expect(divisionNamed(tree, 'B').firstUrl).toBe('/b/secret');
  });

  it('prefers a visible link to a hidden section when no visible child holds pages', () => {
    const tree = treeOf({
      versions: [
        { version: 'v1', default: true, hidden: true, pages: ['v1/a'] },
        { version: 'v0', pages: [] },
        { version: 'old', href: '/old' },
        { version: 'v3', hidden: true, pages: ['v3/a'] },
      ],
    });
    expect(tree.divisions[0]!.firstUrl).toBe('/old');
  });

  it('prefers a visible section holding pages to a link when the default child is hidden', () => {
    const tree = treeOf({
      versions: [
        { version: 'v1', default: true, hidden: true, pages: ['v1/a'] },
        { version: 'old', href: '/old' },
        { version: 'v0', pages: [] },
        { version: 'v3', pages: ['v3/a'] },
      ],
    });
    expect(tree.divisions[0]!.firstUrl).toBe('/v3/a');
  });

  it('falls back to a hidden child when no visible one opens anything', () => {
    const tree = treeOf({
      versions: [
        { version: 'v1', pages: [] },
        { version: 'v2', hidden: true, pages: ['v2/a'] },
      ],
    });
    expect(divisionNamed(tree, 'v1').firstUrl).toBeUndefined();
    expect(tree.divisions[0]!.firstUrl).toBe('/v2/a');
  });
});
