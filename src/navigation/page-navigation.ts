/**
 * One page's navigation view (`PageNavigation`): tabs bar, anchors, switchers, the sidebar of its section only,
 * breadcrumbs and prev/next. Called for every page of the site, so it works from the tree's precomputed indexes
 * and costs O(section + siblings) per call.
 */
import type { PageMeta } from '../content/types.js';
import { isRootRelative, normalizeBase, withBase } from '../util/base-path.js';
import { isExternalHref } from '../util/is-external-href.js';
import { canonicalUrl, divisionChain, fallbackSection, findEntryForUrl, switchTargetUrl } from './find-entry.js';
import {
  buildSidebar,
  buildSidebarWindow,
  groupCrumbs,
  isLargeSection,
  prevNext,
  type ViewContext,
} from './section-view.js';
import type {
  GlobalLinkNode,
  NavDivision,
  NavEntryNode,
  NavigationTree,
  NavLink,
  NavTab,
  PageNavigation,
  SidebarItem,
  Switcher,
} from './types.js';

export interface PageNavigationOptions {
  /** Base path the site is served under (`/docs/`); default `/`. */
  base?: string;
  /** Frontmatter summary of a page by page path (endpoint entries: their `pagePath`). */
  meta: (pagePath: string) => PageMeta | undefined;
}

type SwitcherKey = 'dropdowns' | 'products' | 'versions' | 'languages';

const SWITCHER_OF: Partial<Record<NavDivision['kind'], SwitcherKey>> = {
  dropdown: 'dropdowns',
  product: 'products',
  version: 'versions',
  language: 'languages',
};

/**
 * The navigation of the page at `url` (no base). A URL outside the navigation (a hidden page) gets the section
 * it most likely belongs to (longest shared URL prefix, else the default section) with no active sidebar item.
 */
export function pageNavigation(tree: NavigationTree, url: string, options: PageNavigationOptions): PageNavigation {
  const current = findEntryForUrl(tree, url);
  const view = viewContext(tree, options, current);
  const section = current ? tree.divisions[current.division]! : fallbackSection(tree, url);
  const chain = divisionChain(tree, section.id);
  const here = canonicalUrl(url);
  const opensHere = (href: string | undefined) =>
    href !== undefined && isRootRelative(href) && canonicalUrl(href.replace(/[#?].*$/, '')) === here;
  // A page outside the navigation that a link division (`"href": "/changelog"`) opens makes that link the
  // active one, not the section borrowed for its sidebar.
  const linked = current ? [] : tree.divisions.filter((d) => opensHere(d.href)).map((d) => d.id);
  const active = new Set(linked.length ? linked : chain.map((d) => d.id));
  const large = isLargeSection(section);
  const nav: PageNavigation = {
    tabs: [],
    anchors: [],
    sidebar: large ? buildSidebarWindow(view, section) : buildSidebar(view, section),
    ...(large ? { sharedSidebar: section.id } : {}),
    breadcrumbs: [],
  };

  for (let i = 1; i < chain.length; i++) {
    const division = chain[i]!;
    const parent = chain[i - 1]!;
    const siblings = parent.children
      .map((id) => tree.divisions[id]!)
      .filter((d) => d.kind === division.kind && !d.hidden && d.firstUrl);
    const switcher = SWITCHER_OF[division.kind];
    if (division.kind === 'tab' || (division.kind === 'menu' && parent.kind === 'product')) {
      nav.tabs = siblings.map((tab) => tabLink(view, tab, active));
    } else if (division.kind === 'anchor') {
      nav.anchors = siblings.map((anchor) => divisionLink(view, anchor, active));
    } else if (switcher) {
      const switchable = division.kind === 'version' || division.kind === 'language';
      nav[switcher] = {
        items: siblings.map((d) => {
          const target = switchable
            ? switchTargetUrl(tree, d, { url: current?.url, currentLabel: division.label })
            : d.firstUrl;
          return { ...divisionLink(view, d, active), href: view.href(target ?? '/') };
        }),
        current: siblings.findIndex((d) => d.id === division.id),
      };
    }
    if (division.kind === 'language') nav.language = division.label;
    // A page outside the navigation has no place in it to show.
    if (current && division.kind !== 'language') {
      nav.breadcrumbs.push({
        label: division.label,
        ...(division.firstUrl ? { href: view.href(division.firstUrl) } : {}),
      });
    }
  }
  addGlobalLinks(view, nav, { chain, opensHere });
  nav.breadcrumbs.push(...groupCrumbs(view));
  const nearestGroup = current?.groups[current.groups.length - 1];
  if (nearestGroup !== undefined) nav.section = tree.groups[nearestGroup]!.label;
  Object.assign(nav, prevNext(view, section));
  return nav;
}

/**
 * The full sidebar of a section, no page marked: the shared file of a large section (`sharedSidebar`), which
 * each of its pages marks for itself in the browser.
 */
export function sectionSidebar(
  tree: NavigationTree,
  sectionId: number,
  options: PageNavigationOptions,
): SidebarItem[] | undefined {
  const section = tree.divisions[sectionId];
  return section && buildSidebar(viewContext(tree, options, undefined), section);
}

function viewContext(
  tree: NavigationTree,
  options: PageNavigationOptions,
  current: NavEntryNode | undefined,
): ViewContext {
  const base = normalizeBase(options.base);
  return {
    tree,
    href: (target) => (isRootRelative(target) ? withBase(target, base) : target),
    meta: options.meta,
    ...(current ? { current } : {}),
  };
}

function divisionLink(view: ViewContext, division: NavDivision, active: ReadonlySet<number>): NavLink {
  const isLanguage = division.kind === 'language';
  const link: NavLink = {
    label: division.displayName ?? division.label,
    href: view.href(division.firstUrl ?? '/'),
  };
  if (division.icon !== undefined) link.icon = division.icon;
  if (division.tag !== undefined) link.tag = division.tag;
  const description = isLanguage ? division.label : division.description;
  if (description !== undefined) link.description = description;
  if (active.has(division.id)) link.active = true;
  if (division.external || (division.firstUrl !== undefined && isExternalHref(division.firstUrl))) link.external = true;
  if (division.color) link.color = division.color;
  return link;
}

function tabLink(view: ViewContext, tab: NavDivision, active: ReadonlySet<number>): NavTab {
  const link: NavTab = divisionLink(view, tab, active);
  if (tab.align) link.align = tab.align;
  if (tab.childKind === 'menu') {
    link.menu = tab.children
      .map((id) => view.tree.divisions[id]!)
      .filter((item) => item.kind === 'menu' && !item.hidden && item.firstUrl)
      .map((item) => divisionLink(view, item, active));
  }
  return link;
}

/** What `addGlobalLinks` reads: the divisions from the root down to the section, and which link is active. */
interface GlobalLinkSource {
  chain: readonly NavDivision[];
  /** True for an href that opens the current page: that link is the active one. */
  opensHere: (href: string) => boolean;
}

/** `global` links of the root and of every division above the section, after the section's own ones. */
function addGlobalLinks(view: ViewContext, nav: PageNavigation, source: GlobalLinkSource): void {
  const { chain, opensHere } = source;
  for (const division of chain) {
    for (const global of division.global) {
      if (global.hidden) continue;
      const link = globalLink(view, global);
      if (opensHere(global.href)) link.active = true;
      if (global.kind === 'tab') nav.tabs.push(link);
      else if (global.kind === 'anchor') nav.anchors.push(link);
      else {
        const key = `${global.kind}s` as SwitcherKey;
        const switcher: Switcher = (nav[key] ??= { items: [], current: -1 });
        switcher.items.push(link);
      }
    }
  }
}

function globalLink(view: ViewContext, global: GlobalLinkNode): NavLink {
  const link: NavLink = {
    label: global.label,
    href: view.href(global.href),
  };
  if (global.icon !== undefined) link.icon = global.icon;
  if (global.description !== undefined) link.description = global.description;
  if (global.external) link.external = true;
  if (global.color) link.color = global.color;
  return link;
}
