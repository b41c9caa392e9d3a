/**
 * "Each navigation element can contain one type of child element at each level" (docs-json.md §2.1, §2.2):
 * the exact problems `checkChildKeys` reports for mixed or disallowed children, and how it lists the keys.
 */
import { describe, expect, it } from 'vitest';
import { checkChildKeys } from '../../../src/navigation/child-kinds.js';

const GROUP_HINT = 'Nest groups inside `pages`: `"pages": ["intro", { "group": "…", "pages": […] }]`.';

describe('checkChildKeys', () => {
  it('accepts one allowed kind, and gives the keys present from the leaves up', () => {
    expect(checkChildKeys('tab', { tab: 'Guides', pages: [] }, ['navigation', 'tabs', 0])).toEqual({ keys: ['pages'] });
    expect(checkChildKeys('group', { group: 'G' }, ['navigation', 'groups', 0])).toEqual({ keys: [] });
  });

  it('locates a kind the level cannot hold at its key, and lists what it can hold', () => {
    expect(checkChildKeys('tab', { tab: 'Guides', tabs: [] }, ['navigation', 'tabs', 1])).toEqual({
      keys: ['tabs'],
      problem: {
        rule: 'nav-disallowed-child',
        severity: 'error',
        message: 'a tab cannot hold `tabs`.',
        hint: 'Use one of `pages`, `groups`, `href`, `menu`, `anchors`, `dropdowns`, `products`, `versions` or `languages` here.',
        path: ['navigation', 'tabs', 1, 'tabs'],
      },
    });
  });

  it('tells a group holding groups to nest them in its pages, and ignores them as the platform does', () => {
    expect(checkChildKeys('group', { group: 'G', groups: [] }, ['navigation', 'groups', 2])).toEqual({
      keys: [],
      problem: {
        rule: 'nav-disallowed-child',
        severity: 'warning',
        message: 'a group cannot hold `groups`; it is ignored.',
        hint: GROUP_HINT,
        path: ['navigation', 'groups', 2, 'groups'],
      },
    });
    expect(checkChildKeys('group', { group: 'G', pages: [], groups: [] }, ['navigation', 'groups', 2])).toEqual({
      keys: ['pages'],
      problem: {
        rule: 'nav-mixed-children',
        severity: 'warning',
        message:
          'a group holds one kind of child, but this one has both `pages` and `groups`: `pages` is used, `groups` is ignored.',
        hint: GROUP_HINT,
        path: ['navigation', 'groups', 2],
      },
    });
  });

  it('says "both" for two mixed kinds only, keeps the higher kind (a warning), and moves the lower into it', () => {
    expect(checkChildKeys('tab', { tab: 'T', anchors: [], groups: [] }, ['navigation', 'tabs', 0])).toEqual({
      keys: ['anchors'],
      problem: {
        rule: 'nav-mixed-children',
        severity: 'warning',
        message:
          'a tab holds one kind of child, but this one has both `groups` and `anchors`: `anchors` is used, `groups` is ignored.',
        hint: 'Move the groups into an anchor, or the anchors into their own tab.',
        path: ['navigation', 'tabs', 0],
      },
    });
    // A root whose versions each hold tabs, with a stale `tabs` beside them, keeps its versions.
    expect(checkChildKeys('root', { tabs: [], versions: [] }, ['navigation']).keys).toEqual(['versions']);
    expect(checkChildKeys('root', { tabs: [], pages: [], groups: [] }, ['navigation']).problem).toEqual({
      rule: 'nav-mixed-children',
      severity: 'warning',
      message:
        'the navigation root holds one kind of child, but it has `pages`, `groups` and `tabs`: `tabs` is used, `pages` and `groups` are ignored.',
      hint: 'Move the pages into a tab.',
      path: ['navigation'],
    });
    expect(
      checkChildKeys('anchor', { anchor: 'A', pages: [], tabs: [] }, ['navigation', 'anchors', 0]).problem?.hint,
    ).toBe('Move the pages into a tab, or the tabs into their own anchor.');
  });

  it('tells a division that is a link to drop the link or every other kind', () => {
    const { keys, problem } = checkChildKeys('version', { version: 'v1', href: '/v1', pages: [], groups: [] }, [
      'navigation',
      'versions',
      0,
    ]);
    expect(keys).toEqual(['href']);
    expect(problem?.message).toBe(
      'a version holds one kind of child, but this one has `pages`, `groups` and `href`: `href` is used, `pages` and `groups` are ignored.',
    );
    expect(problem?.hint).toBe('A division with `href` is only a link: remove `href`, or remove `pages` and `groups`.');
    expect(checkChildKeys('tab', { tab: 'T', href: '/x', pages: [] }, ['navigation', 'tabs', 0]).problem?.hint).toBe(
      'A division with `href` is only a link: remove `href`, or remove `pages`.',
    );
  });
});
