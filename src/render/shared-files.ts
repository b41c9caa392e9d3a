/**
 * Files under `/_quire/` that pages share and load on demand, rendered from the site: API schema fragments,
 * operations' playground files and the navigation files of large sections. A page's render names the ones it uses; the build writes each once
 * and dev serves them at the same URLs.
 */
import type { SiteView } from '../site/site-context.js';
import { apiFragment } from './api-page.js';
import { isPlaygroundFileUrl, renderPlaygroundFile } from './playground-file.js';
import { SECTION_NAV_ROOT, sectionNavAt } from './section-nav.js';
import { withSiteLinkStyle } from './trailing-slash-links.js';

/** Where the site's utility stylesheet lives (no base): `/_quire/utilities-<hash>.css`. */
const UTILITIES_ROOT = '/_quire/utilities-';

/** True for the URL (no base) of a shared file rather than a page. */
export function isSharedFileUrl(url: string): boolean {
  return url.startsWith('/_quire/api/') || url.startsWith(SECTION_NAV_ROOT) || url.startsWith(UTILITIES_ROOT);
}

/** The shared file at `url` (no base) and the shared files it names in turn; undefined when there is none. */
export function renderSharedFile(site: SiteView, url: string): { html: string; fragments: string[] } | undefined {
  const utilities = site.state.utilityStyles;
  if (utilities && url === utilities.url) return { html: utilities.css, fragments: [] };
  if (url.startsWith(SECTION_NAV_ROOT)) {
    const html = sectionNavAt(site, url);
    return html === undefined ? undefined : { html: withSiteLinkStyle(site, html), fragments: [] };
  }
  if (isPlaygroundFileUrl(url)) {
    const json = renderPlaygroundFile(site, url);
    return json === undefined ? undefined : { html: json, fragments: [] };
  }
  return apiFragment(site, url);
}
