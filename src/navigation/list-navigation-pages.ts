/** The pages and endpoints a navigation lists, for the build's route list. */
import type { NavigationTree } from './types.js';

/** One page or endpoint the navigation lists (structurally a `NavigationEntry` of site/routes.ts). */
export type NavPageEntry =
  | {
      kind: 'page';
      pagePath: string;
      url: string;
      /** Hidden by a hidden group/division (frontmatter `hidden` is not considered here). */
      hidden: boolean;
      searchable?: boolean;
      boost?: number;
      version?: string;
      language?: string;
    }
  | {
      kind: 'endpoint';
      /** URL of the generated page (a placeholder until the OpenAPI stage names it). */
      url: string;
      /** Page path key of the generated page (its URL without `/`): what `pageNavigation`'s `meta` is asked for. */
      pagePath: string;
      title: string;
      /** The entry as written: `GET /users`, `openapi.json POST /users`, `webhook orderUpdated`. */
      endpoint: string;
      method: string;
      path: string;
      webhook: boolean;
      spec?: string;
      /** No page content exists for it yet: the build emits a placeholder page. */
      placeholder: boolean;
      hidden: boolean;
      version?: string;
      language?: string;
    };

/** Every listed page/endpoint in navigation order, once per URL (the first listing wins). */
export function listNavigationPages(tree: NavigationTree): NavPageEntry[] {
  const seen = new Set<string>();
  const out: NavPageEntry[] = [];
  for (const entry of tree.entries) {
    if (seen.has(entry.url)) continue;
    seen.add(entry.url);
    // A page shown somewhere visible counts as visible.
    const hidden = (tree.byUrl[entry.url] ?? []).every((id) => tree.entries[id]!.hidden);
    const common = {
      url: entry.url,
      pagePath: entry.pagePath,
      hidden,
      ...(entry.version !== undefined ? { version: entry.version } : {}),
      ...(entry.language !== undefined ? { language: entry.language } : {}),
    };
    if (entry.endpoint) {
      const { endpoint } = entry;
      out.push({
        kind: 'endpoint',
        ...common,
        title: endpoint.webhook ? endpoint.path : `${endpoint.method} ${endpoint.path}`,
        endpoint: endpoint.raw,
        method: endpoint.method,
        path: endpoint.path,
        webhook: endpoint.webhook,
        ...(endpoint.spec !== undefined ? { spec: endpoint.spec } : {}),
        placeholder: entry.placeholder === true,
      });
    } else {
      out.push({
        kind: 'page',
        ...common,
        ...(entry.searchable !== undefined ? { searchable: entry.searchable } : {}),
        ...(entry.boost !== undefined ? { boost: entry.boost } : {}),
      });
    }
  }
  return out;
}
