/**
 * The parts of a page's navigation drawn from its section alone: the sidebar, prev/next and the group chain of
 * the breadcrumbs. Cost is proportional to the section, never to the site.
 */
import { slugToTitle } from '../content/page-path.js';
import type { PageMeta } from '../content/types.js';
import type { NavDivision, NavEntryNode, NavItem, NavigationTree, PageNavigation, SidebarItem } from './types.js';
import { isExternalHref } from '../util/is-external-href.js';

/** What the view functions need besides the tree. */
export interface ViewContext {
  tree: NavigationTree;
  /** Final href of a URL or config href: base applied to root-relative ones. */
  href: (url: string) => string;
  meta: (pagePath: string) => PageMeta | undefined;
  /** The entry being shown (undefined for a page outside the navigation). */
  current?: NavEntryNode;
}

/** Sidebar label, href and flags of an entry, from its page meta. */
export function describeEntry(view: ViewContext, entry: NavEntryNode) {
  const meta = view.meta(entry.pagePath);
  const label =
    meta?.sidebarTitle ?? meta?.title ?? (entry.endpoint ? entry.endpoint.path : slugToTitle(entry.pagePath));
  const external = meta?.url !== undefined && isExternalHref(meta.url);
  const href = view.href(meta?.url ?? entry.url);
  const method = meta?.hideApiMarker ? undefined : (entry.endpoint?.method ?? meta?.method);
  return {
    meta,
    label,
    title: meta?.title ?? label,
    href,
    external,
    method,
    hidden: entry.hidden || meta?.hidden === true,
  };
}

/** The sidebar of one section: its groups and pages, hidden ones left out, the current page marked. */
export function buildSidebar(view: ViewContext, section: NavDivision): SidebarItem[] {
  const activeGroups = new Set(view.current?.division === section.id ? view.current.groups : []);
  return itemsToSidebar(view, section.items, activeGroups);
}

function itemsToSidebar(
  view: ViewContext,
  items: readonly NavItem[],
  activeGroups: ReadonlySet<number>,
): SidebarItem[] {
  const out: SidebarItem[] = [];
  for (const item of items) {
    if (item.type === 'entry') {
      const entry = view.tree.entries[item.entry]!;
      const d = describeEntry(view, entry);
      if (d.hidden) continue;
      out.push({
        kind: 'page',
        label: d.label,
        href: d.href,
        ...(d.meta?.icon !== undefined ? { icon: d.meta.icon } : {}),
        ...(d.meta?.tag !== undefined ? { tag: d.meta.tag } : {}),
        ...(d.method ? { method: d.method } : {}),
        ...(d.meta?.deprecated ? { deprecated: true } : {}),
        ...(view.current?.url === entry.url && view.current.division === entry.division ? { active: true } : {}),
        ...(d.external ? { external: true } : {}),
      });
      continue;
    }
    const group = view.tree.groups[item.group]!;
    if (group.hidden) continue;
    const active = activeGroups.has(group.id);
    const root = group.rootEntry !== undefined ? view.tree.entries[group.rootEntry] : undefined;
    out.push({
      kind: 'group',
      label: group.label,
      ...(group.icon !== undefined ? { icon: group.icon } : {}),
      ...(group.tag !== undefined ? { tag: group.tag } : {}),
      ...(root ? { href: describeEntry(view, root).href } : {}),
      // Top-level groups are always open (§2.2); nested ones when asked to or when they hold the current page.
      expanded: !group.nested || group.expanded || active,
      nested: group.nested,
      ...(active ? { active: true } : {}),
      items: itemsToSidebar(view, group.items, activeGroups),
    });
  }
  return out;
}

/** Previous and next pages in the section's order, skipping hidden pages, external links and the page itself. */
export function prevNext(view: ViewContext, section: NavDivision): Pick<PageNavigation, 'prev' | 'next'> {
  const current = view.current;
  if (!current || current.division !== section.id) return {};
  const order = section.sectionEntries;
  const position = order.indexOf(current.id);
  const pick = (from: number, step: 1 | -1) => {
    for (let i = from; i >= 0 && i < order.length; i += step) {
      const entry = view.tree.entries[order[i]!]!;
      if (entry.url === current.url) continue;
      const d = describeEntry(view, entry);
      if (d.hidden || d.external) continue;
      return { label: d.title, href: d.href };
    }
    return undefined;
  };
  const prev = pick(position - 1, -1);
  const next = pick(position + 1, 1);
  return { ...(prev ? { prev } : {}), ...(next ? { next } : {}) };
}

/** Breadcrumbs below the divisions: the group chain (linking to group roots) and the page. */
export function groupCrumbs(view: ViewContext): PageNavigation['breadcrumbs'] {
  const current = view.current;
  if (!current) return [];
  const crumbs: PageNavigation['breadcrumbs'] = [];
  for (const id of current.groups) {
    const group = view.tree.groups[id]!;
    const root = group.rootEntry !== undefined ? view.tree.entries[group.rootEntry] : undefined;
    crumbs.push({
      label: group.label,
      ...(root && root.id !== current.id ? { href: describeEntry(view, root).href } : {}),
    });
  }
  if (!current.groupRoot) crumbs.push({ label: describeEntry(view, current).title });
  return crumbs;
}
