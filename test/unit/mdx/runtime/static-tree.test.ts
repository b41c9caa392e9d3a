import { h, type ComponentChildren } from 'preact';
import { describe, expect, it } from 'vitest';
import { renderCompiledPage } from '../../../../src/mdx/runtime/render-compiled-page.js';
import { memoryCompiler, stubComponents } from '../compile-helpers.js';

/** The stub components, plus theme-style overrides of Markdown's `a` and `h2`, and a member component. */
function components(): Record<string, unknown> {
  const tree = Object.assign((props: { children?: ComponentChildren }) => h('x-tree', null, props.children), {
    Folder: (props: { name?: string; children?: ComponentChildren }) =>
      h('x-folder', { name: props.name }, props.children),
  });
  return {
    ...stubComponents(),
    Tree: tree,
    a: (props: { href?: string; children?: ComponentChildren }) =>
      h('a', { href: props.href, class: 'themed' }, props.children),
    h2: (props: { id?: string; children?: ComponentChildren }) =>
      h('h2', { id: props.id, class: 'themed' }, props.children),
    Panel: (props: { items?: unknown; style?: unknown }) =>
      h('x-grid', { 'data-items': JSON.stringify(props.items), 'data-style': JSON.stringify(props.style) }),
  };
}

async function both(source: string) {
  const fast = await (await memoryCompiler({})).compile({ source, file: 'page.mdx' });
  const slow = await (await memoryCompiler({}, { staticTrees: false })).compile({ source, file: 'page.mdx' });
  const html = (page: typeof fast) => {
    const errors: string[] = [];
    const out = renderCompiledPage(page, { components: components(), onError: (e) => errors.push(e.message) });
    return { out, errors };
  };
  return { fast, slow, fastHtml: html(fast), slowHtml: html(slow) };
}

describe('pages without JavaScript', () => {
  it('keep their element tree, no code, and render the HTML the compiled code renders', async () => {
    const { fast, slow, fastHtml, slowHtml } = await both(
      [
        '## Setup',
        '',
        'Read [the guide](/guide) and <a href="/raw">a JSX link</a>.',
        '',
        '{/* a comment renders nothing */}',
        '',
        '<Columns cols={2}>',
        '  <Card title="One" icon="book" href="/one">First</Card>',
        '  <Card title={`Two`} arrow={true} horizontal>Second</Card>',
        '</Columns>',
        '',
        '<Panel items={[1, -2, "three", { a: null }]} style={{ color: "red", "font-size": 3 }} />',
        '',
        '<Tree><Tree.Folder name="src">files</Tree.Folder></Tree>',
        '',
        '<Unknown title="x">kept children</Unknown>',
        '',
        '| a | b |',
        '| - | :-: |',
        '| 1 | 2 |',
      ].join('\n'),
    );
    expect(fast.tree).toBeDefined();
    expect(fast.code).toBe('');
    expect(slow.tree).toBeUndefined();
    expect(slow.code).not.toBe('');
    expect(fastHtml).toEqual(slowHtml);
    // Markdown's link and heading go through the theme's overrides; the link written as JSX does not.
    expect(fastHtml.out).toContain('<a href="/guide" class="themed">the guide</a>');
    expect(fastHtml.out).toContain('<a href="/raw">a JSX link</a>');
    expect(fastHtml.out).toContain('class="themed"');
    expect(fastHtml.out).toContain('<x-folder name="src">files</x-folder>');
    expect(fastHtml.out).toContain('data-items="[1,-2,&quot;three&quot;,{&quot;a&quot;:null}]"');
  });

  it('read a name the page does not define as undefined, like the compiled code', async () => {
    const { fast, fastHtml, slowHtml } = await both('<Card title={name}>x</Card>');
    expect(fast.tree).toBeDefined();
    expect(fastHtml).toEqual(slowHtml);
  });

  it('keep compiled code when the page has code of its own', async () => {
    for (const source of [
      'export const answer = 42;\n\nThe answer is {answer}.',
      'Two and two make {2 + 2}.',
      '<Card title={"a" + "b"}>x</Card>',
      '<Card {...{ title: "spread" }}>x</Card>',
      '<Card title={Math.max(1, 2)}>x</Card>',
      '<Panel items={[...[1]]} />',
      '<Panel items={{ [`k`]: 1 }} />',
      '<Panel items={{ f() { return 1; } }} />',
      '<Panel items={/re/} />',
      '<motion.div>x</motion.div>',
    ]) {
      const { fast, fastHtml, slowHtml } = await both(source);
      expect({ source, tree: fast.tree === undefined }).toEqual({ source, tree: true });
      expect(fastHtml).toEqual(slowHtml);
    }
  });
});
