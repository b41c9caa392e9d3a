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

  it('writes a Frame caption as the Markdown it is, and Steps with their own numbers and the text between them', () => {
    expect(pageMarkdown(parse('<Frame caption="See the **Settings** page">\n\nx\n\n</Frame>'), '/a')).toBe(
      'x\n\n*See the **Settings** page*\n',
    );
    const source =
      '<Steps>\n\nFollow these:\n\n<Step title="A" stepNumber={5}>a</Step>\n<Step title="B">b</Step>\n</Steps>';
    expect(pageMarkdown(parse(source), '/a')).toBe('Follow these:\n\n5. **A**\n\n   a\n\n6. **B**\n\n   b\n');
  });

  it('gives an expression its static value and drops the others', () => {
    expect(pageMarkdown(parse('export const n = 3;\n\nA {"b"} {n} {n + 1} c.'), '/a')).toBe('A b 3  c.\n');
  });

  it('splits a paragraph around a block component written in its text, keeping the component and no stray line break', () => {
    const source =
      'Intro.\n\n<Note> Inline note text </Note>\nNext line of the same paragraph.\n\nA [link <Note>inside</Note>](/x) here.';
    expect(pageMarkdown(parse(source), '/a')).toBe(
      `Intro.\n\n> **Note:** Inline note text\n\nNext line of the same paragraph.\n\nA [link **Note:** inside](${MARKDOWN_ROOT_MARK}/x) here.\n`,
    );
  });

  it('writes a CodeBlock whose code is a constant as a fence with its language and file name', () => {
    const source = [
      'export const py = "import lancedb\\n\\ndb = lancedb.connect(\\"x\\")\\n";',
      '',
      '<CodeGroup><CodeBlock filename="Python" language="python">{py}</CodeBlock></CodeGroup>',
      '',
      '<CodeBlock language="bash">{"echo *hi*\\n  indented\\n"}</CodeBlock>',
    ].join('\n');
    expect(pageMarkdown(parse(source), '/a')).toBe(
      '```python Python\nimport lancedb\n\ndb = lancedb.connect("x")\n```\n\n```bash\necho *hi*\n  indented\n```\n',
    );
  });

  it('writes the components that show content as Markdown, not dropping them or their props', () => {
    const source = [
      '<FileTree>\n- docs.json\n- guides/\n  - setup.mdx\n</FileTree>',
      '<Color variant="compact">\n  <Color.Row title="Brand">\n    <Color.Item name="primary" value="#4F46E5" />\n  </Color.Row>\n</Color>',
      '<GitHub.Repo repo="vitejs/vite" />',
      'Term <Tooltip tip="A hint.">hover</Tooltip>.',
      '<Accordion title="Acc" description="In short.">\n  Body.\n</Accordion>',
      '<Prompt description="Ask it">\n  Write a test.\n</Prompt>',
      '<View title="Python">\n  Py text.\n</View>',
      '<Latex>x^2</Latex>',
    ].join('\n\n');
    expect(pageMarkdown(parse(source), '/a')).toBe(
      [
        '- docs.json',
        '- guides/',
        '  - setup.mdx',
        '',
        '**Brand**',
        '',
        '- `primary`: `#4F46E5`',
        '',
        '[vitejs/vite](https://github.com/vitejs/vite)',
        '',
        'Term hover (A hint.).',
        '',
        '**Acc**',
        '',
        '*In short.*',
        '',
        'Body.',
        '',
        '**Ask it**',
        '',
        'Write a test.',
        '',
        '**Python**',
        '',
        'Py text.',
        '',
        '$x^2$',
        '',
      ].join('\n'),
    );
  });
});
