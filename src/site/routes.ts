import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { ContentIndex, PageMeta } from '../content/types.js';
import type { ApiBinding } from '../openapi/api-binding.js';
import { reservedUrlProblem } from '../util/reserved-urls.js';

/** One URL the site serves: a page file, or an API endpoint named in the navigation. */
export type Route = PageRoute | EndpointRoute;

export interface PageRoute {
  kind: 'page';
  /** URL path without base: `/guides/setup`. */
  url: string;
  /** Page path: `guides/setup`. */
  pagePath: string;
  /** Root-relative source file: `guides/setup.mdx`. */
  file: string;
  /** Listed in the navigation (false for pages reachable only by URL). */
  inNavigation: boolean;
  /** What the page documents from a spec (frontmatter `openapi:`/`openapi-schema:`), rendered under its content. */
  api?: ApiBinding;
}

export interface EndpointRoute {
  kind: 'endpoint';
  url: string;
  title: string;
  /** The navigation entry as written: `GET /users`, `openapi.json POST /users`, `webhook orderUpdated`. */
  endpoint: string;
  method?: string;
  /** Spec file the entry names or inherits, when known. */
  spec?: string;
  /** The operation the page documents. */
  api: ApiBinding;
  inNavigation: true;
}

/** What the navigation lists, reduced to what routing needs. */
export type NavigationEntry =
  | { kind: 'page'; pagePath: string }
  | { kind: 'endpoint'; url: string; title: string; endpoint: string; method?: string; spec?: string };

/**
 * One route per page file (listed in the navigation or not: hidden pages stay reachable by URL) and one per
 * endpoint entry that no page file provides. Keyed and ordered by URL path. Pure.
 */
export function buildRoutes(input: {
  content: ContentIndex;
  pageMeta: ReadonlyMap<string, PageMeta>;
  navigation: readonly NavigationEntry[];
  /** Operations of endpoint pages (by URL) and of frontmatter-bound pages (by page path). */
  bindings?: { endpoints: ReadonlyMap<string, ApiBinding>; pages: ReadonlyMap<string, ApiBinding> };
}): { routes: Map<string, Route>; diagnostics: Diagnostic[]; notFound?: PageRoute } {
  const listed = new Set<string>();
  const endpoints: Extract<NavigationEntry, { kind: 'endpoint' }>[] = [];
  for (const entry of input.navigation) {
    if (entry.kind === 'page') listed.add(entry.pagePath);
    else endpoints.push(entry);
  }
  const routes = new Map<string, Route>();
  const diagnostics: Diagnostic[] = [];
  let notFound: PageRoute | undefined;
  for (const page of input.content.pages.values()) {
    // A root `404.mdx` is the site's not-found page: written as `404.html`, its content in the site's frame.
    if (page.url === '/404') {
      notFound = { kind: 'page', url: page.url, pagePath: page.path, file: page.file, inNavigation: false };
      continue;
    }
    const reserved = reservedUrlProblem(page.url);
    if (reserved) {
      diagnostics.push(reservedDiagnostic(page.file, page.url, reserved));
      continue;
    }
    // A page whose frontmatter `url` points elsewhere is still a file with content: build it.
    const route: PageRoute = {
      kind: 'page',
      url: page.url,
      pagePath: page.path,
      file: page.file,
      inNavigation: listed.has(page.path),
    };
    const api = input.bindings?.pages.get(page.path);
    if (api) route.api = api;
    routes.set(page.url, route);
  }
  for (const entry of endpoints) {
    const api = input.bindings?.endpoints.get(entry.url);
    // No operation: the navigation stage reported why; a link to it is a broken link, not a placeholder page.
    if (routes.has(entry.url) || !api) continue;
    const reserved = reservedUrlProblem(entry.url);
    if (reserved) {
      diagnostics.push(reservedDiagnostic(entry.spec ?? 'docs.json', entry.url, reserved));
      continue;
    }
    const route: EndpointRoute = {
      kind: 'endpoint',
      url: entry.url,
      title: entry.title,
      endpoint: entry.endpoint,
      api,
      inNavigation: true,
    };
    if (entry.method) route.method = entry.method;
    if (entry.spec) route.spec = entry.spec;
    routes.set(entry.url, route);
  }
  const sorted = new Map([...routes.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { routes: sorted, diagnostics, ...(notFound ? { notFound } : {}) };
}

/** A page left out because its URL cannot be a page of the output (`reservedUrlProblem`). */
function reservedDiagnostic(file: string, url: string, problem: string): Diagnostic {
  return {
    severity: 'error',
    rule: 'page-url-reserved',
    file,
    line: 1,
    column: 1,
    message: `The page at ${url} is not built: its URL ${problem}.`,
    hint: 'Rename the page file (or the `directory`, tag or summary its URL comes from) so that its URL names a page of its own.',
  };
}
