/**
 * What would run code in the reader's browser (src/mdx/plugins/unsafe-attributes.ts): `javascript:`/`vbscript:`
 * URLs and event handlers written as strings are left out of the page, each with a located warning whose text is
 * pinned here; the page renders the same from its element tree and from compiled code.
 */
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../../src/diagnostics/diagnostic.js';
import type { CompiledPage } from '../../../../src/mdx/types.js';
import { memoryCompiler, render } from '../compile-helpers.js';

const URL_HINT =
  'Link to a "/path", "#anchor" or https:// address; for custom behaviour, add a .js file to the site (it runs on every page).';
const HANDLER_HINT = 'For custom behaviour, add a .js file to the site (it runs on every page).';
const RUNS = "URL, which runs code in the reader's browser";

/** The page compiled both ways (element tree, code), rendered with the stub components: both must agree. */
async function compileBoth(source: string, options: { file?: string; files?: Record<string, string> } = {}) {
  const file = options.file ?? 'page.mdx';
  const files = options.files ?? {};
  const tree = await (await memoryCompiler(files)).compile({ source, file });
  const code = await (await memoryCompiler(files, { staticTrees: false })).compile({ source, file });
  expect(code.tree).toBeUndefined();
  const html = render(tree).html;
  expect(render(code).html).toBe(html);
  expect(code.diagnostics).toEqual(tree.diagnostics);
  return { page: tree, html, diagnostics: tree.diagnostics };
}

/** `line:column rule message` for each diagnostic (hints checked apart). */
function lines(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.rule} ${d.message}`);
}

describe('javascript: URLs in pages', () => {
  it('leaves out the href of a Markdown link, keeping its text, with a located warning', async () => {
    const { page, html, diagnostics } = await compileBoth('Go [there](javascript:alert(1)) now.\n');
    expect(html).toBe('<p>Go there now.</p>');
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        rule: 'unsafe-url',
        message: `This link is a javascript: ${RUNS}, so only its text is shown.`,
        hint: URL_HINT,
        file: 'page.mdx',
        line: 1,
        column: 4,
      },
    ]);
    // Not handed to the link checker either.
    expect(page.links).toEqual([]);
  });

  it('leaves out Markdown images and link definitions that run code, and the links that use them', async () => {
    const source = 'A ![pic](JaVaScRiPt:alert(1)) and [ref][d] and ![img][d].\n\n[d]: vbscript:msgbox(1)\n';
    const { html, diagnostics } = await compileBoth(source);
    expect(html).toBe('<p>A pic and ref and img.</p>');
    expect(lines(diagnostics)).toEqual([
      `page.mdx:1:3 unsafe-url This image's URL is a javascript: ${RUNS}, so only its alt text is shown.`,
      `page.mdx:3:1 unsafe-url The link definition [d] is a vbscript: ${RUNS}, so links to it show only their text.`,
    ]);
  });

  it('leaves out URL attributes of HTML elements, in any case and with the whitespace browsers skip', async () => {
    const source = [
      '<a href="javascript:alert(2)">raw</a> <a href="JaVaScRiPt:alert(3)">r</a>',
      '',
      '<a href={"  java\\tscript:alert(4)"} title="kept">t</a>',
      '',
      '<iframe src="javascript:alert(7)"></iframe>',
      '',
      '<form action="javascript:x"><button formAction="vbscript:y">b</button></form>',
      '',
      '<svg><a xlinkHref="javascript:z"><text>s</text></a></svg>',
    ].join('\n');
    const { html, diagnostics } = await compileBoth(source);
    expect(html).not.toMatch(/script:/i);
    expect(html).toContain('<a title="kept">t</a>');
    expect(html).toContain('<iframe></iframe>');
    expect(html).toContain('<form><button>b</button></form>');
    expect(lines(diagnostics)).toEqual([
      `page.mdx:1:4 unsafe-url The href of <a> is a javascript: ${RUNS}, so it is left out.`,
      `page.mdx:1:42 unsafe-url The href of <a> is a javascript: ${RUNS}, so it is left out.`,
      `page.mdx:3:4 unsafe-url The href of <a> is a javascript: ${RUNS}, so it is left out.`,
      `page.mdx:5:9 unsafe-url The src of <iframe> is a javascript: ${RUNS}, so it is left out.`,
      `page.mdx:7:7 unsafe-url The action of <form> is a javascript: ${RUNS}, so it is left out.`,
      `page.mdx:7:37 unsafe-url The formAction of <button> is a vbscript: ${RUNS}, so it is left out.`,
      `page.mdx:9:9 unsafe-url The xlinkHref of <a> is a javascript: ${RUNS}, so it is left out.`,
    ]);
    expect(diagnostics.every((d) => d.severity === 'warning' && d.hint === URL_HINT)).toBe(true);
  });

  it("leaves out a built-in component's link props (Card href and img), not its other props", async () => {
    const { html, diagnostics } = await compileBoth(
      '<Card title="c" href="javascript:alert(5)" img="javascript:x">card</Card>\n',
    );
    expect(html).toBe('<x-card title="c">card</x-card>');
    expect(lines(diagnostics)).toEqual([
      `page.mdx:1:17 unsafe-url The href of <Card> is a javascript: ${RUNS}, so it is left out.`,
      `page.mdx:1:44 unsafe-url The img of <Card> is a javascript: ${RUNS}, so it is left out.`,
    ]);
  });

  it('leaves normal links alone: https, relative, #anchor, mailto, data: images, a path named javascript', async () => {
    const source = [
      '[a](https://example.com) [b](./other) [c](#top) [d](mailto:a@b.example) [e](/javascript:x)',
      '',
      '<a href="/guides/javascript">g</a> <img src="data:image/png;base64,AAAA" alt="i" />',
      '',
      '<Card title="c" href="/guides">card</Card>',
    ].join('\n');
    const { html, diagnostics } = await compileBoth(source);
    expect(diagnostics).toEqual([]);
    expect(html).toBe(
      '<p><a href="https://example.com">a</a> <a href="./other">b</a> <a href="#top">c</a> ' +
        '<a href="mailto:a@b.example">d</a> <a href="/javascript:x">e</a></p>\n' +
        '<a href="/guides/javascript">g</a>\n<img src="data:image/png;base64,AAAA" alt="i"/>\n' +
        '<x-card href="/guides" title="c">card</x-card>',
    );
  });

  it('reports a snippet at the snippet', async () => {
    const files = { 'snippets/s.mdx': 'Intro\n\n<a href="javascript:x">s</a>\n' };
    const { html, diagnostics } = await compileBoth('import S from "/snippets/s.mdx";\n\n<S />\n', { files });
    expect(html).toBe('<p>Intro</p>\n<a>s</a>');
    expect(lines(diagnostics)).toEqual([
      `snippets/s.mdx:3:4 unsafe-url The href of <a> is a javascript: ${RUNS}, so it is left out.`,
    ]);
  });
});

describe('event handlers written as strings', () => {
  it('are left out of HTML elements with a located warning', async () => {
    const source = '<a href="/x" onClick="alert(4)">r</a>\n\n<img src="/x.png" onerror={"alert(6)"} alt="x" />\n';
    const { html, diagnostics } = await compileBoth(source, {
      files: { 'x.png': '' },
    });
    expect(html).toBe('<a href="/x">r</a>\n<img src="/x.png" alt="x"/>');
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        rule: 'event-handler-attribute',
        message: 'The onClick attribute of <a> is code written as a string, which pages cannot run, so it is left out.',
        hint: HANDLER_HINT,
        file: 'page.mdx',
        line: 1,
        column: 14,
      },
      {
        severity: 'warning',
        rule: 'event-handler-attribute',
        message:
          'The onerror attribute of <img> is code written as a string, which pages cannot run, so it is left out.',
        hint: HANDLER_HINT,
        file: 'page.mdx',
        line: 3,
        column: 19,
      },
    ]);
  });

  it("are left out of JSX in the page's own components; a function handler keeps working", async () => {
    const source = [
      'export const Button = ({ label }) => {',
      '  const [count] = useState(1);',
      '  return <button type="button" onClick={() => alert(count)} onMouseOver="alert(2)">{label}</button>;',
      '};',
      'export const Wrap = ({ onPick, children }) => <span data-picked={String(onPick())}>{children}</span>;',
      '',
      '<Button label="Press" /> <Wrap onPick={() => "yes"}>w</Wrap>',
    ].join('\n');
    const compiler = await memoryCompiler({});
    const page: CompiledPage = await compiler.compile({ source, file: 'page.mdx' });
    const { html, errors } = render(page);
    expect(errors).toEqual([]);
    expect(html).toBe('<button type="button">Press</button>\n<span data-picked="yes">w</span>');
    expect(lines(page.diagnostics)).toEqual([
      'page.mdx:3:61 event-handler-attribute The onMouseOver attribute of <button> is code written as a string, which pages cannot run, so it is left out.',
    ]);
  });

  it('stay on components, whose on* props are their own (not event handlers)', async () => {
    const { html, diagnostics } = await compileBoth('<Tooltip tip="t" onboarding="yes">x</Tooltip>\n');
    expect(diagnostics).toEqual([]);
    expect(html).toBe('<x-tooltip onboarding="yes" tip="t">x</x-tooltip>');
  });
});

describe('raw HTML of .md pages', () => {
  it('loses what would run code, reported where it was written (quoted, unquoted, character references)', async () => {
    const source = [
      '# T',
      '',
      'text <a href=javascript:x onclick="y">z</a> and [l](javascript:q)',
      '',
      '<div>',
      '  <img src="&#106;avascript:x" alt="a">',
      '',
      '[in](vbscript:x)',
      '',
      '</div>',
      '',
      // Text of a data script that spells an attribute is read as one too: where a script starts is only guessed
      // (a `<script` in an attribute value or a comment starts none), and a wrong guess would let a handler through.
      '<script type="application/ld+json">var a = \'<a href="javascript:x">\';</script>',
    ].join('\n');
    const { html, diagnostics } = await compileBoth(source, { file: 'page.md' });
    expect(html).toBe(
      '<h1 id="t">T</h1>\n<div class="quire-html"><p>text <a>z</a> and l</p></div>\n' +
        '<div class="quire-html"><div>\n  <img alt="a">\n<p>in</p>\n</div></div>\n' +
        '<div class="quire-html"><script type="application/ld+json">var a = \'<a>\';</script></div>',
    );
    expect(lines(diagnostics)).toEqual([
      `page.md:3:9 unsafe-url The href of <a> is a javascript: ${RUNS}, so it is left out.`,
      'page.md:3:27 event-handler-attribute The onclick attribute of <a> is code written as a string, which pages cannot run, so it is left out.',
      `page.md:3:49 unsafe-url This link is a javascript: ${RUNS}, so only its text is shown.`,
      `page.md:6:8 unsafe-url The src of <img> is a javascript: ${RUNS}, so it is left out.`,
      `page.md:8:1 unsafe-url This link is a vbscript: ${RUNS}, so only its text is shown.`,
      `page.md:12:48 unsafe-url The href of <a> is a javascript: ${RUNS}, so it is left out.`,
    ]);
  });
});

describe('what else would run or move code: srcdoc, <base href>, SVG animations', () => {
  it('leaves them out of JSX and of raw HTML, with located warnings', async () => {
    const source = [
      '<iframe srcDoc="<script>alert(1)</script>" />',
      '',
      '<base href="https://evil.example/" />',
      '',
      '<svg><a><set attributeName="href" to="javascript:alert(2)" /></a></svg>',
    ].join('\n');
    const { html, diagnostics } = await compileBoth(source);
    expect(html).toBe('<iframe></iframe>\n<base/>\n<svg><a><set attributeName="href"></set></a></svg>');
    expect(lines(diagnostics)).toEqual([
      'page.mdx:1:9 event-handler-attribute The srcDoc attribute of <iframe> is code written as a string, which pages cannot run, so it is left out.',
      'page.mdx:3:7 unsafe-url The href of <base> would change where every link, image and script of the page points, so it is left out.',
      `page.mdx:5:35 unsafe-url The to of <set> is a javascript: ${RUNS}, so it is left out.`,
    ]);
    const raw = await compileBoth(
      '# T\n\n<div><a/href="javascript:alert(4)">a</a><img src="x"onerror="alert(3)"></div>\n',
      {
        file: 'page.md',
      },
    );
    expect(raw.html).toContain('<div><a/>a</a><img src="x"></div>');
    expect(lines(raw.diagnostics)).toEqual([
      `page.md:3:9 unsafe-url The href of <a> is a javascript: ${RUNS}, so it is left out.`,
      // Found by the second pass, over attributes glued to the quote of the one before, where it was written.
      'page.md:3:53 event-handler-attribute The onerror attribute of <img> is code written as a string, which pages cannot run, so it is left out.',
    ]);
  });
});

describe('elements that run code or send the reader away', () => {
  it('leaves out <script> and a refresh <meta> written in a page, located; a data script stays', async () => {
    const source = [
      '# T',
      '',
      '<script>alert(1)</script>',
      '',
      '<meta httpEquiv="refresh" content="0;url=https://evil.example" />',
      '',
      '<script type="application/ld+json">{`{"a": 1}`}</script>',
      '',
      '<meta name="keywords" content="k" />',
      '',
      'Text <script>alert(2)</script> stays.',
    ].join('\n');
    const { html, diagnostics } = await compileBoth(source);
    expect(html).not.toMatch(/alert|refresh/);
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('<meta name="keywords" content="k"/>');
    expect(html).toContain('<p>Text  stays.</p>');
    expect(lines(diagnostics)).toEqual([
      "page.mdx:3:1 unsafe-element This <script> would run its code in the reader's browser, so it is left out.",
      'page.mdx:5:1 unsafe-element This <meta http-equiv="refresh"> would send the reader to another address, so it is left out.',
      "page.mdx:11:6 unsafe-element This <script> would run its code in the reader's browser, so it is left out.",
    ]);
    expect(diagnostics[0]?.hint).toBe(HANDLER_HINT);
  });

  it('leaves them out of the raw HTML of .md pages, located', async () => {
    const source = '# T\n\n<script>alert(3)</script>\n\n<meta http-equiv="Refresh" content="0;url=https://x">\n\nOK\n';
    const { html, diagnostics } = await compileBoth(source, { file: 'page.md' });
    expect(html).not.toMatch(/alert|Refresh/);
    expect(html).toContain('<p>OK</p>');
    expect(lines(diagnostics)).toEqual([
      "page.md:3:1 unsafe-element This <script> would run its code in the reader's browser, so it is left out.",
      'page.md:5:1 unsafe-element This <meta http-equiv="refresh"> would send the reader to another address, so it is left out.',
    ]);
  });
});
