/**
 * Home pages the navigation implies: the hosted platform serves the first page of the navigation at the site's
 * root, and the first page of each version and language at the root of its URLs (`/es`, `/v2`), when no page
 * lives there. Pure: what to serve where; routing decides which of them no page claims.
 */
import { isRootRelative } from '../util/base-path.js';
import { canonicalUrl } from './find-entry.js';
import type { NavDivision, NavigationTree } from './types.js';

/** URL (no base) → the URL of the page served there: `/` and each version's and language's common prefix. */
export function divisionRoots(tree: NavigationTree): Map<string, string> {
  const roots = new Map<string, string>();
  const root = tree.divisions[0];
  const home = root && internalFirstUrl(root);
  if (home && home !== '/') roots.set('/', home);
  for (const division of tree.divisions) {
    if (division.kind !== 'version' && division.kind !== 'language') continue;
    const first = internalFirstUrl(division);
    const prefix = commonPrefix(tree.entries.slice(division.entryStart, division.entryEnd).map((e) => e.url));
    if (first && prefix && !roots.has(prefix)) roots.set(prefix, first);
  }
  return roots;
}

function internalFirstUrl(division: NavDivision): string | undefined {
  const url = division.firstUrl;
  return url !== undefined && isRootRelative(url) ? canonicalUrl(url.replace(/[?#].*$/, '')) : undefined;
}

/**
 * The longest run of whole path segments the folders of all `urls` start with (`/es/a`, `/es/b/c` → `/es`;
 * `/v2/intro` alone → `/v2`); '' when they share none.
 */
function commonPrefix(urls: readonly string[]): string {
  let shared: string[] | undefined;
  for (const url of urls) {
    const folder = url.split('/').filter(Boolean).slice(0, -1);
    if (!shared) shared = folder;
    let n = 0;
    while (n < shared.length && n < folder.length && shared[n] === folder[n]) n++;
    shared = shared.slice(0, n);
    if (shared.length === 0) return '';
  }
  return shared && shared.length > 0 ? `/${shared.join('/')}` : '';
}
