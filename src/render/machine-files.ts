import type { SiteView } from '../site/site-context.js';
import { llmsEntries, renderLlmsFull, renderLlmsTxt } from './llms-txt.js';
import { markdownTwin, pageUrlOfTwin } from './markdown-twin.js';
import { isRouteKey, normalizeUrl, renderRoute } from './render-route.js';
import { siteRobots, siteSitemap } from './sitemap.js';

/**
 * The outputs for machines at one path, rendered on demand (`quire dev`) with the functions the build writes them
 * with: `sitemap.xml`, `robots.txt`, `llms.txt`, `llms-full.txt` (also under `/.well-known/`) and `<page>.md`. Undefined when the path is
 * none of them or names no page.
 */
export async function renderMachineFile(site: SiteView, pathname: string): Promise<string | undefined> {
  const file = pathname.replace(/^\/\.well-known\//, '/');
  if (pathname === '/sitemap.xml') return siteSitemap(site);
  if (pathname === '/robots.txt') return siteRobots(site);
  if (file === '/llms.txt') return renderLlmsTxt(site);
  if (file === '/llms-full.txt') {
    const pages = new Map<string, string>();
    for (const entry of llmsEntries(site)) {
      const result = await renderRoute(site, entry.url);
      if (result.markdown) pages.set(entry.url, result.markdown);
    }
    return renderLlmsFull(site, pages);
  }
  if (file !== pathname) return undefined;
  const url = pageUrlOfTwin(pathname);
  if (url === undefined) return undefined;
  const normalized = normalizeUrl(url, (key) => isRouteKey(site, key));
  if (!isRouteKey(site, normalized)) return undefined;
  const result = await renderRoute(site, normalized);
  return result.status === 200 && result.markdown ? markdownTwin(site, result.markdown) : undefined;
}
