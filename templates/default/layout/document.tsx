import { renderToString } from 'preact-render-to-string';
import type { PageData, PageMode } from '../../../src/render/page-data.js';
import { escapeAttributeLikePreact } from '../../../src/util/escape-html.js';
import { languageTag, textDirection } from '../../../src/util/language-tag.js';
import { ApiArticle } from './api-page.js';
import { Banner } from './banner.js';
import { Body, NotFound, PageHeader, Pagination } from './content.js';
import type { RenderHelpers } from '../../../src/render/theme.js';
import type { LayoutContext } from './context.js';
import { DevOverlay } from './dev-overlay.js';
import { Footer } from './footer.js';
import { Head } from './head.js';
import { Navbar } from './navbar.js';
import { pageScripts } from './page-assets.js';
import { Sidebar } from './sidebar.js';
import { SearchKeywords, searchIgnore, searchRootAttributes } from './search-marks.js';
import { themeVariant, type ThemeVariant } from './theme-variants.js';
import { TableOfContents } from './toc.js';
import { ContextualMenu } from './contextual-menu.js';

/** What each page mode shows (docs.json frontmatter `mode`). */
interface ModeParts {
  /** Sidebar on desktop (`center` keeps it in the page as the mobile menu only). */
  sidebar: 'shown' | 'mobile' | 'none';
  tabs: boolean;
  /** Title, pagination and footer around the body; without it the body is a blank canvas. */
  article: boolean;
  /** The right column: table of contents and side panels. */
  aside: boolean;
}

const MODES: Readonly<Record<PageMode, ModeParts>> = {
  default: { sidebar: 'shown', tabs: true, article: true, aside: true },
  wide: { sidebar: 'shown', tabs: true, article: true, aside: false },
  center: { sidebar: 'mobile', tabs: true, article: true, aside: false },
  custom: { sidebar: 'none', tabs: false, article: false, aside: false },
  frame: { sidebar: 'shown', tabs: true, article: false, aside: false },
};

/**
 * Where the sidebar shows: on desktop when it has navigation of its own; as the mobile menu only when it would
 * just repeat the tabs and navbar links; not at all when there is nothing to put in it.
 */
function sidebarPlacement(data: PageData, parts: ModeParts, variant: ThemeVariant): ModeParts['sidebar'] {
  if (parts.sidebar === 'none') return 'none';
  const nav = data.nav;
  const own =
    nav.sidebar.length > 0 ||
    nav.anchors.length > 0 ||
    (nav.products?.items.length ?? 0) > 0 ||
    (nav.dropdowns?.items.length ?? 0) > 0 ||
    (variant.tabs === 'sidebar' && nav.tabs.length > 0);
  if (own) return parts.sidebar;
  return nav.tabs.length > 0 || data.site.navbar.links.length > 0 ? 'mobile' : 'none';
}

function Main(props: { ctx: LayoutContext; parts: ModeParts }) {
  const { ctx, parts } = props;
  const { data } = ctx;
  if (!parts.article) {
    return (
      <main id="content-area" class="q-main q-canvas" tabIndex={-1}>
        <div
          id="content"
          dir={textDirection(data.nav.language ?? 'en')}
          class="q-canvas-content mdx-content"
          {...searchRootAttributes(data)}
          dangerouslySetInnerHTML={{ __html: data.html }}
        />
      </main>
    );
  }
  return (
    <main id="content-area" class="q-main" tabIndex={-1}>
      <article
        id="content"
        // A language written right to left reads so in the content; the site's frame keeps its layout.
        dir={textDirection(data.nav.language ?? 'en')}
        class={data.api && !data.notFound ? 'q-content q-api-content' : 'q-content'}
        {...searchRootAttributes(data)}
      >
        <SearchKeywords data={data} />
        {data.notFound ? (
          <NotFound data={data} />
        ) : data.api ? (
          <>
            <ApiArticle data={data} memo={ctx.helpers.apiMemo} />
            <Pagination data={data} />
          </>
        ) : (
          <>
            <PageHeader data={data} />
            <Body html={data.html} />
            <Pagination data={data} />
          </>
        )}
      </article>
      <Footer ctx={ctx} />
    </main>
  );
}

function Aside(props: { ctx: LayoutContext }) {
  return (
    <aside id="table-of-contents-layout" class="q-aside" aria-label="On this page">
      <div class="q-aside-inner">
        <div id="panel" class="q-panel panel" data-q-panel="" />
        <ContextualMenu menu={props.ctx.data.contextual} place="toc" ignore={searchIgnore(props.ctx.data)} />
        <TableOfContents toc={props.ctx.data.toc} />
      </div>
    </aside>
  );
}

function Page(props: { ctx: LayoutContext; parts: ModeParts; sidebar: boolean }) {
  const { ctx, parts } = props;
  const split = ctx.variant.family === 'split';
  const navbar = <Navbar ctx={ctx} hasSidebar={props.sidebar} showTabs={parts.tabs} />;
  const sidebar = props.sidebar ? <Sidebar ctx={ctx} showTabs={parts.tabs} /> : null;
  const content = (
    <>
      <Main ctx={ctx} parts={parts} />
      {/* API pages draw their examples column inside the article instead (api-page.tsx). */}
      {parts.aside && !ctx.data.api ? <Aside ctx={ctx} /> : null}
    </>
  );
  // Card themes draw the content and its table of contents on one raised panel.
  const columns = (
    <div class="q-layout">
      {split ? null : sidebar}
      {ctx.variant.family === 'card' ? <div class="q-card">{content}</div> : content}
    </div>
  );
  return (
    <>
      <a class="q-skip-link" href="#content-area">
        Skip to content
      </a>
      <DevOverlay dev={ctx.data.dev} />
      <Banner site={ctx.data.site} />
      {split ? (
        <div class="q-shell q-shell-split">
          {sidebar}
          <div class="q-shell-main">
            {navbar}
            {columns}
          </div>
        </div>
      ) : (
        <div class="q-shell">
          {navbar}
          {columns}
        </div>
      )}
      {props.sidebar ? (
        // biome-ignore lint/a11y/useValidAnchor: `#` closes the `:target` sidebar without JavaScript
        // biome-ignore lint/a11y/useAnchorContent: the backdrop is a click target behind the sidebar, hidden from readers
        <a class="q-backdrop" href="#" tabIndex={-1} aria-hidden="true" />
      ) : null}
    </>
  );
}

function htmlAttributes(
  data: PageData,
  layout: { mode: PageMode; parts: ModeParts; sidebar: ModeParts['sidebar'] },
): string {
  const { mode, parts, sidebar } = layout;
  const { site } = data;
  const variant = themeVariant(site.theme);
  const attrs: Record<string, string | undefined> = {
    lang: languageTag(data.nav.language ?? 'en'),
    'data-q-theme': variant.name,
    // Without JavaScript the page stays in the configured mode (light when it follows the system).
    'data-theme': site.appearance.default === 'dark' ? 'dark' : 'light',
    'data-mode': mode,
    'data-q-family': variant.family,
    'data-current-path': data.url,
    'data-sidebar': sidebar,
    'data-q-appearance': site.appearance.default,
    'data-q-strict': site.appearance.strict ? '' : undefined,
    // Where the tabs are drawn decides the sticky header's height.
    'data-tabs': parts.tabs && data.nav.tabs.length > 0 ? variant.tabs : undefined,
    'data-has-banner': site.banner ? '' : undefined,
    'data-not-found': data.notFound ? '' : undefined,
    'data-decoration': site.background?.decoration,
    'data-bg-image': site.background?.image ? '' : undefined,
    // `quire dev` shows authors what a page is missing (unknown components) where readers of a build see nothing.
    'data-q-dev': data.dev ? '' : undefined,
  };
  return Object.entries(attrs)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => (value === '' ? name : `${name}="${escapeAttributeLikePreact(value)}"`))
    .join(' ');
}

function scriptTags(data: PageData): string {
  const tags = pageScripts(data).map((script) =>
    script.type === 'module'
      ? `<script type="module" src="${escapeAttributeLikePreact(script.href)}"></script>`
      : `<link rel="prefetch" as="script" href="${escapeAttributeLikePreact(script.href)}">`,
  );
  for (const href of data.site.userScripts)
    tags.push(`<script defer src="${escapeAttributeLikePreact(href)}"></script>`);
  return tags.join('');
}

/**
 * Renders one page to a complete HTML document. Everything comes from `data` (the pipeline's page data); the
 * page is fully readable without JavaScript, and the client scripts only add behaviour.
 */
export function renderDocument(data: PageData, helpers: RenderHelpers): string {
  const variant = themeVariant(data.site.theme);
  const ctx: LayoutContext = { data, helpers, variant };
  const mode: PageMode = data.notFound ? 'center' : data.mode;
  const parts = MODES[mode] ?? MODES.default;
  const placement = sidebarPlacement(data, parts, variant);
  const sidebar = placement !== 'none';
  // Dev only: Vite's client (the HMR socket), then the in-place updater, before the theme's scripts run.
  const devClient = data.dev
    ? `<script type="module" src="/@vite/client"></script><script type="module" src="${escapeAttributeLikePreact(`${data.site.assetsBase}dev/update.js`)}"></script>`
    : '';
  const head = renderToString(<Head data={data} />) + data.head.join('') + devClient;
  const body = renderToString(<Page ctx={ctx} parts={parts} sidebar={sidebar} />);
  return `<!DOCTYPE html>\n<html ${htmlAttributes(data, { mode, parts, sidebar: placement })}><head>${head}</head><body>${body}${scriptTags(data)}</body></html>\n`;
}
