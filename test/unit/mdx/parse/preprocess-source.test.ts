import { describe, expect, it } from 'vitest';
import { preprocessSource, sanitizeVariable } from '../../../../src/mdx/parse/preprocess-source.js';

const mdx = (text: string, variables: Record<string, string> = {}) =>
  preprocessSource(text, { format: 'mdx', variables });

describe('preprocessSource', () => {
  it('replaces variables everywhere, code included', () => {
    expect(mdx('A {{name}} and {{ name }}\n```\n{{name}}\n```', { name: 'Quire' }).text).toBe(
      'A Quire and Quire\n```\nQuire\n```',
    );
  });

  it('escapes and reports unknown variables in prose only', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: `${{ secrets.X }}` is page text (a CI expression), not a template
    const r = mdx('See {{missing}} and `{{code}}`\n```\n${{ secrets.X }}\n```');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: as above
    expect(r.text).toBe('See \\{\\{missing}} and `{{code}}`\n```\n${{ secrets.X }}\n```');
    expect(r.unknownVariables).toEqual([{ name: 'missing', line: 1, column: 5 }]);
  });

  it('blanks HTML comments, keeping lines and columns, but not in code', () => {
    const r = mdx('a <!-- x --> b\n<!--\nmulti\n-->\n`<!-- code -->`\n```\n<!-- fence -->\n```');
    expect(r.text).toBe(`a${' '.repeat(12)}b\n    \n     \n   \n\`<!-- code -->\`\n\`\`\`\n<!-- fence -->\n\`\`\``);
  });

  it('keeps `<!--` that is text of JavaScript or of a prop: an import/export block, an attribute value', () => {
    const esm =
      'export const snippet = "<!-- header -->\n<div>body</div>";\nexport const b = 1;\n\nprose <!-- gone -->';
    expect(mdx(esm).text).toBe(
      `export const snippet = "<!-- header -->\n<div>body</div>";\nexport const b = 1;\n\nprose ${' '.repeat(13)}`,
    );
    const props = '<Card title="Uses <!-- markers -->">x</Card> <!-- gone -->\n<CodeBlock code={"<!-- a -->"} />';
    expect(mdx(props).text).toBe(
      `<Card title="Uses <!-- markers -->">x</Card> ${' '.repeat(13)}\n<CodeBlock code={"<!-- a -->"} />`,
    );
    // Prose with an apostrophe is prose: its comment still goes.
    expect(mdx("don't <!-- x -->").text).toBe(`don't ${' '.repeat(10)}`);
  });

  it('turns a heading {#id} into a comment expression the anchors plugin reads', () => {
    expect(mdx('## Title {#my-id}\n```\n## not {#heading}\n```').text).toBe(
      '## Title {/*#my-id*/}\n```\n## not {#heading}\n```',
    );
  });

  it('leaves Markdown pages alone apart from variables', () => {
    expect(preprocessSource('<!-- c --> {{x}} {#id}', { format: 'md', variables: { x: 'y' } }).text).toBe(
      '<!-- c --> y {#id}',
    );
  });
});

describe('sanitizeVariable', () => {
  it('drops tags and the bodies of dangerous ones', () => {
    expect(sanitizeVariable('<script>alert(1)</script><b>Bold</b> & <iframe src="x"></iframe>text')).toBe(
      'Bold & text',
    );
  });
});
