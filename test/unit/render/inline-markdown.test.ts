import { describe, expect, it } from 'vitest';
import { renderInlineMarkdown } from '../../../src/render/inline-markdown.js';

describe('renderInlineMarkdown', () => {
  it('renders links, bold, italic and code, and escapes HTML', () => {
    expect(renderInlineMarkdown('**New**: read [the guide](/guide) or _this_ `a<b>` <script>', '/docs/')).toBe(
      '<strong>New</strong>: read <a href="/docs/guide">the guide</a> or <em>this</em> <code>a&lt;b&gt;</code> &lt;script&gt;',
    );
    expect(renderInlineMarkdown('[x](https://x.dev)', '/')).toBe(
      '<a href="https://x.dev" target="_blank" rel="noreferrer">x</a>',
    );
  });
});
