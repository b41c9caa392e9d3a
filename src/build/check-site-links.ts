import { missingConfigFiles } from '../config/config-files.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { checkLinks, type LinkSource, type LinkTargets } from '../render/check-links.js';
import { configLinks } from '../render/config-links.js';
import type { PageLinks } from '../render/page-links.js';
import { buildRedirects } from '../render/redirects.js';
import { feedFile, type RssFeed } from '../render/rss-feed.js';
import { isSharedFileUrl } from '../render/shared-files.js';
import { whyUnpublished } from '../site/unread-files.js';
import type { SiteContext } from '../site/site-context.js';
import { LAYOUT_IDS, OTHER_LAYOUT_IDS } from '../util/layout-ids.js';

/**
 * Files every build writes or will write beside the pages, which links may name: the sitemap and robots, the
 * not-found page, and the outputs for machines (reference §8.3).
 */
const SITE_FILES = ['/sitemap.xml', '/robots.txt', '/404', '/404.html', '/llms.txt', '/llms-full.txt'];

/**
 * The site's `broken-link` warnings: the links and ids its pages' renders reported (by URL, no base), the links
 * docs.json writes, checked against its routes, root aliases, redirects and files (see {@link checkLinks}); and
 * the `missing-file` warnings of the logo, favicon, background and font files docs.json names (`quire build` shows
 * them; `quire broken-links` shows broken links only).
 */
export function checkSiteLinks(
  site: SiteContext,
  rendered: ReadonlyMap<string, PageLinks>,
  feeds: readonly RssFeed[] = [],
): Diagnostic[] {
  const { state } = site;
  const linksByPage = new Map<string, LinkSource>();
  const idsByPage = new Map<string, LinkTargets>();
  for (const [url, page] of rendered) {
    idsByPage.set(url, { ids: page.ids, ...(page.lazy ? { lazy: page.lazy } : {}) });
    if (!isSharedFileUrl(url) && page.links.length) linksByPage.set(url, { from: page.from, links: page.links });
  }
  const fromConfig = configLinks(state.config, state.loaded.locate);
  if (fromConfig.length) linksByPage.set('docs.json', { from: '/', links: fromConfig });
  const content = state.content;
  const files = new Set([
    ...SITE_FILES,
    ...[...content.assets, ...content.styles, ...content.scripts, ...state.specs.files].map((file) => `/${file}`),
    ...feeds.map((feed) => `/${feedFile(feed.url)}`),
  ]);
  // Targets without the base: links are checked as written, before the base goes on.
  const redirects = buildRedirects(state.config.redirects ?? [], { base: '/', pageUrls: new Set(state.routes.keys()) });
  const diagnostics = checkLinks({
    routes: new Set([...state.routes.keys(), ...state.aliases.keys()]),
    linksByPage,
    idsByPage,
    redirects: redirects.sources,
    files,
    // The layout's own parts (a page in a frameless mode lacks them, so they are not common to every page).
    chromeIds: new Set([...LAYOUT_IDS, ...OTHER_LAYOUT_IDS, ...commonIds(rendered)]),
    whyUnpublished: (urlPath) => whyUnpublished(state.loaded.root, urlPath),
  });
  // Files docs.json names for the chrome are checked against the same files.
  diagnostics.push(...missingConfigFiles(state.config, state.loaded.locate, files));
  // Problems of docs.json get its code frame, as its other problems do.
  return diagnostics.map(state.loaded.withFrame);
}

/** The ids every page has (the theme's `header`, `sidebar`…): no link means them, so none is suggested. */
function commonIds(rendered: ReadonlyMap<string, PageLinks>): Set<string> {
  let common: Set<string> | undefined;
  for (const [url, page] of rendered) {
    if (isSharedFileUrl(url)) continue;
    const ids = new Set(page.ids);
    common = common ? new Set([...common].filter((id) => ids.has(id))) : ids;
  }
  return common ?? new Set();
}
