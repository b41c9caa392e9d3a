/**
 * `seo.trailingSlash: true` (reference §1.3.8: "emit trailing-slash URLs in canonical, og:url, sitemap, internal
 * links; routes unchanged"): every link of a rendered document to a page of the site ends with `/`
 * (`/docs/guides/setup` → `/docs/guides/setup/`, `#…` and `?…` kept after it). Links to files, assets and other
 * sites are left as they are. Pure.
 */
import type { SiteView } from '../site/site-context.js';

const PAGE_LINK = /(\shref=")(\/[^"#?]*)([^"]*")/g;

/** A document's links to pages in the site's style: with a trailing `/` under `seo.trailingSlash: true`. */
export function withSiteLinkStyle(site: SiteView, html: string): string {
  if (site.state.config.seo?.trailingSlash !== true) return html;
  const { routes, aliases } = site.state;
  return trailingSlashLinks(html, site.base, (path) => path !== '/' && (routes.has(path) || aliases.has(path)));
}

/** `html` with its links to pages ending in `/`; `isPage` is asked with the path without the base (`/guides/setup`). */
export function trailingSlashLinks(html: string, base: string, isPage: (path: string) => boolean): string {
  const root = base.replace(/\/+$/, '');
  return html.replace(PAGE_LINK, (whole: string, ...groups: string[]) => {
    const [before, path = '', after] = groups;
    if (path.endsWith('/') || (root && !path.startsWith(`${root}/`))) return whole;
    const own = root ? path.slice(root.length) : path;
    return isPage(own) ? `${before}${path}/${after}` : whole;
  });
}
