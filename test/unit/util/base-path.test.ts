import { describe, expect, it } from 'vitest';
import {
  baseProblem,
  ensureBase,
  normalizeBase,
  pageLink,
  resolveRelative,
  rewriteHtmlBase,
  withBase,
} from '../../../src/util/base-path.js';

describe('base path', () => {
  it('normalizes any spelling to /x/', () => {
    expect(normalizeBase(undefined)).toBe('/');
    expect(normalizeBase('')).toBe('/');
    expect(normalizeBase('docs')).toBe('/docs/');
    expect(normalizeBase('/docs')).toBe('/docs/');
    expect(normalizeBase('/a/b/')).toBe('/a/b/');
  });

  it('prefixes root-relative URLs only, exactly once', () => {
    expect(withBase('/img/x.png', '/docs/')).toBe('/docs/img/x.png');
    expect(withBase('/', '/docs/')).toBe('/docs/');
    // A site may have its own docs/ folder: /docs/x is a page of the site, so it gets the base too.
    expect(withBase('/docs/x', '/docs/')).toBe('/docs/docs/x');
    expect(withBase('https://x.dev/a', '/docs/')).toBe('https://x.dev/a');
    expect(withBase('//cdn.dev/a.js', '/docs/')).toBe('//cdn.dev/a.js');
    expect(withBase('#anchor', '/docs/')).toBe('#anchor');
    expect(withBase('/img/x.png', '/')).toBe('/img/x.png');
  });

  it('ensureBase prefixes root-relative URLs that do not carry the base yet', () => {
    expect(ensureBase('/img/x.png', '/docs/')).toBe('/docs/img/x.png');
    expect(ensureBase('/docs/img/x.png', '/docs/')).toBe('/docs/img/x.png');
    expect(ensureBase('/docs', '/docs/')).toBe('/docs');
    expect(ensureBase('/docsy/x', '/docs/')).toBe('/docs/docsy/x');
    expect(ensureBase('https://x.dev/a', '/docs/')).toBe('https://x.dev/a');
    expect(ensureBase('//cdn.dev/a.js', '/docs/')).toBe('//cdn.dev/a.js');
    expect(ensureBase('/img/x.png', '/')).toBe('/img/x.png');
  });

  it('rewrites links, images, posters and srcset in rendered HTML, not text', () => {
    const html =
      '<p>See <a href="/guides/setup#install">setup</a> or <a href="https://x.dev">x</a> and /not/a/link.</p>' +
      '<img src="/img/x.png" srcset="/img/x.png 1x, /img/x@2x.png 2x"><video poster=\'/v.jpg\' src="//cdn/v.mp4"></video>';
    expect(rewriteHtmlBase(html, '/docs/')).toBe(
      '<p>See <a href="/docs/guides/setup#install">setup</a> or <a href="https://x.dev">x</a> and /not/a/link.</p>' +
        '<img src="/docs/img/x.png" srcset="/docs/img/x.png 1x, /docs/img/x@2x.png 2x"><video poster=\'/docs/v.jpg\' src="//cdn/v.mp4"></video>',
    );
    expect(rewriteHtmlBase(html, '/')).toBe(html);
  });

  it('resolves page-relative URLs against the page URL, as a browser at that URL would', () => {
    expect(resolveRelative('./server-concepts', '/learn/architecture')).toBe('/learn/server-concepts');
    expect(resolveRelative('../basic/authorization#x', '/spec/2025/client/roots')).toBe(
      '/spec/2025/basic/authorization#x',
    );
    expect(resolveRelative('img.png', '/')).toBe('/img.png');
    expect(resolveRelative('#top', '/a/b')).toBe('#top');
    expect(resolveRelative('mailto:x@y.z', '/a/b')).toBe('mailto:x@y.z');
    expect(rewriteHtmlBase('<a href="./b">b</a><img src="c.png"><a href="#h">h</a>', '/docs/', '/guides/a')).toBe(
      '<a href="/docs/guides/b">b</a><img src="/docs/guides/c.png"><a href="#h">h</a>',
    );
    expect(rewriteHtmlBase('<a href="./b">b</a>', '/', '/guides/a')).toBe('<a href="/guides/b">b</a>');
  });

  it('reads links to pages as the hosted platform does: no .md/.mdx extension, no trailing /index', () => {
    expect(pageLink('/guides/setup.mdx')).toBe('/guides/setup');
    expect(pageLink('/guides/setup.md#install')).toBe('/guides/setup#install');
    expect(pageLink('/spec/basic/index?x=1')).toBe('/spec/basic?x=1');
    expect(pageLink('/index')).toBe('/');
    expect(pageLink('/files/report.pdf')).toBe('/files/report.pdf');
    expect(pageLink('/llms.txt')).toBe('/llms.txt');
    expect(pageLink('/skill.md')).toBe('/skill.md');
    expect(pageLink('/guides/skill.md')).toBe('/guides/skill');
    // From an index page, relative links start in its folder; only links get the page reading, not images.
    expect(
      rewriteHtmlBase(
        '<a href="./other.mdx#a">o</a><a href="../up/index">u</a><img src="./pic.md">',
        '/docs/',
        '/guides/index',
      ),
    ).toBe('<a href="/docs/guides/other#a">o</a><a href="/docs/up">u</a><img src="/docs/guides/pic.md">');
  });

  it('changes the attributes of tags only: never text, code blocks or the inside of a script', () => {
    // A code block without a language is one text span: its quotes are not escaped, so `href="…"` is plain text.
    const code = '<pre><code><span class="line"><span>&#x3C;a href="./a.mdx">x&#x3C;/a></span></span></code></pre>';
    expect(rewriteHtmlBase(code, '/docs/', '/guides/index')).toBe(code);
    const inline = '<p>Write <code>&lt;img src="/logo.png"&gt;</code> or href="/x".</p>';
    expect(rewriteHtmlBase(inline, '/docs/', '/guides/a')).toBe(inline);
    const script = '<script src="/s.js">document.body.innerHTML = \'<a href="/x.mdx">x</a>\';</script>';
    expect(rewriteHtmlBase(script, '/docs/', '/a')).toBe(
      '<script src="/docs/s.js">document.body.innerHTML = \'<a href="/x.mdx">x</a>\';</script>',
    );
    // Another attribute's value that spells out an href, a `>` inside a value, upper case and single quotes.
    expect(
      rewriteHtmlBase(
        '<a title=\'see href="/x"\' data-x="a>b" HREF=\'./b.mdx#c\'>b</a><img alt="1 > 0" src="pic.png">',
        '/docs/',
        '/guides/a',
      ),
    ).toBe(
      '<a title=\'see href="/x"\' data-x="a>b" HREF=\'/docs/guides/b#c\'>b</a><img alt="1 > 0" src="/docs/guides/pic.png">',
    );
    // An attribute value before the link that holds a `<` (hast leaves it unescaped).
    expect(rewriteHtmlBase('<img alt="a < b" src="x.png">', '/docs/', '/guides/a')).toBe(
      '<img alt="a < b" src="/docs/guides/x.png">',
    );
    // An event handler after a `<style` that starts no style in a browser (an attribute value, a comment) goes.
    expect(
      rewriteHtmlBase(
        '<p title="<style>"><img src=x onerror=alert(1)></style><!--<style>--><a onclick="y">',
        '/',
        '/a',
      ),
    ).toBe('<p title="<style>"><img src=x></style><!--<style>--><a>');
    // A style keeps its text; a link after the script or style is rewritten again.
    expect(rewriteHtmlBase('<style>/* <a href="/x"> */</style><a href="/y.md">y</a>', '/docs/', '/a')).toBe(
      '<style>/* <a href="/x"> */</style><a href="/docs/y">y</a>',
    );
  });

  it('leaves out, in the same pass, what would run code: script URLs and event handlers written as text', () => {
    // What page code computes while it renders (the compiler could not see it): a component's link, an element's.
    const html =
      '<a class="q-card" href="javascript:alert(1)">c</a><a href=" JaVa\tScript:x" onClick="alert(2)">a</a>' +
      '<img src="vbscript:y" onerror="z"><iframe src="&#106;avascript:w"></iframe>' +
      '<form action="javascript:f"><button formaction="javascript:g">b</button></form><a href=javascript:u>u</a>';
    const safe = '<a class="q-card">c</a><a>a</a><img><iframe></iframe><form><button>b</button></form><a>u</a>';
    expect(rewriteHtmlBase(html, '/', '/guides/a')).toBe(safe);
    expect(rewriteHtmlBase(html, '/docs/', '/guides/a')).toBe(safe);
    // Links that run nothing and text that spells code out stay as they were.
    const kept =
      '<a href="https://x.example">x</a><a href="#top">t</a><a href="mailto:a@b.example">m</a>' +
      '<img src="data:image/png;base64,AAAA"><p>Write href="javascript:x" onclick="y".</p>' +
      '<code>&lt;a onclick="y"&gt;</code>';
    expect(rewriteHtmlBase(kept, '/', '/guides/a')).toBe(kept);
    // Markup inside a script is read as tags too (where scripts start is only guessed); the script goes anyway.
    expect(rewriteHtmlBase('<script>x = \'<a href="javascript:x" onclick="y">\';</script>', '/', '/a')).toBe(
      "<script>x = '<a>';</script>",
    );
  });

  it('leaves out what page code writes with the ways browsers read attributes apart, a srcdoc and a <base href>', () => {
    const html =
      '<img src="/x"onerror="a()"><svg/onload=b()><a title="t"href="javascript:c()">l</a><a href="/g">g</a>' +
      '<iframe srcdoc="<script>d()</script>"></iframe><base href="https://evil.example/">';
    expect(rewriteHtmlBase(html, '/docs/', '/guides/a')).toBe(
      '<img src="/docs/x"><svg/><a title="t">l</a><a href="/docs/g">g</a><iframe></iframe><base>',
    );
  });
});

describe('baseProblem', () => {
  it('accepts folder paths with or without slashes, and refuses addresses, dot folders, queries and spaces', () => {
    for (const base of ['/', '', 'docs', '/docs/', '/a/b-c_d.e/', '/%E2%9C%93/'])
      expect(baseProblem(base), base).toBeUndefined();
    for (const base of [
      'https://x.example/',
      '//cdn.example/docs',
      'mailto:a',
      '../..',
      '/docs/./x',
      '/a?b',
      '/a#b',
      '\\docs',
      '/a b',
      '/a\nb',
    ])
      expect(baseProblem(base), base).toBeDefined();
  });
});
