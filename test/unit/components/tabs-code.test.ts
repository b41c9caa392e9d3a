import { describe, expect, it } from 'vitest';
import { h, testPage } from './helpers.js';

/** A fence as the MDX helper emits it: CodeBlock around Shiki's <pre> with pre-rendered inner HTML. */
function fence(page: ReturnType<typeof testPage>, code: string, props: Record<string, unknown> = {}) {
  const inner = `<code>${code
    .split('\n')
    .map((l) => `<span class="line"><span style="--shiki-light:#000">${l.replace(/</g, '&lt;')}</span></span>`)
    .join('\n')}</code>`;
  return h(
    page.c.CodeBlock,
    { code, ...props },
    h('pre', { className: 'shiki github-light github-dark', dangerouslySetInnerHTML: { __html: inner } }),
  );
}

describe('Tabs', () => {
  it('renders every panel, the first visible, wired with ARIA, synced by default', () => {
    const page = testPage();
    const html = page.render(
      'Tabs',
      null,
      h(page.c.Tab, { title: 'npm' }, 'A'),
      h(page.c.Tab, { title: 'pnpm', id: 'use-pnpm', icon: 'box' }, 'B'),
    );
    expect(html).toMatch(/^<div class="q-tabs q-tabs--tabs" data-tabs data-sync>/);
    expect(html).toContain('role="tablist"');
    expect(html).toContain(
      '<button type="button" role="tab" class="q-tabs__tab" id="npm" aria-selected="true" aria-controls="npm-panel" tabindex="0" data-title="npm">',
    );
    expect(html).toContain(
      'id="use-pnpm" aria-selected="false" aria-controls="use-pnpm-panel" tabindex="-1" data-title="pnpm"',
    );
    expect(html).toContain(
      '<div class="q-tabs__panel" role="tabpanel" id="npm-panel" aria-labelledby="npm" data-title="npm">',
    );
    expect(html).toContain('id="use-pnpm-panel" aria-labelledby="use-pnpm" data-title="pnpm" hidden>');
    expect(html).toContain('data-icon="box"');
    expect(page.ctx.features.has('tabs')).toBe(true);
  });

  it('honours defaultTabIndex, sync={false} and borderBottom', () => {
    const page = testPage();
    const html = page.render(
      'Tabs',
      { defaultTabIndex: 1, sync: false, borderBottom: true },
      h(page.c.Tab, { title: 'A' }, 'a'),
      h(page.c.Tab, { title: 'B' }, 'b'),
    );
    expect(html).toMatch(/^<div class="q-tabs q-tabs--tabs q-tabs--border" data-tabs>/);
    expect(html).toContain('id="a-panel" aria-labelledby="a" data-title="A" hidden>');
    expect(html).toContain('id="b-panel" aria-labelledby="b" data-title="B">');
  });

  it('makes tabs of the tabs only: an intro above them, later content in the tab it follows', () => {
    const page = testPage();
    const html = page.render(
      'Tabs',
      null,
      h('p', null, 'Pick your language:'),
      h(page.c.Tab, { title: 'Python' }, 'py'),
      h(page.c.Tab, { title: 'Go' }, 'go'),
      h('p', null, 'After Go.'),
    );
    expect(html).toMatch(/^<p>Pick your language:<\/p><div [^>]*class="q-tabs/);
    expect([...html.matchAll(/role="tab"[^>]*data-title="([^"]*)"/g)].map((m) => m[1])).toEqual(['Python', 'Go']);
    expect(html).toMatch(/go<p>After Go\.<\/p><\/div>/);
  });

  it('gives repeated titles distinct ids when the compiler did not inject them', () => {
    const page = testPage();
    page.render('Tabs', null, h(page.c.Tab, { title: 'npm' }, 'a'));
    expect(page.render('Tabs', null, h(page.c.Tab, { title: 'npm' }, 'a'))).toContain('id="npm-2"');
  });
});

describe('CodeBlock', () => {
  it('wraps Shiki output with a header (filename, icon), a copy button and option classes', () => {
    const page = testPage();
    const html = page.render('CodeGroup', null); // warm-up: CodeGroup with no children renders an empty frame
    expect(html).toContain('q-tabs--code');
    const block = page.render(
      'CodeBlock',
      { language: 'js', filename: 'app.js', icon: 'js', lines: true, wrap: true, code: 'a' },
      h('pre', { className: 'shiki', dangerouslySetInnerHTML: { __html: '<code><span class="line">a</span></code>' } }),
    );
    expect(block).toMatch(/^<div class="q-code q-code--lines q-code--wrap" data-language="js">/);
    expect(block).toContain(
      '<div class="q-code__header"><span class="q-code__title"><span class="q-icon-slot"><svg data-icon="js"></svg></span><span>app.js</span></span><button type="button" class="q-copy" aria-label="Copy code" data-copy>',
    );
    expect(block).toContain(
      '<div class="q-code__body"><pre class="shiki"><code><span class="line">a</span></code></pre></div>',
    );
    expect(page.ctx.features.has('code')).toBe(true);
  });

  it('without a filename, the copy button floats; nocopy removes it', () => {
    const page = testPage();
    const plain = page.render('div', null, fence(page, 'echo hi', { language: 'bash' }));
    expect(plain).not.toContain('q-code__header');
    expect(plain).toContain('class="q-copy q-copy--floating"');
    expect(page.render('div', null, fence(page, 'x', { nocopy: true }))).not.toContain('data-copy');
    expect(page.render('div', null, fence(page, 'x', { nocopy: 'false', filename: 'f' }))).toContain('data-copy');
  });

  it('collapses long expandable blocks with a checkbox toggle that works without scripts', () => {
    const page = testPage();
    const long = Array.from({ length: 30 }, (_, i) => `line ${i}`).join('\n');
    const html = page.render('div', null, fence(page, long, { expandable: true }));
    expect(html).toContain('q-code--expandable');
    expect(html).toMatch(/<input type="checkbox" class="q-code__toggle q-sr-only" id="(q-code-expand-1)"\/>/);
    expect(html).toContain(
      '<label class="q-code__expand" for="q-code-expand-1"><span class="q-code__expand-more">Expand</span>',
    );
    // A short block has nothing to hide.
    expect(page.render('div', null, fence(page, 'short', { expandable: true }))).not.toContain('q-code--expandable');
  });

  it('a hand-written CodeBlock with a text child renders a plain block with highlight and focus', () => {
    const html = testPage().render('CodeBlock', { language: 'txt', highlight: '[1,3]', focus: '2' }, 'one\ntwo\nthree');
    expect(html).toContain(
      '<pre class="q-code__plain has-focused"><code><span class="line highlighted">one</span>\n<span class="line focused">two</span>\n<span class="line highlighted">three</span></code></pre>',
    );
  });
});

describe('CodeGroup and examples', () => {
  it('labels tabs from filename or language and renders each block without its own header', () => {
    const page = testPage();
    const html = page.render(
      'CodeGroup',
      null,
      fence(page, 'npm i', { filename: 'npm', language: 'bash' }),
      fence(page, 'print()', { language: 'python' }),
    );
    expect(html).toMatch(/^<div class="q-tabs q-tabs--code" data-tabs data-sync>/);
    expect(html).toContain('data-title="npm"');
    expect(html).toContain('data-title="python"');
    expect(html).toContain('q-code q-code--grouped');
    expect(html).not.toContain('q-code__header');
  });

  it('dropdown uses a <select> instead of a tab row', () => {
    const page = testPage();
    const html = page.render(
      'CodeGroup',
      { dropdown: true },
      fence(page, 'a', { filename: 'a.js' }),
      fence(page, 'b', { filename: 'b.py' }),
    );
    expect(html).toContain('<select class="q-tabs__select" aria-label="Choose a variant" data-tabs-select>');
    expect(html).toContain('<option value="q-code-1-1" selected>a.js</option><option value="q-code-1-2">b.py</option>');
    expect(html).not.toContain('role="tablist"');
  });

  it('RequestExample, ResponseExample and Panel render into side-panel wrappers the layout moves', () => {
    const page = testPage();
    const request = page.render('RequestExample', null, fence(page, 'curl x', { filename: 'cURL' }));
    expect(request).toMatch(
      /^<div class="q-side-panel q-side-panel--request" data-side-panel="request"><div class="q-tabs q-tabs--example" data-tabs data-sync>/,
    );
    expect(page.render('ResponseExample', null, fence(page, '{}', { filename: '200' }))).toContain(
      'q-side-panel--response',
    );
    expect(page.render('Panel', null, 'Side')).toBe(
      '<div class="q-side-panel q-side-panel--panel" data-side-panel="panel">Side</div>',
    );
  });
});

describe('code theme backgrounds (styling.codeblocks)', () => {
  const themed = (className: string, style: string) =>
    h('pre', { className, style, dangerouslySetInnerHTML: { __html: '<code>x</code>' } });

  it('the default GitHub pair keeps the site code background: no attributes', () => {
    const page = testPage();
    const html = page.render(
      'CodeBlock',
      { code: 'x' },
      themed(
        'shiki shiki-themes github-light github-dark',
        '--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff;--shiki-dark-bg:#24292e',
      ),
    );
    expect(html).toMatch(/^<div class="q-code">/);
  });

  it('`dark` brings the dark background to light mode, marked as a dark surface', () => {
    const page = testPage();
    const pre = themed(
      'shiki shiki-themes github-dark github-dark',
      '--shiki-light:#e1e4e8;--shiki-dark:#e1e4e8;--shiki-light-bg:#24292e;--shiki-dark-bg:#24292e',
    );
    const html = page.render('CodeBlock', { code: 'x', filename: 'a.js' }, pre);
    expect(html).toMatch(/^<div class="q-code" data-code-light="dark" style="--q-code-light-bg:#24292e">/);
  });

  it("a light/dark pair sets both modes; a code group carries its blocks' background on the frame", () => {
    const page = testPage();
    const pre = themed(
      'shiki shiki-themes github-light-default dracula',
      '--shiki-light:#1f2328;--shiki-dark:#F8F8F2;--shiki-light-bg:#ffffff;--shiki-dark-bg:#282A36',
    );
    const group = page.render(
      'CodeGroup',
      null,
      h(page.c.CodeBlock, { code: 'x', filename: 'a' }, pre),
      h(page.c.CodeBlock, { code: 'y', filename: 'b' }, pre),
    );
    expect(group).toMatch(
      /^<div class="q-tabs q-tabs--code" data-tabs data-sync data-code-light="light" data-code-dark="dark" style="--q-code-light-bg:#ffffff;--q-code-dark-bg:#282A36">/,
    );
    // The blocks inside the group take the frame's background instead of setting their own.
    expect(group).not.toContain('<div class="q-code q-code--grouped" data-code');
  });

  it('css-variables (no literal colour) keeps the site background', () => {
    const page = testPage();
    const pre = themed('shiki css-variables', '--shiki-light-bg:var(--mint-background)');
    expect(page.render('CodeBlock', { code: 'x' }, pre)).toMatch(/^<div class="q-code">/);
  });
});
