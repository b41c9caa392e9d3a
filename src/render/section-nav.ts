/**
 * Shared navigation files: the full sidebar of each large section (`/_quire/nav/<hash>.html`), rendered once
 * per section and site state. Each page of the section holds a window on that sidebar and names the file; the
 * name is a hash of the content, so a host may cache it for good and the browser fetches it once for the whole
 * section. Through this module, build and dev serve the same bytes.
 */
import { isLargeSection } from '../navigation/section-view.js';
import { sectionSidebar } from '../navigation/page-navigation.js';
import type { PageNavigation } from '../navigation/types.js';
import type { SiteView } from '../site/site-context.js';
import { withBase } from '../util/base-path.js';
import { contentHash } from '../util/hash.js';
import { defaultTheme } from './default-theme.js';
import { chromeMemo } from './chrome-memo.js';

/** Where shared navigation files live in the output (no base). */
export const SECTION_NAV_ROOT = '/_quire/nav/';

interface SectionNavFile {
  /** URL without base. */
  url: string;
  html: string;
}

function sectionNavFile(site: SiteView, sectionId: number): SectionNavFile | undefined {
  return site.derive(`section-nav:${sectionId}`, () => {
    const { state } = site;
    const items = sectionSidebar(state.navigation, sectionId, {
      base: site.base,
      meta: (pagePath) => state.pageMeta.get(pagePath),
    });
    if (!items) return undefined;
    const html = defaultTheme.renderSectionNav(items, {
      renderIcon: (icon, opts) => state.chromeIcons.render(icon, opts),
      drilldown: state.config.interaction?.drilldown ?? false,
      memo: chromeMemo(site),
    });
    return { url: `${SECTION_NAV_ROOT}${contentHash(html).slice(0, 16)}.html`, html };
  });
}

/**
 * Names the shared navigation file in a page's navigation when its section has one (`sidebarFile`, base
 * applied), and returns the file's URL without base (for the build to write), else undefined.
 */
export function attachSectionNav(site: SiteView, nav: PageNavigation): string | undefined {
  if (nav.sharedSidebar === undefined) return undefined;
  const file = sectionNavFile(site, nav.sharedSidebar);
  if (!file) return undefined;
  nav.sidebarFile = withBase(file.url, site.base);
  return file.url;
}

/** The shared navigation file at `url` (no base), or undefined when no section of the current state has it. */
export function sectionNavAt(site: SiteView, url: string): string | undefined {
  if (!url.startsWith(SECTION_NAV_ROOT)) return undefined;
  for (const division of site.state.navigation.divisions) {
    if (!isLargeSection(division)) continue;
    const file = sectionNavFile(site, division.id);
    if (file?.url === url) return file.html;
  }
  return undefined;
}
