import type { LoadedConfig } from '../config/load-config.js';
import type { ContentIndex, PageMeta } from '../content/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { listNavigationPages, type NavPageEntry } from '../navigation/list-navigation-pages.js';
import { resolveNavigation } from '../navigation/resolve-navigation.js';
import type { NavigationTree } from '../navigation/types.js';

/** The navigation stage's output. */
export interface SiteNavigation {
  tree: NavigationTree;
  /** Every page and endpoint the navigation lists, in order (what the route table is built from). */
  entries: NavPageEntry[];
  /** URLs listed in the navigation and not hidden there (for sitemap rules, §2.3). */
  navigable: Set<string>;
  /** Located in docs.json, with code frames. */
  diagnostics: Diagnostic[];
}

/**
 * The navigation stage: docs.json `navigation` and the page index → the navigation tree. Endpoint entries get a
 * page meta of their own (`pageMeta` gains them), since they have no file to read frontmatter from.
 */
export function resolveSiteNavigation(input: {
  loaded: LoadedConfig;
  content: ContentIndex;
  pageMeta: Map<string, PageMeta>;
}): SiteNavigation {
  const { loaded, pageMeta } = input;
  const nav = resolveNavigation({
    navigation: loaded.config.navigation,
    pages: input.content.pages,
    locate: loaded.locate,
  });
  const entries = listNavigationPages(nav.tree);
  for (const entry of entries) {
    // Endpoint pages have no file to read frontmatter from: the sidebar shows the method and path.
    if (entry.kind === 'endpoint' && !pageMeta.has(entry.pagePath))
      pageMeta.set(entry.pagePath, { title: entry.title, method: entry.method });
  }
  const navigable = new Set(
    entries.filter((e) => !e.hidden || ('searchable' in e && e.searchable === true)).map((e) => e.url),
  );
  return { tree: nav.tree, entries, navigable, diagnostics: nav.diagnostics.map(loaded.withFrame) };
}
