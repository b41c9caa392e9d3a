// Large sections: a page holds a window on the section's sidebar (bounded, whatever the section's size), and the
// full sidebar is one shared view of the section with no page marked.
import { describe, expect, it } from 'vitest';
import type { Locate } from '../../../src/config/json-path.js';
import { NavigationSchema, type Navigation } from '../../../src/config/schema/navigation.js';
import { pagePathToUrl } from '../../../src/content/page-path.js';
import type { PageMeta, PageSource } from '../../../src/content/types.js';
import { pageNavigation, sectionSidebar } from '../../../src/navigation/page-navigation.js';
import { resolveNavigation } from '../../../src/navigation/resolve-navigation.js';
import { SIDEBAR_INLINE_LIMIT, SIDEBAR_WINDOW } from '../../../src/navigation/section-view.js';
import type { SidebarItem } from '../../../src/navigation/types.js';

const locate: Locate = () => undefined;

/** A one-section site of `groups` groups of `perGroup` pages, each group's second half in a nested group. */
function site(groups: number, perGroup: number, hidden: ReadonlySet<string> = new Set()) {
  const pages: string[] = [];
  const group = (g: number) => {
    const own = Array.from({ length: perGroup }, (_, p) => `g${g}/p${p}`);
    pages.push(...own);
    const half = Math.ceil(own.length / 2);
    return { group: `Group ${g}`, pages: [...own.slice(0, half), { group: `More ${g}`, pages: own.slice(half) }] };
  };
  const navigation = NavigationSchema.parse({ groups: Array.from({ length: groups }, (_, g) => group(g)) });
  const { tree, diagnostics } = resolveNavigation({
    navigation: navigation as Navigation,
    pages: new Map<string, PageSource>(
      pages.map((p) => [p, { path: p, url: pagePathToUrl(p), file: `${p}.mdx`, ext: '.mdx' }]),
    ),
    locate,
  });
  expect(diagnostics).toEqual([]);
  const meta = (pagePath: string): PageMeta | undefined =>
    ({ title: `Page ${pagePath}`, ...(hidden.has(pagePath) ? { hidden: true } : {}) }) as PageMeta;
  return { tree, pages, meta };
}

/** Every row of a sidebar, depth first. */
function rows(items: readonly SidebarItem[]): SidebarItem[] {
  return items.flatMap((item) => (item.kind === 'group' ? [item, ...rows(item.items)] : [item]));
}

const links = (items: readonly SidebarItem[]) =>
  rows(items).flatMap((item) => (item.kind === 'page' ? [item.href] : []));

describe('windowed sidebar of a large section', () => {
  it('inlines a small section whole and names no shared file', () => {
    const { tree, meta } = site(2, 50);
    const nav = pageNavigation(tree, '/g1/p3', { meta });
    expect(nav.sharedSidebar).toBeUndefined();
    expect(links(nav.sidebar)).toHaveLength(100);
    expect(rows(nav.sidebar).some((item) => item.kind === 'gap')).toBe(false);
  });

  it('keeps a page of a 5,000-page section as small as one of a 100-page section', () => {
    // Shaped as `npm run bench` shapes its sites: at most 20 groups, ten pages a group until then.
    const small = site(10, 10);
    const large = site(20, 250);
    expect(large.pages.length).toBeGreaterThan(SIDEBAR_INLINE_LIMIT);
    const smallNav = pageNavigation(small.tree, '/g7/p8', { meta: small.meta });
    const largeNav = pageNavigation(large.tree, '/g17/p200', { meta: large.meta });
    expect(largeNav.sharedSidebar).toBe(large.tree.entries[large.tree.byUrl['/g17/p200']![0]!]!.division);
    expect(JSON.stringify(largeNav.sidebar).length).toBeLessThanOrEqual(JSON.stringify(smallNav.sidebar).length);
    // No level holds more than the window (gaps aside).
    const level = (items: readonly SidebarItem[]): number =>
      Math.max(
        items.filter((item) => item.kind !== 'gap').length,
        ...items.map((item) => (item.kind === 'group' ? level(item.items) : 0)),
      );
    expect(level(largeNav.sidebar)).toBeLessThanOrEqual(SIDEBAR_WINDOW);
  });

  it('shows the path to the current page, its neighbours and gaps for the rest', () => {
    const { tree, meta } = site(100, 50);
    const nav = pageNavigation(tree, '/g57/p40', { meta });
    const top = nav.sidebar;
    // Top level: a window of groups around the current one, with gaps before and after.
    expect(top[0]).toEqual({ kind: 'gap', count: 57 - SIDEBAR_WINDOW / 2 });
    expect(top.at(-1)).toEqual({ kind: 'gap', count: 100 - (57 - SIDEBAR_WINDOW / 2) - SIDEBAR_WINDOW });
    const current = top.find((item) => item.kind === 'group' && item.active);
    expect(current).toMatchObject({ kind: 'group', label: 'Group 57', active: true });
    const more = current?.kind === 'group' ? current.items.find((item) => item.kind === 'group') : undefined;
    expect(more).toMatchObject({ label: 'More 57', active: true, expanded: true });
    const active = rows(nav.sidebar).filter((item) => item.kind === 'page' && item.active);
    expect(active).toEqual([expect.objectContaining({ href: '/g57/p40', label: 'Page g57/p40' })]);
    // The neighbours of the current page are in the page; prev/next continue from there.
    expect(links(nav.sidebar)).toEqual(expect.arrayContaining(['/g57/p39', '/g57/p41']));
    expect(nav.prev?.href).toBe('/g57/p39');
    expect(nav.next?.href).toBe('/g57/p41');
  });

  it('leaves the rows of other groups out and links them to their first page', () => {
    const { tree, meta } = site(100, 50, new Set(['g58/p0']));
    const nav = pageNavigation(tree, '/g57/p40', { meta });
    const other = nav.sidebar.find((item) => item.kind === 'group' && item.label === 'Group 58');
    // Its first page is hidden: the group leads to the next one.
    expect(other).toMatchObject({ items: [], partial: true, first: '/g58/p1' });
    const current = nav.sidebar.find((item) => item.kind === 'group' && item.active);
    const nested = current?.kind === 'group' ? current.items : [];
    expect(nested.filter((item) => item.kind === 'page')).toHaveLength(25);
  });

  it('starts the window at the top for a page outside the navigation', () => {
    const { tree, meta } = site(100, 50);
    const nav = pageNavigation(tree, '/not-in-nav', { meta });
    expect(nav.sidebar[0]).toMatchObject({ kind: 'group', label: 'Group 0' });
    expect(nav.sidebar.at(-1)).toEqual({ kind: 'gap', count: 100 - SIDEBAR_WINDOW });
  });

  it('gives the shared file every visible page once, none marked, hidden pages left out', () => {
    const { tree, meta, pages } = site(100, 50, new Set(['g3/p7']));
    const nav = pageNavigation(tree, '/g57/p40', { meta, base: '/docs/' });
    const full = sectionSidebar(tree, nav.sharedSidebar!, { meta, base: '/docs/' })!;
    const hrefs = links(full);
    expect(hrefs).toHaveLength(pages.length - 1);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).not.toContain('/docs/g3/p7');
    expect(hrefs[0]).toBe('/docs/g0/p0');
    expect(rows(full).some((item) => ('active' in item && item.active) || item.kind === 'gap')).toBe(false);
    expect(sectionSidebar(tree, 99_999, { meta })).toBeUndefined();
  });
});
