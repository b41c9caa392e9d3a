import type { NavDivision, NavigationTree, NavEntryNode } from '../navigation/types.js';

/**
 * How a page enters the site search (part of the page data): the theme marks the page's content as indexed and
 * writes the filters and the weight; the build feeds exactly these pages to the index. Pages left out of search
 * have no `PageSearch` at all.
 */
export interface PageSearch {
  /** Filters a reader can narrow results by: the page's version and section (tab), when it has them. */
  filters: { version?: string; section?: string };
  /**
   * Ranking multiplier of the page's words (frontmatter `boost`, else the nearest group's), kept within what
   * the index accepts (0.1–10); absent for the default of 1.
   */
  weight?: number;
  /** Frontmatter `keywords`: indexed with the weight of a heading, never shown. */
  keywords?: string[];
}

export interface PageSearchInput {
  tree: NavigationTree;
  /** URL path without base. */
  url: string;
  frontmatter: Record<string, unknown>;
  /** docs.json `seo.indexing`: `all` also indexes pages outside the navigation and under hidden sections. */
  indexing?: 'navigable' | 'all';
  notFound?: boolean;
}

/**
 * Whether a page goes into the site search, and with which filters and weight (reference §2.3): `noindex`,
 * `searchable: false` and `hidden: true` pages never do; pages outside the navigation, and pages whose every
 * place in it is hidden, do only with `seo.indexing: "all"`, a `searchable: true` on the hidden tab or group,
 * or the page's own `hidden: false`. Pure.
 */
export function pageSearch(input: PageSearchInput): PageSearch | undefined {
  const fm = input.frontmatter;
  if (input.notFound || fm.noindex === true || fm.searchable === false || fm.hidden === true) return undefined;
  const all = input.indexing === 'all';
  const entries = (input.tree.byUrl[input.url] ?? [])
    .map((id) => input.tree.entries[id])
    .filter((entry): entry is NavEntryNode => entry !== undefined);
  if (entries.length === 0 && !all) return undefined;
  const shown = entries.find((entry) => !entry.hidden);
  const reinstated =
    entries.find((entry) => entry.searchable === true) ?? (fm.hidden === false ? entries[0] : undefined);
  if (entries.length > 0 && !shown && !reinstated && !all) return undefined;
  const entry = shown ?? reinstated ?? entries[0];

  const search: PageSearch = { filters: {} };
  if (entry?.version) search.filters.version = entry.version;
  const section = entry ? sectionLabel(input.tree, entry) : undefined;
  if (section) search.filters.section = section;
  const boost = typeof fm.boost === 'number' ? fm.boost : entry?.boost;
  if (boost !== undefined && Number.isFinite(boost) && boost > 0 && boost !== 1)
    search.weight = Math.min(10, Math.max(0.1, boost));
  const keywords = keywordList(fm.keywords);
  if (keywords.length > 0) search.keywords = keywords;
  return search;
}

/** The nearest tab above the entry; without tabs, the nearest anchor, dropdown or product. */
function sectionLabel(tree: NavigationTree, entry: NavEntryNode): string | undefined {
  let fallback: string | undefined;
  for (let id: number | null = entry.division; id !== null; ) {
    const division: NavDivision | undefined = tree.divisions[id];
    if (!division) break;
    if (division.kind === 'tab') return division.label;
    if (!fallback && (division.kind === 'anchor' || division.kind === 'dropdown' || division.kind === 'product'))
      fallback = division.label;
    id = division.parent;
  }
  return fallback;
}

/** `keywords` as a YAML list or one comma-separated string. */
function keywordList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter(Boolean);
}
