import type { JsonPath, Locate } from '../config/json-path.js';
import type { PageLink } from '../mdx/types.js';
import { isExternalHref } from '../util/is-external-href.js';

/**
 * The page links docs.json writes: every `href` of the navigation (tabs, anchors, dropdowns, products, versions,
 * languages, `global` links), the navbar, the footer and the logo, located where they are written. Relative
 * ones are read from the site root, as the chrome renders them (`quickstart` → `/quickstart`). Links to other
 * sites and `#anchors` (which name an id of whatever page shows them) are left out.
 */
export function configLinks(config: unknown, locate: Locate): PageLink[] {
  const links: PageLink[] = [];
  const visit = (value: unknown, path: JsonPath): void => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, [...path, index]);
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'href' && typeof child === 'string') {
        const href = child.trim();
        if (!href || href.startsWith('#') || isExternalHref(href)) continue;
        const at = locate([...path, key]);
        links.push({
          href: `/${href.replace(/^\.?\/+/, '')}`,
          file: at?.file ?? 'docs.json',
          ...(at ? { line: at.line, column: at.column } : {}),
        });
      } else visit(child, [...path, key]);
    }
  };
  visit(config, []);
  return links;
}
