import { describe, expect, it } from 'vitest';
import { h, testPage } from './helpers.js';

describe('Tree', () => {
  it('Tree.Folder and Tree.File: details folders, defaultOpen, highlight, openable={false}', () => {
    const page = testPage();
    const { Tree } = page.c;
    const html = page.render(
      'Tree',
      null,
      h(Tree.Folder, { name: 'app', defaultOpen: true }, h(Tree.File, { name: 'page.tsx', highlight: true })),
      h(Tree.Folder, { name: 'fixed', openable: false }, h(Tree.File, { name: 'hidden.ts' })),
      h(Tree.File, { name: 'package.json' }),
    );
    expect(html).toMatch(/^<div class="q-tree" data-tree><ul class="q-tree__list q-tree__root">/);
    expect(html).toContain('<li class="q-tree__item q-tree__item--folder"><details open><summary class="q-tree__row">');
    expect(html).toContain(
      '<li class="q-tree__item q-tree__item--file q-tree__item--highlight"><span class="q-tree__row">',
    );
    expect(html).toContain('<span class="q-tree__name">page.tsx</span>');
    // Not openable and not open: a fixed row, contents not shown.
    expect(html).toContain('q-tree__item--static');
    expect(html).not.toContain('hidden.ts');
    expect(page.ctx.features.has('tree')).toBe(true);
  });

  it('FileTree turns a Markdown list into folders (trailing slash or nested items) and files', () => {
    const page = testPage();
    const list = h(
      'ul',
      null,
      h('li', null, 'docs/', h('ul', null, h('li', null, 'index.mdx'), h('li', null, h('p', null, 'empty/')))),
      h('li', null, 'docs.config.ts'),
    );
    const html = page.render('FileTree', null, list);
    expect(html).toContain(
      '<details open><summary class="q-tree__row"><span class="q-glyph q-glyph-chevron-right q-tree__chevron" aria-hidden="true"></span><span class="q-glyph q-glyph-folder q-tree__folder-icon" aria-hidden="true"></span><span class="q-tree__name">docs</span>',
    );
    expect(html).toContain('<span class="q-tree__name">index.mdx</span>');
    // An empty folder written with a trailing slash stays closed.
    expect(html).toContain(
      '<details><summary class="q-tree__row"><span class="q-glyph q-glyph-chevron-right q-tree__chevron" aria-hidden="true"></span><span class="q-glyph q-glyph-folder q-tree__folder-icon" aria-hidden="true"></span><span class="q-tree__name">empty</span>',
    );
    expect(html).toContain(
      'q-tree__item--file"><span class="q-tree__row"><span class="q-glyph q-glyph-file q-tree__file-icon" aria-hidden="true"></span><span class="q-tree__name">docs.config.ts</span>',
    );
  });
});

describe('Color', () => {
  it('compact swatches copy their value; light/dark values are both carried', () => {
    const page = testPage();
    const { Color } = page.c;
    const html = page.render(
      'Color',
      { variant: 'compact' },
      h(Color.Item, { name: 'blue-500', value: '#3B82F6' }),
      h(Color.Item, { name: 'bg', value: { light: '#fff', dark: '#000' } }),
    );
    expect(html).toMatch(/^<div class="q-color q-color--compact">/);
    expect(html).toContain(
      '<button type="button" class="q-color__item" style="--q-swatch-light:#3B82F6;--q-swatch-dark:#3B82F6;" data-copy-value="#3B82F6" aria-label="Copy blue-500">',
    );
    expect(html).toContain(
      'class="q-color__item q-color__item--themed" style="--q-swatch-light:#fff;--q-swatch-dark:#000;" data-copy-value="#fff" data-copy-value-dark="#000"',
    );
    expect(html).toContain('<span class="q-color__value q-color__value--dark">#000</span>');
  });

  it('table variant has titled rows', () => {
    const page = testPage();
    const { Color } = page.c;
    const html = page.render(
      'Color',
      { variant: 'table' },
      h(Color.Row, { title: 'Primary' }, h(Color.Item, { name: 'p', value: 'red' })),
    );
    expect(html).toMatch(
      /^<div class="q-color q-color--table" role="table"><div class="q-color__row" role="row"><div class="q-color__row-title" role="rowheader">Primary<\/div>/,
    );
  });
});

describe('Update, Prompt, View, Visibility, Variation, GitHub', () => {
  it('Update: label anchor, description, tags as data for filtering', () => {
    const page = testPage();
    const html = page.render(
      'Update',
      { label: 'July 2, 2026', description: 'v4.5.0', tags: ['SDK', 'Bug fix'], rss: { title: 'x' } },
      'Notes',
    );
    expect(html).toMatch(
      /^<div class="q-update" id="july-2-2026" data-tags="\[&quot;SDK&quot;,&quot;Bug fix&quot;\]">/,
    );
    expect(html).toContain(
      '<div class="q-update__grid"><div class="q-update__meta"><a class="q-update__label" href="#july-2-2026">July 2, 2026</a><div class="q-update__description">v4.5.0</div>',
    );
    expect(html).toContain('<span class="q-pill q-pill--tag">Bug fix</span>');
    expect(html).toContain('<div class="q-update__body">Notes</div>');
    expect(page.ctx.features.has('updates')).toBe(true);
    expect(page.render('Update', { label: 'L', id: 'given' })).toContain('id="given"');
  });

  it('Prompt: description as inline Markdown, copy and Cursor actions', () => {
    const page = testPage();
    const html = page.render(
      'Prompt',
      { description: 'Write **clear** docs', actions: ['copy', 'cursor'] },
      h('p', null, 'You are a writer.'),
    );
    expect(html).toContain('<div class="q-prompt__description">Write <strong>clear</strong> docs</div>');
    expect(html).toContain('data-copy="prompt"');
    expect(html).toContain('href="https://cursor.com/link/prompt?text=You%20are%20a%20writer."');
    expect(html).toContain('<div class="q-prompt__body"><p>You are a writer.</p></div>');
    expect(page.render('Prompt', { description: 'd' }, 'x')).not.toContain('cursor.com');
  });

  it('View: every view in the HTML, only those titled like the first visible', () => {
    const page = testPage();
    const first = page.render('View', { title: 'JavaScript', icon: 'js' }, 'js');
    const second = page.render('View', { title: 'Python' }, 'py');
    expect(first).toBe(
      '<section class="q-view" data-view="JavaScript" data-view-icon="js"><p class="q-view__title" aria-hidden="true">JavaScript</p>js</section>',
    );
    expect(second).toBe(
      '<section class="q-view" data-view="Python" hidden><p class="q-view__title" aria-hidden="true">Python</p>py</section>',
    );
    // A page that repeats its views under each heading shows every view titled like the first.
    const again = page.render('View', { title: 'JavaScript' }, 'js 2');
    expect(again).toBe(
      '<section class="q-view" data-view="JavaScript"><p class="q-view__title" aria-hidden="true">JavaScript</p>js 2</section>',
    );
    expect(page.render('View', { title: 'Python' }, 'py 2')).toContain('hidden');
  });

  it('Visibility: humans shown, agents hidden on the web', () => {
    const page = testPage();
    expect(page.render('Visibility', { for: 'humans' }, h('p', null, 'web'))).toBe('<p>web</p>');
    expect(page.render('Visibility', { for: 'agents' }, h('p', null, 'md'))).toBe('');
  });

  it('Variation keeps its content and ids', () => {
    expect(testPage().render('Variation', { is: ['a', 'b'] }, 'x')).toBe(
      '<div class="q-variation" data-variation="a b">x</div>',
    );
  });

  it('GitHub.Repo (and Github.Repo) is a static card linking to the repository', () => {
    const page = testPage();
    const html = page.render('GitHub.Repo', { repo: 'mintlify/docs' });
    expect(html).toMatch(
      /^<a class="q-github q-github--inset" href="https:\/\/github.com\/mintlify\/docs" target="_blank" rel="noreferrer">/,
    );
    expect(html).toContain('<span class="q-github__owner">mintlify/</span><span class="q-github__name">docs</span>');
    expect(page.render('Github.Repo', { repo: 'https://github.com/a/b.git', variant: 'flat' })).toContain(
      'class="q-github q-github--flat" href="https://github.com/a/b"',
    );
  });

  it('platform components render their children', () => {
    const page = testPage();
    for (const name of [
      'ApiPlayground',
      'CustomCode',
      'CustomComponent',
      'DynamicCustomComponent',
      'SnippetGroup',
      'MDX',
      'MDXContentController',
    ]) {
      expect(page.render(name, null, h('p', null, name))).toBe(`<p>${name}</p>`);
    }
  });
});
