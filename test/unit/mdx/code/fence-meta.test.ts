import { describe, expect, it } from 'vitest';
import { parseFenceMeta, parseLineRanges } from '../../../../src/mdx/code/fence-meta.js';

describe('parseFenceMeta (reference §3.3)', () => {
  it('takes free words as the title and flags as flags', () => {
    const m = parseFenceMeta('js', 'My File.js lines wrap expandable');
    expect(m).toMatchObject({
      language: 'js',
      title: 'My File.js',
      lines: true,
      wrap: true,
      expandable: true,
      nocopy: false,
    });
  });

  it('reads key="value", key={…} and bare {ranges}', () => {
    const m = parseFenceMeta('ts', 'title="src/app.ts" icon="square-js" {1,3} focus={5-6} highlight={8}');
    expect(m).toMatchObject({ title: 'src/app.ts', icon: 'square-js', highlight: [1, 3, 8], focus: [5, 6] });
  });

  it('accepts [expandable] and lang= overrides', () => {
    expect(parseFenceMeta('txt', '[expandable] lang=python')).toMatchObject({ language: 'python', expandable: true });
  });

  it('treats a `nocopy` language as plain text without copy', () => {
    expect(parseFenceMeta('nocopy', null)).toMatchObject({ language: '', nocopy: true });
    expect(parseFenceMeta('bash', 'nocopy="false"').nocopy).toBe(false);
  });

  it('ignores theme={null}, keeps other keys aside', () => {
    const m = parseFenceMeta('mermaid', 'theme={null} unknown=1');
    expect(m.theme).toBeUndefined();
    expect(m.title).toBeUndefined();
    expect(m.extra).toEqual({ unknown: '1' });
  });

  it('handles a fence that starts with meta and no language', () => {
    expect(parseFenceMeta('{1,2}', null)).toMatchObject({ language: '', highlight: [1, 2] });
  });
});

describe('parseLineRanges', () => {
  it('expands ranges and skips junk', () => {
    expect(parseLineRanges('[1-3, 5, x, 7-6]')).toEqual([1, 2, 3, 5]);
  });

  it('skips line numbers no code block reaches, however large (past 2^53 a count would never end)', () => {
    expect(parseLineRanges('{99999999999999999999}')).toEqual([]);
    expect(parseLineRanges('2, 99999999999999999999-99999999999999999999, 1000001')).toEqual([2]);
    expect(parseLineRanges('999999-1000005')).toHaveLength(7);
  });
});
