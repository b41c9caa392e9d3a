// MDX props are untrusted: the props interfaces describe what pages write (strings for numbers and flags
// included), and every other value must still render without throwing. These pin the runtime coercions.
import { describe, expect, it } from 'vitest';
import { h, testPage } from './helpers.js';

describe('props written as strings are read like their typed forms', () => {
  it('numbers: Columns cols, Tabs defaultTabIndex, Heading level, Icon size, Step stepNumber', () => {
    const page = testPage();
    expect(page.render('Columns', { cols: '3' })).toContain('data-cols="3"');
    const tabs = page.render(
      'Tabs',
      { defaultTabIndex: '1' },
      h(page.c.Tab, { title: 'A' }, 'a'),
      h(page.c.Tab, { title: 'B' }, 'b'),
    );
    expect(tabs).toContain('id="b" aria-selected="true"');
    expect(page.render('Heading', { level: '4', id: 'x' }, 'T')).toBe('<h4 id="x" class="q-heading">T</h4>');
    expect(page.render('Icon', { icon: 'star', size: '20' })).toContain('data-icon="star"');
    expect(page.render('Steps', null, h(page.c.Step, { title: 'S', stepNumber: 7 }, 'x'))).toContain('<span>7</span>');
  });

  it('flags: "false" is false, "true" and a bare attribute are true', () => {
    const page = testPage();
    expect(page.render('Accordion', { title: 'A', defaultOpen: 'false' }, 'x')).not.toContain(' open');
    expect(page.render('Accordion', { title: 'B', defaultOpen: 'true' }, 'x')).toContain(' open');
    expect(page.render('Badge', { stroke: true }, 'x')).toContain('q-badge--stroke');
    expect(page.render('Badge', { stroke: 'false' }, 'x')).not.toContain('q-badge--stroke');
  });

  it('lists: Update tags and Variation is take a comma-separated string or an array', () => {
    const page = testPage();
    expect(page.render('Update', { label: 'v1', tags: 'a, b' }, 'x')).toContain(
      'data-tags="[&quot;a&quot;,&quot;b&quot;]"',
    );
    expect(page.render('Variation', { is: ['a', 'b'] }, 'x')).toContain('data-variation="a b"');
    expect(page.render('Variation', { is: 'a,b' }, 'x')).toContain('data-variation="a b"');
  });
});

describe('values of the wrong type fall back instead of throwing', () => {
  it('unreadable numbers take the default', () => {
    const page = testPage();
    expect(page.render('Columns', { cols: 'many' })).toContain('data-cols="2"');
    expect(page.render('Heading', { level: { x: 1 }, id: 'y' }, 'T')).toBe('<h2 id="y" class="q-heading">T</h2>');
    expect(page.render('Icon', { icon: 'star', size: 'big' })).toBe(page.render('Icon', { icon: 'star' }));
    const tabs = page.render(
      'Tabs',
      { defaultTabIndex: 'second' },
      h(page.c.Tab, { title: 'A' }, 'a'),
      h(page.c.Tab, { title: 'B' }, 'b'),
    );
    expect(tabs).toContain('id="a" aria-selected="true"');
  });

  it('non-string text props are dropped or stringified, never rendered as objects', () => {
    const page = testPage();
    expect(page.render('Card', { title: 'T', className: { bad: true }, href: 42 })).toContain(
      '<a class="q-mdx-card q-mdx-card--link" href="42">',
    );
    expect(page.render('Callout', { color: ['red'] }, 'x')).not.toContain('style=');
    expect(page.render('Tree.File', { name: { bad: true } })).toContain('<span class="q-tree__name"></span>');
    expect(page.render('GitHub.Repo', { repo: 7 })).toContain('q-github--invalid');
  });

  it('icons that are neither a name, a reference nor an element render nothing', () => {
    const page = testPage();
    expect(page.render('Callout', { icon: 12 }, 'x')).not.toContain('q-icon-slot');
    expect(page.render('Badge', { icon: ['star'] }, 'x')).not.toContain('<svg');
  });
});
