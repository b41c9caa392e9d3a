import { describe, expect, it } from 'vitest';
import { renderDocument } from '../../../templates/default/layout/document.js';
import { elementById, htmlTag, tagsWithClass, text } from './html-query.js';
import { LAYOUT_IDS, OTHER_LAYOUT_IDS } from '../../../src/util/layout-ids.js';
import { helpers, page } from './page-fixture.js';

const render = (...args: Parameters<typeof page>) => renderDocument(page(...args), helpers);

describe('renderDocument: document and head', () => {
  it('writes a complete HTML5 document with title, description, head tags and theme attributes', () => {
    const html = render();
    expect(html.startsWith('<!DOCTYPE html>\n<html ')).toBe(true);
    expect(html.trimEnd().endsWith('</body></html>')).toBe(true);
    expect(html).toContain('<title>Webhooks overview - Acme</title>');
    expect(html).toContain('<meta name="description" content="Receive events as they happen."/>');
    expect(html).toContain('<link rel="canonical" href="https://docs.acme.dev/guides/webhooks/overview">');
    const tag = htmlTag(html);
    expect(tag).toContain('lang="en"');
    expect(tag).toContain('data-q-theme="mint"');
    expect(tag).toContain('data-mode="default"');
    expect(tag).toContain('data-current-path="/guides/webhooks/overview"');
  });

  it('sets the colour mode before paint from storage, appearance.default or the system', () => {
    const html = render();
    const head = html.slice(0, html.indexOf('</head>'));
    const script = /<script>(.*?)<\/script>/s.exec(head)?.[1] ?? '';
    expect(script).toContain('localStorage.getItem("quire-theme")');
    expect(script).toContain('prefers-color-scheme: dark');
    // The script comes before any stylesheet so the first paint already has the right mode.
    expect(head.indexOf('<script>')).toBeLessThan(head.indexOf('rel="stylesheet"'));
    expect(htmlTag(render({}, { appearance: { default: 'dark', strict: false } }))).toContain('data-theme="dark"');
  });

  it('writes brand colours as CSS variables, dark mode reading the `light` colour', () => {
    const style = /<style id="quire-site-style">(.*?)<\/style>/s.exec(render())?.[1] ?? '';
    expect(style).toContain('--q-primary:#0D9373;--q-primary-light:#07C983;--q-primary-dark:#0A7A5F');
    expect(style).toContain('html[data-theme="dark"]{--q-primary:#07C983');
  });

  it('uses a local font source with @font-face and never a font service', () => {
    const html = render(
      {},
      {
        fonts: {
          body: { family: 'Inter', source: '/fonts/inter.woff2', format: 'woff2' },
          heading: { family: 'Georgia' },
        },
      },
    );
    expect(html).toContain('@font-face{font-family:"Inter";src:url("/fonts/inter.woff2") format("woff2")');
    expect(html).toContain('--q-site-font-sans:"Inter", var(--q-font-system)');
    expect(html).toContain('--q-site-font-heading:"Georgia", var(--q-font-system)');
    expect(html).not.toMatch(/fonts\.googleapis|fonts\.gstatic/);
  });

  it('links favicons per colour scheme, theme CSS under the assets base, then user styles and scripts', () => {
    const html = render(
      {},
      {
        favicon: { light: '/favicon.svg', dark: '/favicon-dark.png' },
        base: '/docs/',
        assetsBase: '/docs/_quire/',
        userStyles: ['/docs/custom.css'],
        userScripts: ['/docs/custom.js'],
      },
    );
    expect(html).toContain(
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" media="(prefers-color-scheme: light)"/>',
    );
    expect(html).toContain(
      '<link rel="icon" href="/favicon-dark.png" type="image/png" media="(prefers-color-scheme: dark)"/>',
    );
    expect(html).toContain('<link rel="stylesheet" href="/docs/_quire/quire.css"/>');
    expect(html.indexOf('/docs/_quire/quire.css')).toBeLessThan(html.indexOf('/docs/custom.css'));
    expect(html).toContain('<script type="module" src="/docs/_quire/layout/index.js"></script>');
    expect(html).toContain('<script type="module" src="/docs/_quire/components/index.js"></script>');
    expect(html).toContain('<script defer src="/docs/custom.js"></script>');
  });

  it('loads KaTeX CSS only with math and mermaid only with diagrams', () => {
    const plain = render();
    expect(plain).not.toContain('katex');
    expect(plain).not.toContain('mermaid');
    const rich = render({ features: ['math', 'mermaid'] });
    expect(rich).toContain('<link rel="stylesheet" href="/_quire/vendor/katex/katex.min.css"/>');
    // The components script loads mermaid when a diagram nears the viewport; the page only prefetches it.
    expect(rich).toContain('<link rel="prefetch" as="script" href="/_quire/vendor/mermaid.min.js">');
    expect(rich).not.toMatch(/<script[^>]*mermaid/);
  });

  it('writes background decoration and colours', () => {
    const html = render({}, { background: { decoration: 'grid', color: { light: '#fafafa' } } });
    expect(htmlTag(html)).toContain('data-decoration="grid"');
    expect(html).toContain('--q-site-bg:#fafafa');
    expect(html).toContain('html[data-theme="dark"]{--q-primary:#07C983;--q-site-bg:initial}');
  });

  it('escapes config values that could break out of the style element', () => {
    const html = render({}, { colors: { primary: '#fff;}</style><script>alert(1)</script>' } });
    expect(html).not.toContain('<script>alert(1)');
  });
});

describe('renderDocument: navbar and tabs', () => {
  it('shows both logo variants linking to logo.href, or the name without a logo', () => {
    const withLogo = render({}, { logo: { light: '/logo.svg', dark: '/logo-dark.svg', href: 'https://acme.dev' } });
    const navbar = elementById(withLogo, 'navbar')!;
    expect(navbar).toContain('href="https://acme.dev"');
    expect(navbar).toContain('class="q-logo-img q-logo-light" src="/logo.svg"');
    expect(navbar).toContain('class="q-logo-img q-logo-dark" src="/logo-dark.svg"');
    expect(elementById(render(), 'navbar')).toContain('<span class="q-logo-text">Acme</span>');
  });

  it('has links with icons, the primary button, search prompt, mode toggle and mobile menu button', () => {
    const navbar = elementById(render({}, { searchPrompt: 'Find anything' }), 'navbar')!;
    expect(navbar).toContain('href="mailto:help@acme.dev"');
    expect(navbar).toContain('data-icon="envelope"');
    expect(navbar).toMatch(/id="topbar-cta-button" class="q-primary-button" href="https:\/\/app\.acme\.dev"/);
    expect(text(navbar)).toContain('Find anything');
    expect(navbar).toContain('data-q-theme-toggle');
    expect(navbar).toMatch(
      /class="q-menu-button" href="#sidebar" role="button" aria-controls="sidebar" aria-expanded="false"/,
    );
  });

  it('draws a GitHub primary button with the brand icon', () => {
    const navbar = elementById(
      render(
        {},
        { navbar: { links: [], primary: { type: 'github', label: 'Star us', href: 'https://github.com/acme' } } },
      ),
      'navbar',
    )!;
    expect(navbar).toContain('q-primary-github');
    expect(navbar).toContain('data-icon="brands:github"');
  });

  it('hides the mode toggle when appearance is strict', () => {
    expect(render({}, { appearance: { default: 'dark', strict: true } })).not.toContain('data-q-theme-toggle');
  });

  it('renders tabs with the active one marked, menus as native dropdowns and end-aligned tabs last', () => {
    const html = render();
    const tabs = tagsWithClass(html, 'q-navtab');
    expect(tabs).toHaveLength(4);
    expect(tabs[0]).toContain('data-active="true"');
    expect(tabs[3]).toContain('q-navtab-end');
    const bar = html.slice(html.indexOf('q-navtabs-bar'), html.indexOf('</nav>', html.indexOf('q-navtabs-bar')));
    expect(bar).toMatch(
      /<details class="q-menu q-navtab-menu">.*SDKs.*href="\/sdks\/node".*npm i acme.*href="\/sdks\/python"/s,
    );
    expect(bar.indexOf('Changelog')).toBeGreaterThan(bar.indexOf('Python'));
  });

  it('writes the language tag of the aliases docs.json accepts in <html lang> (jp is ja, cn is zh-Hans)', () => {
    const lang = (language: string) => htmlTag(render({ nav: { ...page().nav, language } }));
    expect(lang('jp')).toContain('lang="ja"');
    expect(lang('cn')).toContain('lang="zh-Hans"');
    expect(lang('pt-BR')).toContain('lang="pt-BR"');
  });

  it('writes the content of a language read right to left (ar, he, fa) right to left, and others as the page', () => {
    const content = (language: string) =>
      /<article id="content"[^>]*>/.exec(render({ nav: { ...page().nav, language } }))?.[0] ?? '';
    for (const language of ['ar', 'he', 'fa', 'ur']) expect(content(language), language).toContain('dir="rtl"');
    for (const language of ['en', 'fr', 'zh-Hans', 'ja']) expect(content(language), language).not.toContain('dir=');
  });

  it('puts version and language switchers in the navbar as menus of links, with the version tag', () => {
    const html = render({
      nav: {
        ...page().nav,
        versions: {
          items: [
            { label: 'v2', href: '/guides/webhooks/overview', tag: 'Latest' },
            { label: 'v1', href: '/v1/guides/webhooks/overview' },
          ],
          current: 0,
        },
        languages: {
          items: [
            { label: 'English', href: '/guides/webhooks/overview', description: 'en' },
            { label: 'Français', href: '/fr/guides/webhooks/overview', description: 'fr' },
          ],
          current: 1,
        },
        language: 'fr',
      },
    });
    expect(htmlTag(html)).toContain('lang="fr"');
    const version = elementById(html, 'version-select')!;
    expect(version).toMatch(/<summary[^>]*>.*v2.*<span class="q-tag q-version-tag">Latest<\/span>/s);
    expect(version).toContain('href="/v1/guides/webhooks/overview"');
    expect(version).toMatch(/href="\/guides\/webhooks\/overview" aria-current="true"/);
    const language = elementById(html, 'localization-select-trigger')!;
    expect(language).toMatch(/href="\/fr\/guides\/webhooks\/overview" aria-current="true"/);
    expect(text(language)).toContain('Français');
  });

  it('shows no switcher for a single version', () => {
    const html = render({ nav: { ...page().nav, versions: { items: [{ label: 'v1', href: '/' }], current: 0 } } });
    expect(html).not.toContain('version-select');
  });
});

describe('renderDocument: sidebar', () => {
  it('draws the rows of other pages from the memo exactly as it draws them without one', () => {
    const memo = new Map<string, string>();
    const plain = render();
    const first = renderDocument(page(), { ...helpers, memo });
    expect(first).toBe(plain);
    expect(memo.size).toBeGreaterThan(0);
    // The next page reuses the rows; its own row (the current page) is never taken from the memo.
    const next = { ...page(), href: '/guides/quickstart', url: '/guides/quickstart' };
    expect(renderDocument(next, { ...helpers, memo })).toBe(renderDocument(next, helpers));
    for (const [key, html] of memo) memo.set(key, html.replace('q-nav-link', 'q-nav-link from-memo'));
    expect(renderDocument(page(), { ...helpers, memo })).toContain('from-memo');
    expect(elementById(renderDocument(page(), { ...helpers, memo }), 'sidebar')).toContain(
      '<a class="q-nav-link q-active" href="/guides/webhooks/overview" aria-current="page">',
    );
  });

  it('marks the active page with aria-current and opens the groups holding it', () => {
    const sidebar = elementById(render(), 'sidebar')!;
    expect(sidebar).toContain('<a class="q-nav-link q-active" href="/guides/webhooks/overview" aria-current="page">');
    expect(sidebar.match(/aria-current="page"/g)).toHaveLength(1);
    // Webhooks holds the active page (open), Billing is collapsed, Payouts is `expanded`.
    expect(sidebar).toMatch(
      /<details class="q-group-details" open><summary class="q-group-summary"><span class="q-group-label">.*?Webhooks/s,
    );
    expect(sidebar).toMatch(
      /<details class="q-group-details"><summary class="q-group-summary"><span class="q-group-label">.*?Billing/s,
    );
    expect(sidebar).toMatch(
      /<details class="q-group-details" open><summary class="q-group-summary"><a class="q-group-label q-group-link" href="\/guides\/payouts">/,
    );
  });

  it('draws top-level groups as headings with icons and nested group tags', () => {
    const sidebar = elementById(render(), 'sidebar')!;
    const headers = tagsWithClass(sidebar, 'sidebar-group-header');
    expect(headers).toHaveLength(3);
    expect(sidebar).toMatch(/sidebar-group-header.*?data-icon="map".*?Guides/s);
    expect(sidebar).toMatch(/Webhooks<\/span><span class="q-tag">NEW<\/span>/);
  });

  it('shows method pills and the deprecated label on API pages', () => {
    const sidebar = elementById(render(), 'sidebar')!;
    expect(sidebar).toContain('<span class="q-method method-nav-pill q-method-get" data-method="GET">GET</span>');
    expect(sidebar).toMatch(/q-method-post.*Create customer.*Deprecated/s);
  });

  it('gathers pages outside groups into one list', () => {
    const sidebar = elementById(
      render({
        nav: {
          ...page().nav,
          sidebar: [
            { kind: 'page', label: 'One', href: '/one' },
            { kind: 'page', label: 'Two', href: '/two' },
            {
              kind: 'group',
              label: 'G',
              expanded: true,
              nested: false,
              items: [{ kind: 'page', label: 'Three', href: '/three' }],
            },
          ],
        },
      }),
      'sidebar',
    )!;
    expect(sidebar).toMatch(
      /<ul class="q-nav-list q-nav-loose" role="list"><li class="q-nav-item"><a class="q-nav-link" href="\/one">.*?href="\/two".*?<\/ul><div class="q-sidebar-group/s,
    );
  });

  it('keeps a sidebar without navigation of its own for the mobile menu only, and drops an empty one', () => {
    const tabsOnly = render({ nav: { ...page().nav, sidebar: [], anchors: [] } });
    expect(htmlTag(tabsOnly)).toContain('data-sidebar="mobile"');
    expect(tabsOnly).toContain('id="sidebar"');
    const empty = render({ nav: { ...page().nav, sidebar: [], anchors: [], tabs: [] } }, { navbar: { links: [] } });
    expect(htmlTag(empty)).toContain('data-sidebar="none"');
    expect(empty).not.toContain('id="sidebar"');
    expect(empty).not.toContain('q-menu-button');
  });

  it('lists anchors with icons and colours at the top', () => {
    const sidebar = elementById(render(), 'sidebar')!;
    expect(sidebar).toMatch(
      /class="q-anchor nav-anchor" href="https:\/\/discord.gg\/acme" style="--q-item-color:#5865F2;--q-item-color-dark:#7984F5" target="_blank" rel="noopener noreferrer"/,
    );
    expect(sidebar).toContain('data-icon="discord"');
    expect(sidebar.indexOf('Community')).toBeLessThan(sidebar.indexOf('Get started'));
  });

  it('with drilldown, a collapsed group without a root links to its first page', () => {
    const off = elementById(render(), 'sidebar')!;
    expect(off).not.toContain('href="/guides/billing/invoices" data-drilldown');
    expect(off).toMatch(/<summary class="q-group-summary"><span class="q-group-label">.*?Billing/s);
    const on = elementById(render({}, { drilldown: true }), 'sidebar')!;
    expect(on).toMatch(
      /<summary class="q-group-summary" data-drilldown="true"><a class="q-group-label q-group-link" href="\/guides\/billing\/invoices">/,
    );
  });

  it('shows product and dropdown switchers with the current item', () => {
    const html = render({
      nav: {
        ...page().nav,
        products: {
          items: [
            { label: 'Payments', href: '/payments', icon: 'credit-card', description: 'Accept money' },
            { label: 'Billing', href: '/billing' },
          ],
          current: 0,
        },
      },
    });
    const sidebar = elementById(html, 'sidebar')!;
    expect(sidebar).toMatch(
      /<details class="q-menu q-section-switcher q-products-switcher[^"]*"><summary[^>]*aria-label="Product: Payments"/,
    );
    expect(sidebar).toContain('Accept money');
  });

  it('puts tabs in the sidebar for the split themes and keeps them in the sidebar for mobile elsewhere', () => {
    const palm = render({}, { theme: 'palm' });
    expect(palm).not.toContain('q-navtabs-bar');
    expect(elementById(palm, 'sidebar')).toMatch(/class="q-anchors nav-anchors q-sidebar-tabs" aria-label="Sections"/);
    expect(elementById(palm, 'sidebar')).toContain('q-sidebar-logo');
    const mint = render();
    expect(mint).toContain('q-navtabs-bar');
    expect(elementById(mint, 'sidebar')).toContain('q-sidebar-tabs q-mobile-only');
  });
});

describe('renderDocument: content column', () => {
  it('shows the section eyebrow, title, description and raw body', () => {
    const content = elementById(render(), 'content')!;
    expect(content).toContain('<div class="q-eyebrow eyebrow">Webhooks</div>');
    expect(content).toContain('<h1 id="page-title" class="q-page-title">Webhooks overview</h1>');
    expect(content).toContain('<p class="q-page-description">Receive events as they happen.</p>');
    expect(content).toContain('<p>Body <strong>text</strong>.</p>');
  });

  it('shows breadcrumbs when eyebrows are breadcrumbs', () => {
    const content = elementById(render({}, { eyebrows: 'breadcrumbs' }), 'content')!;
    expect(content).toMatch(
      /<nav class="q-eyebrow eyebrow q-breadcrumbs" aria-label="Breadcrumb"><ol class="breadcrumb-list"/,
    );
    expect(content).toContain('<a href="/">Guides</a>');
    expect(text(content)).toContain('Guides Webhooks Webhooks overview');
  });

  it('links previous and next pages, unless the page hides pagination', () => {
    const pagination = elementById(render(), 'pagination')!;
    expect(pagination).toMatch(/pagination-prev" href="\/" rel="prev">.*Introduction/s);
    expect(pagination).toMatch(/pagination-next" href="\/guides\/webhooks\/retries" rel="next">.*Retries/s);
    expect(elementById(render({ frontmatter: { hideFooterPagination: true } }), 'pagination')).toBeUndefined();
  });

  it('has a footer with brand social icons, link columns and the Quire credit', () => {
    const footer = elementById(render(), 'footer')!;
    expect(footer).toMatch(/href="https:\/\/github.com\/acme"[^>]*aria-label="GitHub"/);
    expect(footer).toContain('data-icon="brands:github"');
    expect(footer).toContain('data-icon="brands:x-twitter"');
    expect(footer).toMatch(/Company.*href="\/about">About/s);
    expect(text(footer)).toContain('Built with Quire');
  });

  it('lists h2 and h3 in the table of contents, h3 indented, deeper headings left out', () => {
    const toc = elementById(render(), 'table-of-contents')!;
    expect(toc).toMatch(/q-toc-depth-2.*href="#setup">Setup/s);
    expect(toc).toMatch(/q-toc-depth-3.*href="#keys">Keys/s);
    expect(toc).not.toContain('#deep');
    expect(render()).toContain('<div id="panel" class="q-panel panel" data-q-panel></div>');
  });

  it('has landmarks and a skip link', () => {
    const html = render();
    expect(html).toMatch(/<body><a class="q-skip-link" href="#content-area">/);
    expect(html).toContain('<main id="content-area"');
    expect(html).toContain('<aside id="sidebar" class="q-sidebar" aria-label="Documentation">');
    expect(html).toContain('<header id="header-bar" class="q-header">');
  });
});

describe('renderDocument: banner', () => {
  it('renders the banner with its id, type and a dismiss button remembered by the head script', () => {
    const html = render(
      {},
      { banner: { html: '<p>New <a href="/v2">v2</a></p>', id: 'abc123', dismissible: true, type: 'warning' } },
    );
    const banner = elementById(html, 'banner')!;
    expect(banner).toMatch(/class="q-banner q-banner-warning" data-banner-id="abc123"/);
    expect(banner).toContain('<p>New <a href="/v2">v2</a></p>');
    expect(banner).toContain('data-q-banner-dismiss');
    expect(html).toContain('"b":"abc123"');
    expect(html).toContain('localStorage.getItem("quire-banner-dismissed")===c.b');
  });

  it('uses a custom colour, and has no dismiss button unless dismissible', () => {
    const banner = elementById(
      render({}, { banner: { html: 'Hi', id: 'x', dismissible: false, type: 'info', color: { light: '#111111' } } }),
      'banner',
    )!;
    expect(banner).toContain('style="--q-banner-bg:#111111;--q-banner-bg-dark:#111111"');
    expect(banner).not.toContain('data-q-banner-dismiss');
  });
});

describe('renderDocument: page modes', () => {
  it('default: sidebar, article, table of contents', () => {
    const html = render();
    expect(html).toContain('id="sidebar"');
    expect(html).toContain('id="table-of-contents"');
    expect(html).toContain('id="page-title"');
  });

  it('wide: no right column', () => {
    const html = render({ mode: 'wide' });
    expect(htmlTag(html)).toContain('data-mode="wide"');
    expect(html).toContain('id="sidebar"');
    expect(html).not.toContain('id="table-of-contents"');
    expect(html).toContain('id="page-title"');
  });

  it('custom: navbar and a blank canvas only', () => {
    const html = render({ mode: 'custom', html: '<section class="hero">Hi</section>' });
    expect(html).toContain('id="navbar"');
    expect(html).not.toContain('id="sidebar"');
    expect(html).not.toContain('q-navtabs-bar');
    expect(html).not.toContain('id="page-title"');
    expect(html).not.toContain('id="footer"');
    expect(html).not.toContain('q-menu-button');
    expect(html).toContain('<section class="hero">Hi</section>');
  });

  it('frame: the canvas with the sidebar kept', () => {
    const html = render({ mode: 'frame' });
    expect(html).toContain('id="sidebar"');
    expect(html).not.toContain('id="page-title"');
    expect(html).not.toContain('id="table-of-contents"');
  });

  it('center: article without table of contents; sidebar only as the mobile menu', () => {
    const html = render({ mode: 'center' });
    expect(htmlTag(html)).toContain('data-sidebar="mobile"');
    expect(html).toContain('id="page-title"');
    expect(html).not.toContain('id="table-of-contents"');
  });
});

describe('renderDocument: themes', () => {
  it('marks each theme and its layout family on <html>', () => {
    const families: Record<string, string> = {
      mint: 'classic',
      maple: 'classic',
      willow: 'classic',
      linden: 'terminal',
      palm: 'split',
      aspen: 'split',
      almond: 'card',
      luma: 'card',
      sequoia: 'card',
    };
    for (const [theme, family] of Object.entries(families)) {
      const tag = htmlTag(render({}, { theme }));
      expect(tag).toContain(`data-q-theme="${theme}"`);
      expect(tag).toContain(`data-q-family="${family}"`);
    }
    expect(htmlTag(render({}, { theme: 'unknown' }))).toContain('data-q-theme="mint"');
  });

  it('card themes wrap the content and its table of contents in one panel; inline-tab themes put tabs in the navbar', () => {
    const almond = render({}, { theme: 'almond' });
    expect(almond).toMatch(/<div class="q-card"><main id="content-area".*<aside id="table-of-contents-layout"/s);
    const luma = elementById(render({}, { theme: 'luma' }), 'navbar')!;
    expect(luma).toContain('q-navtabs-inline');
  });
});

describe('renderDocument: 404 and dev', () => {
  it('renders the 404 page with its CSS hooks and a link home', () => {
    const html = render(
      { notFound: true, title: 'Page not found', description: 'We looked everywhere.', html: '', toc: [] },
      { base: '/docs/' },
    );
    const content = elementById(html, 'content')!;
    expect(content).toContain('class="not-found-container q-not-found"');
    expect(content).toContain('<p class="not-found-status-code">404</p>');
    expect(content).toContain('<h1 id="page-title" class="not-found-title">Page not found</h1>');
    expect(content).toContain('<p class="not-found-description">We looked everywhere.</p>');
    expect(content).toContain('href="/docs/"');
    expect(html).toContain('<title>Page not found - Acme</title>');
    expect(html).not.toContain('id="pagination"');
  });

  it('uses the rendered 404 description when the pipeline gives one', () => {
    const content = elementById(
      render({ notFound: true, title: 'Gone', html: '<p>Try <a href="/search">search</a></p>' }),
      'content',
    )!;
    expect(content).toContain(
      '<div class="not-found-description q-prose"><p>Try <a href="/search">search</a></p></div>',
    );
  });

  it('adds the Vite client and an overlay listing the problems on the dev server', () => {
    const html = render({
      dev: {
        errors: [
          {
            message: 'Unknown component <Cardd>',
            location: 'guides/setup.mdx:12:3',
            frame: '> 12 | <Cardd>',
            hint: 'Did you mean <Card>?',
          },
        ],
      },
    });
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    const overlay = elementById(html, 'quire-dev-overlay')!;
    expect(overlay).toContain('role="alert"');
    expect(text(overlay)).toContain('1 problem on this page');
    expect(overlay).toContain('guides/setup.mdx:12:3');
    expect(overlay).toContain('Unknown component &lt;Cardd>');
    expect(overlay).toContain('<pre class="q-dev-error-frame"><code>> 12 | &lt;Cardd></code></pre>');
    expect(text(overlay)).toContain('Hint: Did you mean &lt;Card>?');
    expect(render()).not.toContain('@vite/client');
  });
});

describe('renderDocument: the layout ids that headings and fields avoid', () => {
  it('renders before the content of every page exactly the ids of LAYOUT_IDS', () => {
    // A site with nothing optional before the content (no banner, version menu or navbar button).
    const fixture = page({}, { navbar: { links: [] } });
    const html = renderDocument(fixture, helpers);
    const before = html.slice(0, html.indexOf(fixture.html));
    expect(new Set([...before.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]))).toEqual(LAYOUT_IDS);
  });

  it('renders no id of its own outside LAYOUT_IDS and OTHER_LAYOUT_IDS (which link hints never suggest)', () => {
    const fixture = page();
    const html = renderDocument(fixture, helpers).replace(fixture.html, '');
    const ids = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!));
    expect(ids.size).toBeGreaterThan(LAYOUT_IDS.size);
    for (const id of ids) expect(LAYOUT_IDS.has(id) || OTHER_LAYOUT_IDS.has(id), id).toBe(true);
  });
});
