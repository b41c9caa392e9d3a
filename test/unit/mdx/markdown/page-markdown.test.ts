import { describe, expect, it } from 'vitest';
import { createPipeline } from '../../../../src/mdx/pipeline.js';
import { finishMarkdownUrls, MARKDOWN_ROOT_MARK, pageMarkdown } from '../../../../src/mdx/markdown/page-markdown.js';

const parse = (text: string) => createPipeline('mdx').parse(text);

describe('pageMarkdown', () => {
  it('keeps escapes that plain-looking text needs at the start of a line', () => {
    expect(pageMarkdown(parse('1\\. not a list\n\n\\- not an item\n\nplain words, plain text.'), '/a')).toBe(
      '1\\. not a list\n\n\\- not an item\n\nplain words, plain text.\n',
    );
    expect(pageMarkdown(parse('a \\*star\\* and \\_under\\_ and \\<tag>'), '/a')).toBe(
      'a \\*star\\* and \\_under\\_ and \\<tag>\n',
    );
  });

  it('resolves relative links from the page file and marks root-relative ones for the base', () => {
    const markdown = pageMarkdown(parse('[b](./b.mdx) [c](/c/index) [x](https://x.dev) [top](#top)'), '/guides/a');
    expect(markdown).toBe(
      `[b](${MARKDOWN_ROOT_MARK}/guides/b) [c](${MARKDOWN_ROOT_MARK}/c) [x](https://x.dev) [top](#top)\n`,
    );
    expect(finishMarkdownUrls(markdown, '/docs/')).toBe(
      '[b](/docs/guides/b) [c](/docs/c) [x](https://x.dev) [top](#top)\n',
    );
  });

  it('gives an expression its static value and drops the others', () => {
    expect(pageMarkdown(parse('export const n = 3;\n\nA {"b"} {n} {n + 1} c.'), '/a')).toBe('A b 3  c.\n');
  });
});
