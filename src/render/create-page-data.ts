import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { overlayEntries } from '../diagnostics/overlay.js';
import { slugToTitle } from '../content/page-path.js';
import { pageNavigation } from '../navigation/page-navigation.js';
import type { SiteView } from '../site/site-context.js';
import { withBase } from '../util/base-path.js';
import { buildHeadTags } from './head-tags.js';
import { jsonLdScript } from './json-ld.js';
import { absolutePageUrl } from './site-url.js';
import { pageSearch } from './page-search.js';
import type { PageData, PageMode, SiteChrome, TocItem } from './page-data.js';
import { buildSiteChrome } from './site-chrome.js';
import { contextualMenu } from './contextual-menu.js';

export interface PageDataInput {
  /** URL path without base. */
  url: string;
  /** Page path, when the route is a page file. */
  pagePath?: string;
  frontmatter: Record<string, unknown>;
  /** Title when the frontmatter has none. */
  fallbackTitle?: string;
  html: string;
  toc: TocItem[];
  features: string[];
  /** Diagnostics of this page (shown in the dev overlay). */
  diagnostics: Diagnostic[];
  notFound?: boolean;
  /** Root-relative spec file of an API page (the contextual menu's `download-spec`). */
  specFile?: string;
}

const MODES = new Set<PageMode>(['default', 'wide', 'custom', 'frame', 'center']);

/** Everything the theme needs for one page (the pipeline → theme contract), hrefs final. */
export function createPageData(site: SiteView, input: PageDataInput): PageData {
  const { state, base } = site;
  const fm = input.frontmatter;
  const meta = input.pagePath ? state.pageMeta.get(input.pagePath) : undefined;
  const title = text(fm.title) ?? meta?.title ?? input.fallbackTitle ?? slugToTitle(input.pagePath ?? input.url);
  const description = text(fm.description);
  const nav = pageNavigation(state.navigation, input.url, { base, meta: (pagePath) => state.pageMeta.get(pagePath) });
  const noindex = fm.hidden === true || fm.noindex === true || input.notFound === true;
  const data: PageData = {
    site: siteChrome(site, nav.language),
    url: input.url,
    href: withBase(input.url, base),
    title,
    frontmatter: fm,
    mode: MODES.has(fm.mode as PageMode) ? (fm.mode as PageMode) : 'default',
    html: input.html,
    toc: input.toc,
    nav,
    head: buildHeadTags({
      siteName: state.config.name,
      title,
      ...(description ? { description } : {}),
      url: input.url,
      ...(input.pagePath ? { pagePath: input.pagePath } : {}),
      base,
      frontmatter: fm,
      ...(state.config.seo ? { seo: state.config.seo } : {}),
      noindex,
    }),
    features: [...new Set(input.features)].sort(),
  };
  if (description) data.description = description;
  if (input.notFound) data.notFound = true;
  if (!noindex) data.head.push(structuredData(site, { input, title, description, breadcrumbs: nav.breadcrumbs }));
  const search = pageSearch({
    tree: state.navigation,
    url: input.url,
    frontmatter: fm,
    ...(state.config.seo?.indexing ? { indexing: state.config.seo.indexing } : {}),
    ...(input.notFound ? { notFound: true } : {}),
  });
  if (search) data.search = search;
  const contextual = input.notFound
    ? undefined
    : contextualMenu(site, {
        url: input.url,
        frontmatter: fm,
        ...(input.specFile ? { specFile: input.specFile } : {}),
      });
  if (contextual) data.contextual = contextual;
  if (site.options.dev) {
    data.dev = { errors: overlayEntries(input.diagnostics) };
  }
  return data;
}

/** The page's JSON-LD (json-ld.ts), its addresses absolute when `seo.metatags.canonical` says where the site lives. */
function structuredData(
  site: SiteView,
  page: {
    input: PageDataInput;
    title: string;
    description: string | undefined;
    breadcrumbs: PageData['nav']['breadcrumbs'];
  },
): string {
  const { input } = page;
  const { config } = site.state;
  const canonical = config.seo?.metatags?.canonical;
  const home = absolutePageUrl(canonical, '/', site.base);
  const fm = input.frontmatter;
  const modified = text(fm.lastUpdated) ?? text(fm.lastModified);
  return jsonLdScript({
    siteName: config.name,
    title: page.title,
    ...(page.description ? { description: page.description } : {}),
    pageUrl: absolutePageUrl(canonical, input.url, site.base) ?? withBase(input.url, site.base),
    homeUrl: home ?? withBase('/', site.base),
    address: (href) => (home && href.startsWith('/') && !href.startsWith('//') ? new URL(href, home).href : href),
    breadcrumbs: page.breadcrumbs,
    ...(config.seo?.organization ? { organization: config.seo.organization } : {}),
    ...(siteChrome(site, undefined).logo ? { logo: siteChrome(site, undefined).logo!.light } : {}),
    api:
      Boolean(input.specFile) || ['openapi', 'api', 'asyncapi', 'openapi-schema'].some((key) => fm[key] !== undefined),
    ...(modified && !Number.isNaN(Date.parse(modified)) ? { modified } : {}),
  });
}

/** The chrome of a language, built once per site state. */
function siteChrome(site: SiteView, language: string | undefined): SiteChrome {
  return site.derive(`chrome:${language ?? ''}`, () =>
    buildSiteChrome({
      config: site.state.config,
      base: site.base,
      dev: site.options.dev,
      styles: site.state.content.styles,
      scripts: site.state.content.scripts,
      ...(language ? { language } : {}),
      ...(site.state.utilityStyles ? { utilityStyles: site.state.utilityStyles.url } : {}),
    }),
  );
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number') return String(value);
  return undefined;
}
