import { describe, expect, it } from 'vitest';
import { sourceLimitProblem } from '../../../../src/mdx/parse/nesting-limit.js';

const page = (body: string) => `---\ntitle: T\n---\n\n${body}\n`;
const problem = (body: string) => {
  const found = sourceLimitProblem(page(body), 'p.mdx');
  return found && `${found.line}:${found.column} ${found.rule} ${found.message}`;
};

describe('sourceLimitProblem', () => {
  it('refuses thousands of open tags before parsing, where the nesting passes the tree limit', () => {
    expect(problem(`${'<b>'.repeat(2000)}x${'</b>'.repeat(2000)}`)).toBe(
      '5:298 page-too-deep This page nests lists, quotes, components or HTML elements more than 100 deep; it is not compiled.',
    );
  });

  it('does not count tags in code, self-closing tags, void tags or closed ones', () => {
    expect(problem(`\`\`\`html\n${'<div>'.repeat(2000)}\n\`\`\``)).toBeUndefined();
    expect(problem(`\`${'<div>'.repeat(2000)}\``)).toBeUndefined();
    expect(problem('<br>'.repeat(2000))).toBeUndefined();
    expect(problem('<Icon icon="x" />'.repeat(2000))).toBeUndefined();
    expect(problem('<b>x</b> '.repeat(2000))).toBeUndefined();
  });

  it('refuses a page of more than 100,000 blocks and table cells, and counts a code block once', () => {
    expect(problem('x\n\n'.repeat(100_001))).toMatch(/^200001:1 page-too-large This page holds more than 100,000/);
    expect(problem(`| a | b |\n| - | - |\n${'| 1 | 2 |\n'.repeat(40_000)}`)).toMatch(/ page-too-large /);
    expect(problem(`\`\`\`\n${'| 1 | 2 |\n\n'.repeat(40_000)}\`\`\``)).toBeUndefined();
    expect(problem(`| a | b |\n| - | - |\n${'| 1 | 2 |\n'.repeat(20_000)}`)).toBeUndefined();
  });
});

describe('sourceLimitProblem: emphasis markers', () => {
  it('refuses a paragraph of thousands of `*` and `_` runs, counting each paragraph on its own and no code', () => {
    expect(problem('a_ '.repeat(3001))).toMatch(/^5:9002 page-too-large This paragraph holds more than 3,000 runs/);
    expect(problem('a_ '.repeat(2000).concat('\n\n', 'a_ '.repeat(2000)))).toBeUndefined();
    expect(problem(`\`${'a_ '.repeat(4000)}\``)).toBeUndefined();
    expect(problem(`\`\`\`\n${'a_ '.repeat(4000)}\n\`\`\``)).toBeUndefined();
    // A line of markers alone is a thematic break, however long.
    expect(problem('_'.repeat(10_000))).toBeUndefined();
    expect(problem('* * *')).toBeUndefined();
    // A long run counts each of its markers: the parser pairs them one by one (minutes for 20,000 around a word).
    expect(problem(`${'*'.repeat(2000)}x${'*'.repeat(2000)}`)).toMatch(
      /^5:2002 page-too-large This paragraph holds more than 3,000 runs of `\*` and `_`, counting each marker of a long run/,
    );
    expect(problem(`${'*'.repeat(1000)}x${'*'.repeat(1000)} and **bold** ___x___`)).toBeUndefined();
  });
});
