import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderCompiledPage } from '../../../src/mdx/runtime/render-compiled-page.js';
import { memoryCompiler, render, stubComponents } from './compile-helpers.js';

describe('createPageCompiler().compile', () => {
  it('returns plain, self-contained data (no imports left, structured-clone safe)', async () => {
    const compiler = await memoryCompiler({
      'snippets/a.mdx': 'import { B } from "./b.jsx";\n\nSnippet <B />',
      'snippets/b.jsx': 'export const B = () => <b>bee</b>;',
    });
    const page = await compiler.compile({
      source: '---\ntitle: T\n---\nimport A from "/snippets/a.mdx";\n\n<A />',
      file: 'p.mdx',
    });
    expect(page.code).not.toMatch(/^\s*import\s/m);
    expect(page.dependencies).toEqual(['snippets/a.mdx', 'snippets/b.jsx']);
    expect(structuredClone(page)).toEqual(page);
    expect(render(page).html).toBe('<p>Snippet <b>bee</b></p>');
  });

  it('reads a heading\'s `{constant}` and `{"text"}` as their text, for its id and its TOC entry', async () => {
    const compiler = await memoryCompiler({});
    const page = await compiler.compile({
      source:
        'export const product = "Acme";\n\n## Install {product}\n\n## Use {"it"} {Math.random()}\n\n<h3>Run {product}</h3>\n',
      file: 'p.mdx',
    });
    expect(page.toc.map((item) => `${item.id} ${item.text}`)).toEqual([
      'install-acme Install Acme',
      'use-it Use it',
      'run-acme Run Acme',
    ]);
    expect(render(page).html).toContain('<h2 id="install-acme">Install Acme</h2>');
  });

  it("keeps a tab panel's id (`<tab>-panel`) from any heading's, before the tabs or after them", async () => {
    const compiler = await memoryCompiler({});
    const page = await compiler.compile({
      source:
        '## Python panel\n\n<Tabs>\n<Tab title="Python">x</Tab>\n<Tab title="Go" id="go">y</Tab>\n</Tabs>\n\n## Go panel\n',
      file: 'p.mdx',
    });
    const anchors = page.anchors ?? [];
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(page.toc.map((item) => item.id)).toEqual(['python-panel', 'go-panel-2']);
    expect(anchors).toEqual(expect.arrayContaining(['python-2', 'python-2-panel', 'go', 'go-panel']));
  });

  it('locates an MDX syntax error in the file (frontmatter counted) and renders a notice instead of throwing', async () => {
    const compiler = await memoryCompiler({});
    const source = '---\ntitle: T\n---\n\nText {unclosed\n';
    const page = await compiler.compile({ source, file: 'guides/bad.mdx' });
    const d = page.diagnostics.find((x) => x.rule === 'mdx-syntax');
    expect(d).toMatchObject({ severity: 'error', file: 'guides/bad.mdx', line: 5 });
    expect(d!.frame).toContain('> 5 | Text {unclosed');
    expect(render(page).html).toContain('class="quire-error"');
  });

  it('never puts a link inside an <a>: an autolinked address or a Markdown link there is its text', async () => {
    const compiler = await memoryCompiler({});
    const source =
      '---\ntitle: T\n---\n\nWrite to <a href="mailto:help@example.com">help@example.com</a> or [us](https://example.com).\n\n<a href="/x">see [there](/y) or https://example.com</a>\n';
    const page = await compiler.compile({ source, file: 'mail.mdx' });
    const html = render(page).html;
    expect(html).toContain('<a href="mailto:help@example.com">help@example.com</a>');
    expect(html).toContain('<a href="https://example.com">us</a>');
    expect(html).toContain('<a href="/x">see there or https://example.com</a>');
    expect(html.match(/<a /g)).toHaveLength(3);
    // The text inside is no link of the page's either.
    expect((page.links ?? []).map((l) => l.href)).toEqual(['mailto:help@example.com', 'https://example.com', '/x']);
  });

  it("says what is wrong with an export the JavaScript parser refuses, in that parser's words", async () => {
    const compiler = await memoryCompiler({});
    const source = '---\ntitle: T\n---\nexport const a = 1;\nexport const a = 2;\n\nHi {a}\n';
    const page = await compiler.compile({ source, file: 'twice.mdx' });
    expect(page.diagnostics).toHaveLength(1);
    expect(page.diagnostics[0]).toMatchObject({
      rule: 'mdx-syntax',
      line: 5,
      column: 14,
      message:
        "This page is not valid MDX: this `import`/`export` is not valid JavaScript: Identifier 'a' has already been declared",
    });
    expect(page.diagnostics[0]!.hint).toMatch(/^`export const` and `import` lines are JavaScript modules/);
  });

  it('reports a tag left open at the end of the page as a located syntax error, not a Quire bug', async () => {
    const compiler = await memoryCompiler({});
    const source = '---\ntitle: T\n---\n\nText\n\n<Note>\nNever closed.\n';
    const page = await compiler.compile({ source, file: 'guides/open.mdx' });
    expect(page.diagnostics).toHaveLength(1);
    expect(page.diagnostics[0]).toMatchObject({
      severity: 'error',
      rule: 'mdx-syntax',
      file: 'guides/open.mdx',
      line: 7,
      column: 1,
      message: 'This page is not valid MDX: `<Note>` is never closed',
      hint: 'Add `</Note>` where its content ends, or write `<Note />` when it has none.',
    });
    expect(page.diagnostics[0]!.frame).toContain('> 7 | <Note>');
  });

  it('says how to fix a tag whose lines fall out of the list item it starts in (a lazy line)', async () => {
    // 0xStation/docs home/tutorials/activate/connect-as-nft.mdx: a <video> right under "3. …", unindented.
    const compiler = await memoryCompiler({});
    const source = '---\ntitle: T\n---\n\n3. Copy the URI.\n<video\n  controls\n  src="/a.mp4"\n></video>\n';
    const page = await compiler.compile({ source, file: 'guides/lazy.mdx' });
    expect(page.diagnostics).toHaveLength(1);
    expect(page.diagnostics[0]).toMatchObject({ rule: 'mdx-syntax', line: 7, column: 1 });
    expect(page.diagnostics[0]!.message).toContain('lazy line');
    expect(page.diagnostics[0]!.hint).toBe(
      'A tag or `{expression}` started inside a list item or block quote must keep its lines inside it: indent them under the item (or start them with `>` in a quote), or leave a blank line before the tag and start it at the margin.',
    );
  });

  it('reports a syntax error inside a snippet at the snippet, and keeps the page', async () => {
    const compiler = await memoryCompiler({ 'snippets/bad.mdx': 'ok\n\n<Note>\n' });
    const page = await compiler.compile({
      source: 'import Bad from "/snippets/bad.mdx";\n\nBefore\n\n<Bad />\n\nAfter',
      file: 'p.mdx',
    });
    expect(page.diagnostics.map((d) => [d.rule, d.file, d.line])).toEqual([['mdx-syntax', 'snippets/bad.mdx', 3]]);
    const { html } = render(page);
    expect(html).toContain('<p>Before</p>');
    expect(html).toContain('<p>After</p>');
  });

  it('stops snippet cycles with a warning', async () => {
    const compiler = await memoryCompiler({
      'snippets/a.mdx': 'import B from "./b.mdx";\n\nA <B />',
      'snippets/b.mdx': 'import A from "./a.mdx";\n\nB <A />',
    });
    const page = await compiler.compile({ source: 'import A from "/snippets/a.mdx";\n\n<A />', file: 'p.mdx' });
    expect(page.diagnostics.map((d) => d.rule)).toContain('snippet-cycle');
    expect(render(page).html).toContain('A');
  });

  it('maps react imports to the runtime and keeps hooks in scope', async () => {
    const compiler = await memoryCompiler({});
    const source = [
      'import React, { useState as useS } from "react";',
      '',
      'export const A = () => { const [n] = useS(1); const r = useRef(2); return <i>{n}{r.current}{typeof React.createElement}</i>; };',
      '',
      '<A />',
    ].join('\n');
    const page = await compiler.compile({ source, file: 'p.mdx' });
    expect(page.diagnostics).toEqual([]);
    expect(render(page).html).toBe('<i>12function</i>');
  });

  it('gives expressions the render scope (user defaults to an empty object)', async () => {
    const compiler = await memoryCompiler({});
    const page = await compiler.compile({ source: 'Hi {user.firstName ?? "there"}', file: 'p.mdx' });
    expect(render(page).html).toBe('<p>Hi there</p>');
    expect(render(page, { user: { firstName: 'Ada' } }).html).toBe('<p>Hi Ada</p>');
    // Names that cannot be variables are ignored, not a syntax error.
    expect(render(page, { default: 1, 'not-an-id': 2 }).html).toBe('<p>Hi there</p>');
  });

  it('renders a placeholder for a built-in component the theme does not provide, and Tree.Folder from a dotted key', async () => {
    const compiler = await memoryCompiler({});
    const page = await compiler.compile({
      source: '<Tree>\n  <Tree.Folder name="src">x</Tree.Folder>\n</Tree>\n\n<Prompt>p</Prompt>',
      file: 'p.mdx',
    });
    const components = { ...stubComponents(), 'Tree.Folder': (p: { name: string }) => h('folder', null, p.name) };
    delete (components as Record<string, unknown>).Prompt;
    const html = renderCompiledPage(page, { components });
    expect(html).toBe(
      '<x-tree><folder>src</folder></x-tree>\n<div data-component="Prompt" class="quire-missing">p</div>',
    );
  });

  it('warns about unknown components used inside page components and renders placeholders', async () => {
    const compiler = await memoryCompiler({});
    const page = await compiler.compile({
      source: 'export const A = () => <Missing>in</Missing>;\n\n<A />',
      file: 'p.mdx',
    });
    expect(page.diagnostics.map((d) => [d.rule, d.line])).toEqual([['unknown-component', 1]]);
    expect(render(page).html).toBe('<div data-component="Missing" class="quire-missing">in</div>');
  });

  it('collects search text, links and features', async () => {
    const compiler = await memoryCompiler({});
    const page = await compiler.compile({
      source:
        '## Title\n\nSee [the guide](/guides/a#setup) and <Card title="Card title" href="/b">body</Card>\n\n```mermaid\ngraph TD\n```\n\n```js\nconst hidden = 1;\n```',
      file: 'p.mdx',
    });
    expect(page.text).toBe('Title\nSee the guide and Card title\nbody');
    expect(page.links).toEqual([
      { href: '/guides/a#setup', file: 'p.mdx', line: 3, column: 5 },
      { href: '/b', file: 'p.mdx', line: 3, column: 38 },
    ]);
    expect(page.features).toEqual(['code', 'mermaid']);
  });

  it('uses frontmatter parsed earlier without reporting its problems again', async () => {
    const compiler = await memoryCompiler({});
    const source = '---\ntitle: [unclosed\n---\n\n## Body';
    const page = await compiler.compile({
      source,
      file: 'p.mdx',
      frontmatter: { data: { title: 'Given' }, bodyLine: 4 },
    });
    expect(page.frontmatter).toEqual({ title: 'Given' });
    expect(page.diagnostics).toEqual([]);
    expect(page.toc).toEqual([{ id: 'body', text: 'Body', depth: 2 }]);
  });

  it('never crashes on odd input', async () => {
    const compiler = await memoryCompiler({});
    for (const source of [
      '',
      '---\n---\n',
      '<',
      '{',
      '}',
      '```',
      '$$',
      '<!--',
      'export const = 1',
      'import x from',
      '<A.B.C />',
      '{{}}',
      '\u0000',
    ]) {
      const page = await compiler.compile({ source, file: 'odd.mdx' });
      expect(() => render(page)).not.toThrow();
    }
  });
});
