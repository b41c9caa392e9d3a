import { describe, expect, it } from 'vitest';
import { inlineMarkdownToHtml, parseInlineMarkdown } from '../../../src/util/inline-markdown.js';

describe('parseInlineMarkdown', () => {
  it('finds bold, emphasis, code and links, leftmost first, with nesting', () => {
    expect(parseInlineMarkdown('**Note:** see [the *new* guide](/guide) or `a*b*c`.')).toEqual([
      { type: 'strong', children: ['Note:'] },
      ' see ',
      { type: 'link', href: '/guide', children: ['the ', { type: 'em', children: ['new'] }, ' guide'] },
      ' or ',
      { type: 'code', value: 'a*b*c' },
      '.',
    ]);
    expect(parseInlineMarkdown('__bold__ and _em_')).toEqual([
      { type: 'strong', children: ['bold'] },
      ' and ',
      { type: 'em', children: ['em'] },
    ]);
  });

  it('keeps unmatched markers and javascript: links as text', () => {
    expect(parseInlineMarkdown('2 ** 3, [x](javascript:go)')).toEqual(['2 ** 3, ', '[x](javascript:go)']);
    expect(parseInlineMarkdown('')).toEqual([]);
  });
});

describe('inlineMarkdownToHtml', () => {
  it('escapes text, code and hrefs', () => {
    expect(inlineMarkdownToHtml('a <b> & "c" `<i>` [x](/p?a=1&b=<2>)')).toBe(
      'a &lt;b&gt; &amp; "c" <code>&lt;i&gt;</code> <a href="/p?a=1&amp;b=&lt;2&gt;">x</a>',
    );
  });

  it('resolves hrefs and marks new-tab links through its options', () => {
    const html = inlineMarkdownToHtml('[in](/guide) [out](https://x.dev)', {
      resolveHref: (href) => (href.startsWith('/') ? `/docs${href}` : href),
      opensInNewTab: (href) => href.startsWith('https:'),
    });
    expect(html).toBe('<a href="/docs/guide">in</a> <a href="https://x.dev" target="_blank" rel="noreferrer">out</a>');
  });
});
