/**
 * Sidebar rows (section-view.ts): the `deprecated` label of a page, and where a windowed sidebar's group away from
 * the current page links (its first page not hidden, depth first: a nested group opens at its `root` page).
 */
import { describe, expect, it } from 'vitest';
import type { PageMeta } from '../../../src/content/types.js';
import { pageNavigation } from '../../../src/navigation/page-navigation.js';
import { SIDEBAR_INLINE_LIMIT, SIDEBAR_WINDOW } from '../../../src/navigation/section-view.js';
import type { SidebarItem } from '../../../src/navigation/types.js';
import { treeOf } from './tree-of.js';

const metaOf =
  (flags: Record<string, Partial<PageMeta>>) =>
  (pagePath: string): PageMeta => ({ title: pagePath, ...flags[pagePath] });

describe('sidebar page rows', () => {
  it('labels a deprecated page, and only it', () => {
    const tree = treeOf({ groups: [{ group: 'G', pages: ['old', 'new'] }] });
    const nav = pageNavigation(tree, '/new', { meta: metaOf({ old: { deprecated: true } }) });
    expect(nav.sidebar).toMatchObject([
      { kind: 'group', items: [{ href: '/old', deprecated: true }, { href: '/new' }] },
    ]);
    const rows = nav.sidebar[0]?.kind === 'group' ? nav.sidebar[0].items : [];
    expect(rows[1]).not.toHaveProperty('deprecated');
  });
});

describe('windowed sidebar: first page of a group away from the current page', () => {
  // A section large enough to be windowed: its other groups come without their rows.
  const big = Array.from({ length: SIDEBAR_INLINE_LIMIT }, (_, i) => `big/p${i}`);
  const others = ['r/root', 'r/a', 'r/after', 'p/a', 'p/after', 'e/hidden', 'e/after'];
  const tree = treeOf(
    {
      groups: [
        { group: 'Big', pages: big },
        { group: 'Rooted', pages: [{ group: 'R', root: 'r/root', pages: ['r/a'] }, 'r/after'] },
        { group: 'Plain', pages: [{ group: 'P', pages: ['p/a'] }, 'p/after'] },
        { group: 'Emptied', pages: [{ group: 'E', pages: ['e/hidden'] }, 'e/after'] },
      ],
    },
    { pages: [...big, ...others] },
  );
  const nav = pageNavigation(tree, '/big/p0', { meta: metaOf({ 'e/hidden': { hidden: true } }) });
  const group = (label: string): SidebarItem | undefined =>
    nav.sidebar.find((item) => item.kind === 'group' && item.label === label);

  it('opens a nested group at its root page, else at its first page', () => {
    expect(nav.sharedSidebar).toBeDefined();
    // Top-level groups are always open, even without their rows.
    expect(group('Rooted')).toMatchObject({ partial: true, expanded: true, items: [], first: '/r/root' });
    expect(group('Plain')).toMatchObject({ partial: true, items: [], first: '/p/a' });
  });

  it('passes over a nested group whose pages are all hidden', () => {
    expect(group('Emptied')).toMatchObject({ partial: true, items: [], first: '/e/after' });
  });
});

describe('windowed sidebar: when and where', () => {
  const pagesOf = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);

  it('windows a section of more than SIDEBAR_INLINE_LIMIT pages only', () => {
    const at = (n: number) => pageNavigation(treeOf({ pages: pagesOf(n) }), '/p0', { meta: metaOf({}) });
    expect(at(SIDEBAR_INLINE_LIMIT).sharedSidebar).toBeUndefined();
    expect(at(SIDEBAR_INLINE_LIMIT + 1).sharedSidebar).toBeDefined();
  });

  it('centres the window on a page listed outside any group, and ends it with the last rows', () => {
    const count = SIDEBAR_INLINE_LIMIT + 10;
    const tree = treeOf({ pages: pagesOf(count) });
    const middle = pageNavigation(tree, '/p100', { meta: metaOf({}) }).sidebar;
    expect(middle[0]).toEqual({ kind: 'gap', count: 100 - SIDEBAR_WINDOW / 2 });
    expect(middle).toContainEqual(expect.objectContaining({ href: '/p100', active: true }));
    const last = pageNavigation(tree, `/p${count - 1}`, { meta: metaOf({}) }).sidebar;
    expect(last[0]).toEqual({ kind: 'gap', count: count - SIDEBAR_WINDOW });
    expect(last).toHaveLength(SIDEBAR_WINDOW + 1);
  });
});
