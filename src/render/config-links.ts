import type { JsonPath, Locate } from '../config/json-path.js';
import type { PageLink } from '../mdx/types.js';
import { isExternalHref } from '../util/is-external-href.js';

/**
 * The page links docs.json writes: every `href` of the navigation (tabs, anchors, dropdowns, products, versions,
 * languages, `global` links), the navbar, the footer, the logo, and the destinations of `redirects`, located
 * where they are written. Relative ones are read from the site root, as the chrome renders them (`quickstart` →
 * `/quickstart`). Links to other sites and `#anchors` (which name an id of whatever page shows them) are left out.
 */
export function configLinks(config: unknown, locate: Locate): PageLink[] {
  const links: PageLink[] = [];
  const add = (value: string, path: JsonPath): void => {
    const href = value.trim();
    if (!href || href.startsWith('#') || isExternalHref(href)) return;
    const at = locate(path);
    links.push({
      href: `/${href.replace(/^\.?\/+/, '')}`,
      file: at?.file ?? 'docs.json',
      ...(at ? { line: at.line, column: at.column } : {}),
    });
  };
  const visit = (value: unknown, path: JsonPath): void => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, [...path, index]);
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'href' && typeof child === 'string') add(child, [...path, key]);
      else visit(child, [...path, key]);
    }
  };
  visit(config, []);
  // A redirect's destination is a link too: its redirect page leads readers there. Patterns (`:slug*`) name
  // every page they match, and are checked as those pages are written.
  const redirects = (config as { redirects?: unknown }).redirects;
  if (Array.isArray(redirects))
    for (const [index, rule] of redirects.entries()) {
      const destination = (rule as { destination?: unknown }).destination;
      if (typeof destination !== 'string' || /[*:]/.test(destination.replace(/^[a-z]+:\/\//i, ''))) continue;
      add(destination, ['redirects', index, 'destination']);
    }
  return links;
}
