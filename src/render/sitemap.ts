import { withBase } from '../util/base-path.js';
import { escapeHtml } from '../util/escape-html.js';
import { absolutePageUrl } from './site-url.js';
import { withTrailingSlash } from './head-tags.js';
import type { SiteView } from '../site/site-context.js';

export interface SitemapPage {
  url: string;
  inNavigation: boolean;
  hidden?: boolean;
  noindex?: boolean;
}

/**
 * Which pages a sitemap lists (reference §2.3): navigable pages; with `seo.indexing: "all"` also pages outside
 * the navigation; never `hidden: true` or `noindex: true` pages. Pure.
 */
export function sitemapUrls(pages: readonly SitemapPage[], indexing: 'navigable' | 'all' = 'navigable'): string[] {
  const urls = new Set<string>();
  for (const page of pages) {
    if (page.hidden || page.noindex) continue;
    if (page.inNavigation || indexing === 'all') urls.add(page.url);
  }
  return [...urls];
}

/**
 * `sitemap.xml`. Locations are absolute when the site gives its address (`seo.metatags.canonical`); without it
 * they are root-relative paths (with the base), which is the most a static build can know. `trailingSlash`
 * (`seo.trailingSlash`) ends each location with `/`.
 */
export function renderSitemap(
  urls: readonly string[],
  options: { base: string; canonical?: string; trailingSlash?: boolean },
): string {
  const entries = urls.map((url) => {
    const found = absolutePageUrl(options.canonical, url, options.base) ?? withBase(url, options.base);
    const loc = options.trailingSlash ? withTrailingSlash(found) : found;
    return `  <url><loc>${escapeHtml(loc)}</loc></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}${entries.length ? '\n' : ''}</urlset>\n`;
}

/** `robots.txt` allowing everything and naming the sitemap (absolute when the address is known). */
export function renderRobots(options: { base: string; canonical?: string }): string {
  const sitemap = absolutePageUrl(options.canonical, '/sitemap.xml', options.base);
  const lines = ['User-agent: *', 'Allow: /', 'Content-Signal: ai-train=yes, search=yes, ai-input=yes'];
  if (sitemap) lines.push('', `Sitemap: ${sitemap}`);
  return `${lines.join('\n')}\n`;
}

/** The site's `sitemap.xml`, as the build writes it and the dev server serves it. */
export function siteSitemap(site: SiteView): string {
  const state = site.state;
  const pages: SitemapPage[] = [...state.routes.values()].map((route) => {
    const meta = route.kind === 'page' ? state.pageMeta.get(route.pagePath) : undefined;
    return {
      url: route.url,
      inNavigation: state.navigable.has(route.url),
      ...(meta?.hidden ? { hidden: true } : {}),
      ...(meta?.noindex ? { noindex: true } : {}),
    };
  });
  const urls = sitemapUrls(pages, state.config.seo?.indexing ?? 'navigable');
  const canonical = state.config.seo?.metatags?.canonical;
  return renderSitemap(urls, {
    base: site.base,
    trailingSlash: state.config.seo?.trailingSlash === true,
    ...(canonical ? { canonical } : {}),
  });
}

/** The site's `robots.txt`, as the build writes it and the dev server serves it. */
export function siteRobots(site: SiteView): string {
  const canonical = site.state.config.seo?.metatags?.canonical;
  return renderRobots({ base: site.base, ...(canonical ? { canonical } : {}) });
}
