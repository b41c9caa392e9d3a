/**
 * The parts of a page's navigation drawn from its section alone: the sidebar, prev/next and the group chain of
 * the breadcrumbs. Cost is proportional to the section, never to the site.
 */
import { slugToTitle } from '../content/page-path.js';
import type { PageMeta } from '../content/types.js';
import type {
  NavDivision,
  NavEntryNode,
  NavGroupNode,
  NavItem,
  NavigationTree,
  PageNavigation,
  SidebarItem,
} from './types.js';
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

/**
 * Sections with more entries than this get a windowed sidebar in each page and their full sidebar in one shared
 * file; smaller ones are inlined whole (a few dozen KB at most).
 */
export const SIDEBAR_INLINE_LIMIT = 150;
/** Most rows a windowed sidebar shows at one level: the rows around the one on the current page's path. */
export const SIDEBAR_WINDOW = 30;

/** True when a section's full sidebar is too large to go into every page. */
export function isLargeSection(section: NavDivision): boolean {
  return section.sectionEntries.length > SIDEBAR_INLINE_LIMIT;
}

/** The sidebar of one section: its groups and pages, hidden ones left out, the current page marked. */
export function buildSidebar(view: ViewContext, section: NavDivision): SidebarItem[] {
  return sidebarRows(view, section.items, { activeGroups: activeGroupsOf(view, section), windowed: false });
}

/**
 * A bounded view of a large section's sidebar: at each level on the current page's path, at most
 * `SIDEBAR_WINDOW` rows around the one on the path (gaps mark the rest); groups off the path without their rows.
 * Its size does not depend on the section's size; every page stays reachable through prev/next and group links.
 */
export function buildSidebarWindow(view: ViewContext, section: NavDivision): SidebarItem[] {
  return sidebarRows(view, section.items, { activeGroups: activeGroupsOf(view, section), windowed: true });
}

function activeGroupsOf(view: ViewContext, section: NavDivision): ReadonlySet<number> {
  return new Set(view.current?.division === section.id ? view.current.groups : []);
}

interface RowOptions {
  activeGroups: ReadonlySet<number>;
  windowed: boolean;
}

function sidebarRows(view: ViewContext, items: readonly NavItem[], options: RowOptions): SidebarItem[] {
  const visible = items.filter((item) => !itemHidden(view, item));
  const [start, end] = options.windowed
    ? windowBounds(
        visible.length,
        visible.findIndex((item) => onCurrentPath(view, item, options.activeGroups)),
      )
    : [0, visible.length];
  const out: SidebarItem[] = [];
  if (start > 0) out.push({ kind: 'gap', count: start });
  for (const item of visible.slice(start, end)) {
    if (item.type === 'entry') {
      out.push(pageRow(view, view.tree.entries[item.entry]!));
      continue;
    }
    const group = view.tree.groups[item.group]!;
    const active = options.activeGroups.has(group.id);
    const row = groupRow(view, group, active);
    if (options.windowed && !active) {
      const first = firstVisibleHref(view, group.items);
      out.push({ ...row, expanded: !group.nested, items: [], partial: true, ...(first ? { first } : {}) });
    } else out.push({ ...row, items: sidebarRows(view, group.items, options) });
  }
  if (end < visible.length) out.push({ kind: 'gap', count: visible.length - end });
  return out;
}

/** `[start, end)` of at most `SIDEBAR_WINDOW` rows out of `count`, centred on row `at` (-1: from the top). */
function windowBounds(count: number, at: number): [number, number] {
  if (count <= SIDEBAR_WINDOW) return [0, count];
  const start = Math.min(Math.max(0, at - Math.floor(SIDEBAR_WINDOW / 2)), count - SIDEBAR_WINDOW);
  return [start, start + SIDEBAR_WINDOW];
}

function itemHidden(view: ViewContext, item: NavItem): boolean {
  if (item.type === 'group') return view.tree.groups[item.group]!.hidden;
  const entry = view.tree.entries[item.entry]!;
  return entry.hidden || view.meta(entry.pagePath)?.hidden === true;
}

function isCurrent(view: ViewContext, entry: NavEntryNode): boolean {
  return view.current?.url === entry.url && view.current.division === entry.division;
}

function onCurrentPath(view: ViewContext, item: NavItem, activeGroups: ReadonlySet<number>): boolean {
  return item.type === 'group' ? activeGroups.has(item.group) : isCurrent(view, view.tree.entries[item.entry]!);
}

/** Href of the first page (not hidden) inside a group, depth first. */
function firstVisibleHref(view: ViewContext, items: readonly NavItem[]): string | undefined {
  for (const item of items) {
    if (itemHidden(view, item)) continue;
    if (item.type === 'entry') return describeEntry(view, view.tree.entries[item.entry]!).href;
    const group = view.tree.groups[item.group]!;
    const root = group.rootEntry !== undefined ? view.tree.entries[group.rootEntry] : undefined;
    const inner = root ? describeEntry(view, root).href : firstVisibleHref(view, group.items);
    if (inner) return inner;
  }
  return undefined;
}

function pageRow(view: ViewContext, entry: NavEntryNode): SidebarItem {
  const d = describeEntry(view, entry);
  return {
    kind: 'page',
    label: d.label,
    href: d.href,
    ...(d.meta?.icon !== undefined ? { icon: d.meta.icon } : {}),
    ...(d.meta?.tag !== undefined ? { tag: d.meta.tag } : {}),
    ...(d.method ? { method: d.method } : {}),
    ...(d.meta?.deprecated ? { deprecated: true } : {}),
    ...(isCurrent(view, entry) ? { active: true } : {}),
    ...(d.external ? { external: true } : {}),
  };
}

function groupRow(view: ViewContext, group: NavGroupNode, active: boolean) {
  const root = group.rootEntry !== undefined ? view.tree.entries[group.rootEntry] : undefined;
  return {
    kind: 'group' as const,
    label: group.label,
    ...(group.icon !== undefined ? { icon: group.icon } : {}),
    ...(group.tag !== undefined ? { tag: group.tag } : {}),
    ...(root ? { href: describeEntry(view, root).href } : {}),
    // Top-level groups are always open (§2.2); nested ones when asked to or when they hold the current page.
    expanded: !group.nested || group.expanded || active,
    nested: group.nested,
    ...(active ? { active: true as const } : {}),
  };
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
