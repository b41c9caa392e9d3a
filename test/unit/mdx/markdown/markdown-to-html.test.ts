import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownToHtml, parseMarkdownToHtml } from '../../../../src/mdx/markdown-to-html.js';

/** Pieces that spec descriptions are made of, markup and near-markup alike. */
const PIECES = [
  'a',
  'id',
  ' ',
  '  ',
  '\n',
  '\t',
  '`',
  '``',
  '` `',
  '`id`',
  '` x `',
  '`<b>&amp;`',
  '`a_b*c`',
  '`https://x`',
  '<',
  '&',
  '_',
  '*',
  '-',
  '1.',
  '.',
  '\\',
  '[',
  ']',
  '(x)',
  '#',
  '>',
  '|',
  '~',
  '@',
  'https://x.io',
  'www.',
  '=',
  '"',
  "'",
];

describe('spec Markdown to HTML', () => {
  it.each([
    ['The `id` of the customer.', '<p>The <code>id</code> of the customer.</p>'],
    ['`<b>` & `a`', '<p><code>&#x3C;b></code> &#x26; <code>a</code></p>'],
    ['Set ` x ` or `  `.', '<p>Set <code>x</code> or <code>  </code>.</p>'],
    ['One `a`\n  two `b`', '<p>One <code>a</code>\ntwo <code>b</code></p>'],
    ['Plain text.', '<p>Plain text.</p>'],
    ['Hard  \nbreak', '<p>Hard<br>\nbreak</p>'],
    ['    indented', '<pre><code>indented\n</code></pre>'],
  ])('writes %j as the parser does', (markdown, html) => {
    expect(markdownToHtml(markdown)).toBe(html);
    expect(parseMarkdownToHtml(markdown)).toBe(html);
  });

  it('gives the HTML of the parser for any text (fast paths included)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 14 }), (pieces) => {
        const markdown = pieces.join('');
        expect(markdownToHtml(markdown)).toBe(parseMarkdownToHtml(markdown));
      }),
      { numRuns: 5000, seed: 7 },
    );
  });
});
