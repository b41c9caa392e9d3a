import type { LoadedConfig } from '../config/load-config.js';
import type { ContentIndex, PageMeta } from '../content/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { listNavigationPages, type NavPageEntry } from '../navigation/list-navigation-pages.js';
import { resolveNavigation } from '../navigation/resolve-navigation.js';
import type { NavigationTree } from '../navigation/types.js';
import { formatJsonPath } from '../config/json-path.js';
import type { ApiBinding } from '../openapi/api-binding.js';
import { apiNavigationHooks, endpointPageMeta } from './api-navigation.js';
import { unreadPageFile } from './unread-files.js';
import { bindingOf, matchChannel, matchEndpoint, type SiteSpecs } from './site-specs.js';

/** The navigation stage's output. */
export interface SiteNavigation {
  tree: NavigationTree;
  /** Every page and endpoint the navigation lists, in order (what the route table is built from). */
  entries: NavPageEntry[];
  /** URLs listed in the navigation and not hidden there (for sitemap rules, §2.3). */
  navigable: Set<string>;
  /** The operation of each endpoint page, by URL (endpoints that match no operation have none: an error says why). */
  endpointBindings: Map<string, ApiBinding>;
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
  specs: SiteSpecs;
}): SiteNavigation {
  const { loaded, pageMeta, specs } = input;
  const nav = resolveNavigation({
    navigation: loaded.config.navigation,
    pages: input.content.pages,
    locate: loaded.locate,
    ...apiNavigationHooks(specs),
    pageApiRef: (pagePath) => {
      const ref = pageMeta.get(pagePath)?.apiRef;
      return ref?.key === 'openapi' ? ref.value : undefined;
    },
    // The scan did not list it, yet it is there: a file of an ignored folder (only asked for missing pages).
    unreadPage: (pagePath) => unreadPageFile(loaded.root, pagePath),
  });
  const diagnostics = [...nav.diagnostics];
  const endpointBindings = new Map<string, ApiBinding>();
  for (const entry of nav.tree.entries) {
    if (!entry.endpoint || endpointBindings.has(entry.url)) continue;
    if (entry.endpoint.method === 'CHANNEL') {
      const found = matchChannel(
        specs,
        { channel: entry.endpoint.path, explicitSpec: entry.endpoint.explicitSpec ?? '' },
        {},
      );
      if ('binding' in found) {
        endpointBindings.set(entry.url, found.binding);
        if (!pageMeta.has(entry.pagePath))
          pageMeta.set(entry.pagePath, {
            title: found.title,
            ...(found.description ? { description: found.description } : {}),
          });
      }
      continue;
    }
    const match = matchEndpoint(specs, entry.endpoint, {
      ...(entry.inherited.openapi ? { inherited: entry.inherited.openapi.sources } : { searchAll: true }),
    });
    if ('problem' in match) {
      // A spec file that is missing or failed to load has its own error (specs stage); not one per endpoint.
      if (match.problem.rule === 'openapi-missing-file') continue;
      const at = loaded.locate(entry.configPath);
      diagnostics.push({ severity: 'error', ...at, ...match.problem, path: formatJsonPath(entry.configPath) });
      continue;
    }
    endpointBindings.set(entry.url, bindingOf(match));
    if (!pageMeta.has(entry.pagePath)) pageMeta.set(entry.pagePath, endpointPageMeta(match.operation, match.spec));
  }
  const entries = listNavigationPages(nav.tree);
  // Hidden entries count when their section is searchable, or when the page says `hidden: false` (§2.3).
  const navigable = new Set(
    entries
      .filter(
        (e) =>
          !e.hidden ||
          ('searchable' in e && e.searchable === true) ||
          ('pagePath' in e && pageMeta.get(e.pagePath)?.unhidden === true),
      )
      .map((e) => e.url),
  );
  return {
    tree: nav.tree,
    entries,
    navigable,
    endpointBindings,
    diagnostics: diagnostics.map(loaded.withFrame),
  };
}
