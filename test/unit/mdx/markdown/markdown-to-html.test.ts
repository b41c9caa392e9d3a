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

  it('shows raw HTML as the text it is written as: placeholders and blocks are kept, nothing runs', () => {
    expect(markdownToHtml('Send `Bearer <token>` as Bearer <token>. Keys look like <account_id>:<secret>.')).toBe(
      '<p>Send <code>Bearer &#x3C;token></code> as Bearer &#x3C;token>. Keys look like &#x3C;account_id>:&#x3C;secret>.</p>',
    );
    expect(markdownToHtml('Intro.\n\n<div class="warning">Shown once.</div>\n\n- <b>x</b> *<i>y</i>*')).toBe(
      '<p>Intro.</p>\n<p>&#x3C;div class="warning">Shown once.&#x3C;/div></p>\n<ul>\n<li>&#x3C;b>x&#x3C;/b> <em>&#x3C;i>y&#x3C;/i></em></li>\n</ul>',
    );
    expect(markdownToHtml('<img src=x onerror=alert(1)>')).toBe('<p>&#x3C;img src=x onerror=alert(1)></p>');
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
