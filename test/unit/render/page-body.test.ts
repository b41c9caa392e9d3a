/**
 * The page body's last pass (renderPageBody → rewriteHtmlBase): what page code computes while it renders cannot be
 * checked when the page compiles, so `javascript:` URLs and string event handlers are left out there, whichever
 * way the page was rendered, with the default theme's real components.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSite } from '../../../src/render/open-site.js';
import { renderRoute } from '../../../src/render/render-route.js';
import type { SiteContext } from '../../../src/site/site-context.js';

const FILES: Record<string, string> = {
  'docs.json': JSON.stringify({
    theme: 'mint',
    name: 'Unsafe',
    colors: { primary: '#16A34A' },
    navigation: {
      groups: [{ group: 'Start', pages: ['index', 'computed', 'dynamic', 'waits', 'weird', 'nested', 'scripted'] }],
    },
  }),
  'index.mdx': [
    '---',
    'title: Literal',
    '---',
    '',
    '[x](javascript:alert(1)) <a href="JaVaScRiPt:alert(3)" onClick="alert(4)">r</a>',
    '',
    '<Card title="c" href="javascript:alert(5)">card</Card>',
    '',
    '<img src="/logo.png" onerror="alert(6)" alt="l" />',
    '',
    '[ok](https://example.com) [rel](./computed) [anchor](#top) [mail](mailto:a@b.example)',
  ].join('\n'),
  'computed.mdx': [
    '---',
    'title: Computed',
    '---',
    "import { Bad } from '/snippets/bad.jsx';",
    '',
    "export const url = ['java', 'script:alert(1)'].join('');",
    'export const Go = ({ to }) => <a href={to} onClick={() => alert(2)}>go</a>;',
    "export const Raw = () => React.createElement('a', { href: url, onMouseOver: 'alert(3)' }, 'raw');",
    '',
    '<Card title="c" href={url}>card</Card>',
    '',
    '<Go to={url} /> <Raw /> <Bad /> <img src={url} alt="i" /> <a href={String(url)} onClick={"al" + "ert(4)"}>e</a>',
    '',
    '<Go to="/index" />',
  ].join('\n'),
  'dynamic.mdx': '---\ntitle: Dynamic\n---\n\nexport const load = () => import("x");\n\n{import.meta.url}\n',
  'waits.mdx': '---\ntitle: Waits\n---\n\nexport const data = await Promise.resolve(1);\n\n{data}\n',
  'weird.mdx':
    '---\ntitle: Weird\n---\n\nexport const C = () => { throw { toString() { return "weird"; } }; };\n\nText.\n\n<C />\n',
  'nested.mdx': [
    '---',
    'title: Nested',
    '---',
    "import { Saved } from '/snippets/saved.jsx';",
    '',
    'export const Deep = () => { throw new Error("deep failed"); };',
    'export const Outer = () => <section><Deep /> outer kept</section>;',
    '',
    '<Saved />',
    '',
    '<Outer />',
    '',
    'After.',
  ].join('\n'),
  'scripted.mdx': [
    '---',
    'title: Scripted',
    '---',
    '',
    "export const S = () => React.createElement('script', { dangerouslySetInnerHTML: { __html: 'alert(7)' } });",
    "export const M = () => React.createElement('meta', { httpEquiv: 'refresh', content: '0;url=https://x' });",
    '',
    '<S /> <M /> kept',
  ].join('\n'),
  'snippets/saved.jsx': [
    'const Inner = () => <p>Saved: {localStorage.getItem("k")}</p>;',
    'export const Saved = () => <div>before <Inner /></div>;',
    '',
  ].join('\n'),
  'snippets/bad.jsx': "export const Bad = () => <a href={'javascript:alert(5)'}>jsx</a>;\n",
  'logo.png': '',
};

let root: string;
const sites: Record<'tree' | 'code', SiteContext> = {} as never;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'quire-page-body-'));
  for (const [file, text] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  for (const [name, staticTrees] of [
    ['tree', true],
    ['code', false],
  ] as const) {
    const opened = await openSite({ dir: root, cache: false, staticTrees });
    sites[name] = opened.site!;
  }
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The page's body, as the theme places it. */
function body(html: string): string {
  const start = html.indexOf('id="body-content"');
  return html.slice(start, html.indexOf('</article>', start));
}

describe('renderPageBody', () => {
  it('leaves out the URLs and handlers page code computes, whichever way the page renders', async () => {
    const tree = await renderRoute(sites.tree, '/computed');
    const code = await renderRoute(sites.code, '/computed');
    expect(code.html).toBe(tree.html);
    // An interactive component's props and the page's code for the browser are data attributes, inert: the
    // browser script applies the same rules (islands.ts).
    expect(tree.html).toContain('<quire-island data-component="Go" data-props="{&quot;to&quot;:&quot;/index&quot;}">');
    const html = body(tree.html)
      .replace(/<\/?quire-island[^>]*>/g, '')
      .replace(/<div hidden data-q-components="[^"]*"[^>]*><\/div>/, '');
    expect(html).not.toMatch(/script:|alert\(|\son[a-z]+=/i);
    // Each element is still there, without what was left out; a function handler's component renders.
    expect(html).toContain('<a class="q-mdx-card q-mdx-card--link"><div class="q-mdx-card__content">');
    expect(html).toContain('<a>go</a>\n<a>raw</a>\n<a>jsx</a>\n<img alt="i"/>');
    expect(html).toContain('<a>e</a>');
    expect(html).toContain('<a href="/">go</a>');
    // Computed values have no place in the source: no warning for them.
    expect(tree.diagnostics.filter((d) => d.rule === 'unsafe-url' || d.rule === 'event-handler-attribute')).toEqual([]);
  });

  it('renders literal ones left out by the compiler the same both ways, normal links untouched', async () => {
    const tree = await renderRoute(sites.tree, '/');
    const code = await renderRoute(sites.code, '/');
    expect(code.html).toBe(tree.html);
    const html = body(tree.html);
    expect(html).not.toMatch(/script:|alert\(|\son[a-z]+=/i);
    expect(html).toContain('<p>x <a>r</a></p>');
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noreferrer">ok</a> <a href="/computed">rel</a> ' +
        '<a href="#top">anchor</a> <a href="mailto:a@b.example">mail</a>',
    );
    expect(tree.diagnostics.map((d) => `${d.line}:${d.column} ${d.rule}`)).toEqual([
      '5:1 unsafe-url',
      '5:29 unsafe-url',
      '5:56 event-handler-attribute',
      '7:17 unsafe-url',
      '9:22 event-handler-attribute',
    ]);
  });

  it('says plainly when a page uses import(), import.meta or top-level await, which pages cannot', async () => {
    const dynamic = await renderRoute(sites.code, '/dynamic');
    expect(dynamic.diagnostics.map((d) => `${d.file}:${d.line} ${d.rule} ${d.message} | ${d.hint}`)).toEqual([
      'dynamic.mdx:5 mdx-runtime This page uses `import()`, `import.meta` or `export … from`, which pages cannot: a page is compiled into one function, not a module of its own. | Import snippets and components at the top of the page with a static `import X from "/snippets/x.jsx"`.',
    ]);
    const waits = await renderRoute(sites.code, '/waits');
    expect(waits.diagnostics.map((d) => `${d.file}:${d.line} ${d.rule} ${d.message}`)).toEqual([
      'waits.mdx:5 mdx-runtime This page uses `await` outside a function: page code runs once while the page renders, without waiting.',
    ]);
  });

  it('turns a throw of a component used inside another one (in a snippet or the page) into a notice, not a failed page', async () => {
    const nested = await renderRoute(sites.code, '/nested');
    expect(nested.status).toBe(200);
    expect(nested.diagnostics.map((d) => `${d.file}:${d.line} ${d.severity} ${d.rule} ${d.message}`)).toEqual([
      'snippets/saved.jsx:1 warning component-error The component <Inner> failed while rendering: localStorage is not defined (It was rendering nested.mdx.)',
      'nested.mdx:6 warning component-error The component <Deep> failed while rendering: deep failed',
    ]);
    const html = body(nested.html);
    expect(html).toContain(
      '<div>before <div data-component="Inner" role="alert" class="quire-missing quire-error">&lt;Inner> failed to render: localStorage is not defined</div></div>',
    );
    expect(html).toContain('outer kept</section>');
    expect(html).toContain('After.');
  });

  it('leaves out a <script> or refresh <meta> that page code makes while it renders', async () => {
    const scripted = await renderRoute(sites.code, '/scripted');
    const html = body(scripted.html);
    expect(html).toContain('kept');
    expect(html).not.toMatch(/alert|refresh/);
  });

  it("places a component that throws a value with no stack at the page's first code", async () => {
    const weird = await renderRoute(sites.code, '/weird');
    expect(weird.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.rule} ${d.message}`)).toEqual([
      'weird.mdx:5:1 component-error The component <C> failed while rendering: weird',
    ]);
  });
});
