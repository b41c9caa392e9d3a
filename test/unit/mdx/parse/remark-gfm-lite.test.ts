import { describe, expect, it } from 'vitest';
import { VFile } from 'vfile';
import { createPageParser } from '../../../../src/mdx/parse/page-parser.js';
import { createPipeline } from '../../../../src/mdx/pipeline.js';
import { mayHaveAutolinkLiteral } from '../../../../src/mdx/parse/remark-gfm-lite.js';
import { memoryCompiler, render } from '../compile-helpers.js';

const PAGES = [
  '# Title\n\nText with **bold**, ~~strike~~, `code` and [a link](/x).\n\n| a | b |\n| - | :-: |\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\nA footnote[^1].\n\n[^1]: The note.\n',
  '<Note>\n  Inside a component with *emphasis* and wwwx text.\n</Note>\n\n1. one\n2. two\n\n> quote with $x^2$ math\n',
  'Words like www and http without a scheme, an at sign nowhere, tasks_list and snake_case_names.\n',
];

describe('remark-gfm without autolink literals', () => {
  it('says when a text may hold an autolink literal', () => {
    expect(mayHaveAutolinkLiteral('see www.example.com')).toBe(true);
    expect(mayHaveAutolinkLiteral('see HTTPS://example.com')).toBe(true);
    expect(mayHaveAutolinkLiteral('mail a@b.co')).toBe(true);
    expect(mayHaveAutolinkLiteral('www and http: and https:/ only')).toBe(false);
  });

  it.each(['mdx', 'md'] as const)('parses %s to the same tree as remark-gfm when no autolink can occur', (format) => {
    const full = createPipeline(format);
    const lite = createPipeline(format, { autolinkLiterals: false });
    for (const page of PAGES) {
      expect(mayHaveAutolinkLiteral(page)).toBe(false);
      expect(lite.parse({ value: page, path: 'p.mdx' })).toEqual(full.parse({ value: page, path: 'p.mdx' }));
    }
  });

  it('keeps autolink literals on pages that have them', async () => {
    const compiler = await memoryCompiler({});
    const page = await compiler.compile({
      source: 'Visit www.example.com or write to team@example.com.\n',
      file: 'p.mdx',
    });
    const html = render(page).html;
    expect(html).toContain('<a href="http://www.example.com">www.example.com</a>');
    expect(html).toContain('<a href="mailto:team@example.com">team@example.com</a>');
  });

  it('gives the full remark-gfm tree whether or not the text needs autolink literals', () => {
    const parser = createPageParser();
    const full = createPipeline('mdx');
    const texts = [
      'Text.\n\n```bash\ncurl https://api.example.com -u me@example.com\n```\n\nUse `www.example.com` here.\n',
      '<Card href="https://example.com">Card</Card>\n\n{"a@b.co"}\n',
      'Text with https://example.com in it.\n\n```bash\ncurl https://x.com\n```\n',
      '| a |\n| - |\n| mail me@example.com |\n',
      // Escapes and character references make the characters the autolink transform looks for.
      'Escaped www\\.example.com and me&#64;example.com are links too.\n',
      '[www.example.com](/x) and ![alt me@x.co](/i.png)\n',
    ];
    for (const text of texts) {
      const parsed = parser.parse(new VFile({ value: text, path: 'p.mdx' }), 'mdx');
      expect(parsed.tree, text).toEqual(full.parse({ value: text, path: 'p.mdx' }));
    }
  });

  it('reports the same syntax error as the full parse', () => {
    const parser = createPageParser();
    const text = 'Mail me@example.com\n\n<Note>\n';
    expect(() => parser.parse(new VFile({ value: text, path: 'p.mdx' }), 'mdx')).toThrow(/Note/);
  });
});
