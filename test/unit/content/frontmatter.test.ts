import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../../../src/content/frontmatter.js';

describe('parseFrontmatter', () => {
  it('splits the YAML off and says where the body starts', () => {
    const r = parseFrontmatter('---\ntitle: Hello\ntags: [a, b]\n---\n\n# Body\n', 'a.mdx');
    expect(r.data).toEqual({ title: 'Hello', tags: ['a', 'b'] });
    expect(r.body).toBe('\n# Body\n');
    expect(r.bodyLine).toBe(5);
    expect(r.diagnostics).toEqual([]);
  });

  it('returns the whole text when there is no frontmatter', () => {
    expect(parseFrontmatter('# Just a page', 'a.mdx')).toEqual({
      data: {},
      body: '# Just a page',
      bodyLine: 1,
      diagnostics: [],
    });
  });

  it('does not take an unclosed --- for frontmatter', () => {
    expect(parseFrontmatter('---\ntext after a rule', 'a.mdx').bodyLine).toBe(1);
  });

  it('reads true/false keys written as text as booleans, and leaves out other values with a located warning', () => {
    const r = parseFrontmatter(
      '---\ntitle: T\nhidden: "yes"\nnoindex: "true"\nsearchable: "false"\ndeprecated: 1\nmode: weird\n---\n',
      'a.mdx',
    );
    expect(r.data).toEqual({ title: 'T', noindex: true, searchable: false, mode: 'weird' });
    expect(r.diagnostics.map((d) => `${d.line}:${d.column} ${d.rule} ${d.message}`)).toEqual([
      '3:1 frontmatter-not-boolean `hidden` must be true or false, but it is "yes"; it is ignored.',
      '6:1 frontmatter-not-boolean `deprecated` must be true or false, but it is a number; it is ignored.',
      '7:1 frontmatter-unknown-mode `mode` is "weird", which is no page mode; the page uses the default layout.',
    ]);
    expect(parseFrontmatter('---\nmode: wide\nhidden: false\n---\n', 'a.mdx').diagnostics).toEqual([]);
  });

  it('turns dates into strings', () => {
    const r = parseFrontmatter('---\ndate: 2024-01-05\nat: 2024-01-05T10:30:00Z\n---\n', 'a.mdx');
    expect(r.data).toEqual({ date: '2024-01-05', at: '2024-01-05T10:30:00.000Z' });
  });

  it('reports a YAML error at its line and column in the file, with a frame', () => {
    const source = '---\ntitle: Hello\ndescription: a: b\n---\nBody\n';
    const r = parseFrontmatter(source, 'guides/x.mdx');
    expect(r.data).toEqual({});
    expect(r.body).toBe('Body\n');
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({
      severity: 'error',
      rule: 'frontmatter-yaml',
      file: 'guides/x.mdx',
      line: 3,
      column: 15,
    });
    expect(r.diagnostics[0]!.message).toMatch(/^The frontmatter is not valid YAML: /);
    expect(r.diagnostics[0]!.frame).toContain('> 3 | description: a: b');
  });

  it('keeps the last value of a duplicated key, with a warning', () => {
    const r = parseFrontmatter('---\ntitle: One\ntitle: Two\n---\n', 'a.mdx');
    expect(r.data).toEqual({ title: 'Two' });
    expect(r.diagnostics[0]).toMatchObject({ severity: 'warning', rule: 'frontmatter-duplicate-key', line: 3 });
  });

  it('ignores a frontmatter that is not a mapping, with a warning', () => {
    const r = parseFrontmatter('---\n- a\n- b\n---\nBody', 'a.mdx');
    expect(r.data).toEqual({});
    expect(r.diagnostics[0]).toMatchObject({ rule: 'frontmatter-not-object' });
  });

  it('never evaluates JavaScript frontmatter', () => {
    const r = parseFrontmatter('---js\n{ title: (() => { throw new Error("ran") })() }\n---\nBody', 'a.mdx');
    expect(r.data).toEqual({});
    expect(r.bodyLine).toBe(1);
  });

  it('handles a byte order mark and CRLF line ends', () => {
    const r = parseFrontmatter('\uFEFF---\r\ntitle: Hi\r\n---\r\nBody', 'a.mdx');
    expect(r.data).toEqual({ title: 'Hi' });
    expect(r.body).toBe('Body');
    expect(r.bodyLine).toBe(4);
  });
});

describe('frontmatter links that would run code', () => {
  it('leaves out a javascript: url and contextual options that link to one, with located warnings', () => {
    const source = [
      '---',
      'title: T',
      'url: " JavaScript:alert(1)"',
      'contextual:',
      '  options:',
      '    - copy',
      '    - { title: x, description: y, href: "javascript:alert(2)" }',
      '    - { title: q, description: z, href: { base: "vbscript:x//", query: [{ key: q, value: $page }] } }',
      '    - { title: ok, description: fine, href: "https://example.com" }',
      '---',
      '',
      'Body.',
    ].join('\n');
    const r = parseFrontmatter(source, 'a.mdx');
    expect(r.data.url).toBeUndefined();
    expect(r.data.contextual).toEqual({
      options: ['copy', { title: 'ok', description: 'fine', href: 'https://example.com' }],
    });
    expect(r.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.rule} ${d.message}`)).toEqual([
      "a.mdx:3:1 warning unsafe-url The page's `url` is a javascript: URL, which runs code in the reader's browser, so it is left out.",
      "a.mdx:4:1 warning unsafe-url A `contextual` option's href is a javascript: URL, which runs code in the reader's browser, so the option is left out.",
      "a.mdx:4:1 warning unsafe-url A `contextual` option's href is a vbscript: URL, which runs code in the reader's browser, so the option is left out.",
    ]);
    expect(parseFrontmatter('---\nurl: https://example.com/x\n---\n', 'b.mdx').diagnostics).toEqual([]);
  });

  it('leaves out a javascript: canonical, og: or twitter: URL, with located warnings', () => {
    const source = [
      '---',
      'title: T',
      'canonical: "javascript:alert(9)"',
      '"og:image": "javascript:alert(4)"',
      '"twitter:image": "https://example.com/card.png"',
      '---',
      '',
      'Body.',
    ].join('\n');
    const r = parseFrontmatter(source, 'a.mdx');
    expect(r.data.canonical).toBeUndefined();
    expect(r.data['og:image']).toBeUndefined();
    expect(r.data['twitter:image']).toBe('https://example.com/card.png');
    expect(r.diagnostics.map((d) => `${d.line} ${d.rule} ${d.message}`)).toEqual([
      "3 unsafe-url The page's `canonical` is a javascript: URL, which runs code in the reader's browser, so it is left out.",
      "4 unsafe-url The page's `og:image` is a javascript: URL, which runs code in the reader's browser, so it is left out.",
    ]);
  });
});
