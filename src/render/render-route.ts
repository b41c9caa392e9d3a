import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { SiteView } from '../site/site-context.js';
import { chromeMemo } from './chrome-memo.js';
import type { EndpointRoute, PageRoute, Route } from '../site/routes.js';
import { feedLinkTag, pageFeed, type RssFeed } from './rss-feed.js';
import { compileRoutePage } from './compile-page.js';
import { createPageData } from './create-page-data.js';
import { defaultTheme } from './default-theme.js';
import { pageIconDiagnostics } from '../icons/icon-diagnostics.js';
import { escapeAttribute } from '../util/escape-html.js';
import { withBase } from '../util/base-path.js';
import { decodeUrlPath, normalizeUrlPath } from '../util/url-path.js';
import { renderInlineMarkdown } from './inline-markdown.js';
import { renderPageBody } from './page-body.js';
import { apiPageModel, mintContentPosition, manualApiModel, operationMintContent } from './api-page.js';
import { attachSectionNav } from './section-nav.js';
import { buildRedirects, fragmentScript } from './redirects.js';
import { withSiteLinkStyle } from './trailing-slash-links.js';
import type { PageData } from './page-data.js';
import type { PageLink } from '../mdx/types.js';
import { documentTargets, type PageLinks } from './page-links.js';
import { pageMarkdownDocument } from './markdown-twin.js';
import { searchDocument } from './search-document.js';
import { createTextMemo } from '../util/text-memo.js';

/** Characters of API example markup kept per site state and thread (Stripe's repeated examples: ~0.7 M). */
const API_MEMO_CHARS = 8 * 1024 * 1024;

export interface RenderResult {
  status: 200 | 404;
  html: string;
  /** Problems of this page (site-level diagnostics come from the site context). */
  diagnostics: Diagnostic[];
  /** Client features the page uses (`mermaid`, `math`...): the build copies their assets. */
  features: string[];
  /** The page's changelog feed (`rss: true` with `<Update>` entries): the build writes `<page>/rss.xml`. */
  rss?: RssFeed;
  /**
   * Shared files the page loads on demand (URLs without base): API schema fragments, its section's navigation
   * file. The build writes them.
   */
  fragments?: string[];
  /**
   * The page goes into the site search (`PageData.search`): the part of it the index reads, as a small document
   * of its own (`searchDocument`), made here so that render threads share the work.
   */
  search?: string;
  /**
   * For the link checker: the links written in the page (none for a root that serves another page's content,
   * which that page's own render reports) and the ids of the document.
   */
  links?: PageLinks;
  /**
   * The page's part of its Markdown twin (title, source URL, description, content; see markdown-twin.ts), URLs
   * final. Absent for the 404 page.
   */
  markdown?: string;
}

/**
 * THE render path: one URL (without base) → a complete HTML document. `build` calls it for every route and
 * `dev` for each request, from the same site context and caches, so both produce the same HTML.
 * Compile (cached) → body with the theme's components → page data → the theme's document.
 */
export async function renderRoute(site: SiteView, url: string): Promise<RenderResult> {
  const normalized = normalizeUrl(url, (key) => isRouteKey(site, key));
  const alias = site.state.aliases.get(normalized);
  const route = site.state.routes.get(alias ?? normalized);
  if (!route) return renderNotFound(site);
  const { data, diagnostics, rss, fragments, links, markdown }: RouteData =
    route.kind === 'page' ? await pageData(site, route) : await endpointData(site, route);
  const navFile = attachSectionNav(site, data.nav);
  const shared = navFile ? [...(fragments ?? []), navFile] : (fragments ?? []);
  // Readers arriving with a fragment that docs.json redirects elsewhere (`/old#section`) are sent on.
  const byFragment = fragmentRedirects(site).get(route.url);
  if (byFragment) data.head.push(fragmentScript(byFragment));
  // A root serving its first page names that page as the one to index.
  if (alias && !data.head.some((tag) => tag.startsWith('<link rel="canonical"')))
    data.head.push(`<link rel="canonical" href="${escapeAttribute(withBase(alias, site.base))}">`);
  const html = document(site, data);
  const search = data.search ? searchDocument(html) : undefined;
  const from = route.kind === 'page' ? `/${route.pagePath}` : route.url;
  return {
    status: 200,
    html,
    diagnostics,
    features: data.features,
    ...(rss ? { rss } : {}),
    ...(shared.length ? { fragments: shared } : {}),
    ...(search !== undefined ? { search } : {}),
    links: { from, links: alias ? [] : links, ...documentTargets(html, site.base) },
    markdown,
  };
}

/** The 404 page (`errors.404` title and description), served for unknown URLs and written as `404.html`. */
export async function renderNotFound(site: SiteView): Promise<RenderResult> {
  const settings = site.state.config.errors?.['404'];
  const description = settings?.description ?? 'The page you are looking for does not exist or has moved.';
  const own = site.state.notFoundPage ? await notFoundContent(site, site.state.notFoundPage) : undefined;
  const data = createPageData(site, {
    url: '/404',
    frontmatter: own?.frontmatter ?? {},
    fallbackTitle: settings?.title ?? 'Page not found',
    html: own?.html ?? `<p>${renderInlineMarkdown(description, site.base)}</p>`,
    toc: own?.toc ?? [],
    features: own?.features ?? [],
    diagnostics: own?.diagnostics ?? [],
    notFound: true,
  });
  // Unknown URLs go home unless `errors.404.redirect` is `false` (reference §1.1 and §1.6: it defaults to true);
  // the build's broken-link warnings still name every broken link of the site's own pages.
  const home = site.state.routes.has('/') || site.state.aliases.has('/');
  if (settings?.redirect !== false && home)
    data.head.push(`<meta http-equiv="refresh" content="0; url=${escapeAttribute(site.base)}">`);
  const navFile = attachSectionNav(site, data.nav);
  return {
    status: 404,
    html: document(site, data),
    diagnostics: own?.diagnostics ?? [],
    features: data.features,
    ...(navFile ? { fragments: [navFile] } : {}),
  };
}

/** The content of the site's own not-found page (a root `404.mdx`), rendered like any page's. */
async function notFoundContent(site: SiteView, route: PageRoute) {
  const compiled = await compileRoutePage(site, route);
  const body = renderPageBody(site, compiled.page, { file: route.file, pageUrl: `/${route.pagePath}` });
  return {
    frontmatter: compiled.page.frontmatter,
    html: body.html,
    toc: compiled.page.toc,
    features: body.features,
    diagnostics: [
      ...compiled.diagnostics,
      ...body.diagnostics,
      ...pageIconDiagnostics(compiled.page.icons, site.state.bodyIcons),
    ],
  };
}

/** What a route's page is made of, before the theme turns it into a document. */
interface RouteData {
  data: PageData;
  diagnostics: Diagnostic[];
  rss?: RssFeed;
  fragments?: string[];
  /** Links written in the page's MDX (its body, or the operation's `x-mint.content`). */
  links: PageLink[];
  markdown: string;
}

async function pageData(site: SiteView, route: Extract<Route, { kind: 'page' }>): Promise<RouteData> {
  const compiled = await compileRoutePage(site, route);
  // Relative links resolve from the page's file, as on the hosted platform: `./b` in `guides/index.mdx` is
  // `/guides/b`, though the page's URL is `/guides`.
  const body = renderPageBody(site, compiled.page, { file: route.file, pageUrl: `/${route.pagePath}` });
  const diagnostics = [
    ...compiled.diagnostics,
    ...body.diagnostics,
    ...pageIconDiagnostics(compiled.page.icons, site.state.bodyIcons),
  ];
  const api = route.api
    ? await apiPageModel(site, route.api, {
        frontmatter: compiled.page.frontmatter,
        ...(compiled.page.anchors ? { anchors: compiled.page.anchors } : {}),
      })
    : undefined;
  if (api) diagnostics.push(...api.diagnostics);
  const data = createPageData(site, {
    url: route.url,
    pagePath: route.pagePath,
    // A page bound to an operation takes its title from the operation unless it names its own.
    frontmatter: api?.model ? { title: api.model.title, ...compiled.page.frontmatter } : compiled.page.frontmatter,
    html: body.html,
    toc: compiled.page.toc,
    features: body.features,
    diagnostics,
    ...(route.api ? { specFile: route.api.spec } : {}),
  });
  if (api?.model) data.api = api.model;
  else {
    const manual = await manualApiModel(site, compiled.page.frontmatter, body.html);
    if (manual) data.api = manual;
  }
  const rss = pageFeed({
    url: route.url,
    title: data.title,
    siteName: site.state.config.name,
    ...(data.description ? { description: data.description } : {}),
    frontmatter: compiled.page.frontmatter,
    ...(compiled.page.updates ? { updates: compiled.page.updates } : {}),
  });
  const fragments = api?.fragments?.length ? { fragments: api.fragments } : {};
  const links = compiled.page.links ?? [];
  const markdown = pageMarkdownDocument(site, {
    url: route.url,
    title: data.title,
    ...(data.description ? { description: data.description } : {}),
    ...(compiled.page.markdown ? { body: compiled.page.markdown } : {}),
    // A hand-written API page (`api:` frontmatter) already says it all in its ParamFields.
    ...(api?.model ? { api: api.model } : {}),
    ...(route.api ? { binding: route.api } : {}),
  });
  if (!rss) return { data, diagnostics, links, ...fragments, markdown };
  const canonical = site.state.config.seo?.metatags?.canonical;
  data.head.push(feedLinkTag(rss, { base: site.base, ...(canonical ? { canonical } : {}) }));
  return { data, diagnostics, rss, links, ...fragments, markdown };
}

/** A page generated from a spec alone: an operation or webhook named in the navigation. */
async function endpointData(site: SiteView, route: EndpointRoute): Promise<RouteData> {
  const meta = site.state.pageMeta.get(route.url.replace(/^\/+/, ''));
  const metadata = { ...(meta?.description ? { description: meta.description } : {}) };
  const api = await apiPageModel(site, route.api, { frontmatter: {} });
  const content = await mintContent(site, route);
  const title = api.model?.title ?? route.title;
  const data = createPageData(site, {
    url: route.url,
    frontmatter: {
      title,
      ...metadata,
      ...(api.model && 'deprecated' in api.model && api.model.deprecated ? { deprecated: true } : {}),
      ...bindingFrontmatter(route.api),
    },
    html: content?.html ?? '',
    toc: content?.toc ?? [],
    features: content?.features ?? [],
    diagnostics: [],
    specFile: route.api.spec,
  });
  if (api.model) data.api = api.model;
  // The page's description line is the first sentence of the spec's description: the twin, like the page, shows
  // the spec's whole description instead when there is one.
  const ownDescription = api.model && 'description' in api.model && api.model.description !== undefined;
  const markdown = pageMarkdownDocument(site, {
    url: route.url,
    title: data.title,
    ...(data.description && !ownDescription ? { description: data.description } : {}),
    ...(content?.markdown ? { body: content.markdown } : {}),
    ...(api.model ? { api: api.model } : {}),
    binding: route.api,
  });
  return {
    data,
    markdown,
    diagnostics: [...api.diagnostics, ...(content?.diagnostics ?? [])],
    links: content?.links ?? [],
    ...(api.fragments?.length ? { fragments: api.fragments } : {}),
  };
}

/**
 * `x-mint.content` of the operation: MDX the spec adds above the generated reference (§2.5), compiled and
 * rendered like a page whose file is the spec.
 */
async function mintContent(
  site: SiteView,
  route: EndpointRoute,
): Promise<
  | {
      html: string;
      toc: PageData['toc'];
      features: string[];
      diagnostics: Diagnostic[];
      links: PageLink[];
      markdown?: string;
    }
  | undefined
> {
  const source = operationMintContent(site, route.api);
  if (!source) return undefined;
  const file = route.api.spec;
  const page = await site.compilePage({ pagePath: route.url.replace(/^\/+/, ''), file, source });
  const body = renderPageBody(site, page, { file, pageUrl: route.url });
  // The content's own lines mean nothing in the spec file: each problem is placed at `x-mint.content` there.
  const at = mintContentPosition(site, route.api) ?? { line: 1, column: 1 };
  const diagnostics = [...page.diagnostics, ...body.diagnostics].map(({ frame: _frame, ...d }) => ({
    ...d,
    file,
    line: at.line,
    column: at.column,
    message: `In its \`x-mint.content\`: ${d.message}`,
  }));
  return {
    html: body.html,
    toc: page.toc,
    features: body.features,
    diagnostics,
    links: page.links ?? [],
    ...(page.markdown ? { markdown: page.markdown } : {}),
  };
}

/** The frontmatter key a generated page would have written: what it documents, as a page bound to it says it. */
function bindingFrontmatter(api: EndpointRoute['api']): Record<string, string> {
  if (api.kind === 'channel') return { asyncapi: `${api.spec} ${api.channel}` };
  if (api.kind === 'schema') return { 'openapi-schema': `${api.spec} ${api.name}` };
  return { openapi: `${api.spec} ${api.webhook ? 'webhook' : api.method} ${api.path}` };
}

function document(site: SiteView, data: PageData): string {
  const html = defaultTheme.renderDocument(data, {
    renderIcon: (icon, opts) => site.state.chromeIcons.render(icon, opts),
    memo: chromeMemo(site),
    apiMemo: site.derive('api-example-memo', () => createTextMemo(API_MEMO_CHARS)),
  });
  return withSiteLinkStyle(site, html);
}

/**
 * `/guides/setup/`, `/guides/setup/index.html`, `/guides/setup?x#y` → `/guides/setup`; `/index` → `/`. With
 * `isRoute`, a path a route has under its own name keeps its `.html` (a page `x.html.mdx`, an `x-mint.href`).
 */
export function normalizeUrl(url: string, isRoute?: (key: string) => boolean): string {
  const pathname = normalizeUrlPath(decodeUrlPath(url.split(/[?#]/)[0] ?? '/'));
  if (!pathname.endsWith('.html') || isRoute?.(pathname)) return pathname;
  return normalizeUrlPath(pathname.replace(/\.html$/, ''));
}

/** True when `key` is a route or an alias of the site (a route key as {@link normalizeUrl} gives it). */
export function isRouteKey(site: SiteView, key: string): boolean {
  return site.state.routes.has(key) || site.state.aliases.has(key);
}

/** The redirects of sections of existing pages (`/old#section`), by page URL; once per site state. */
function fragmentRedirects(site: SiteView): ReadonlyMap<string, Record<string, string>> {
  return site.derive('fragment-redirects', () =>
    site.state.config.redirects?.some((rule) => rule.source.includes('#'))
      ? buildRedirects(site.state.config.redirects, { base: site.base, pageUrls: new Set(site.state.routes.keys()) })
          .fragmentRedirects
      : new Map(),
  );
}
