import { describe, expect, it } from 'vitest';
import { DiagnosticCollector } from '../../../src/diagnostics/collector.js';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { formatDiagnostic } from '../../../src/diagnostics/format.js';

const base: Diagnostic = {
  severity: 'warning',
  rule: 'missing-image',
  message: 'Image not found: /a.png.',
  file: 'snippets/shared.mdx',
  line: 4,
  column: 1,
  path: 'x',
};

describe('DiagnosticCollector', () => {
  it('keeps the first of identical diagnostics, in the order found', () => {
    const collector = new DiagnosticCollector();
    const other: Diagnostic = {
      severity: 'error',
      rule: 'mdx-syntax',
      message: 'Unexpected end of file',
      file: 'b.mdx',
    };
    expect(collector.push(base, other)).toBe(2);
    // The same snippet problem, reported again by a second page that includes it.
    expect(collector.push({ ...base })).toBe(0);
    expect(collector.list).toEqual([base, other]);
    expect(collector.list[0]).toBe(base);
  });

  it.each([
    ['severity', { severity: 'error' }],
    ['rule', { rule: 'missing-import' }],
    ['file', { file: 'other.mdx' }],
    ['line', { line: 5 }],
    ['column', { column: 2 }],
    ['path', { path: 'y' }],
    ['message', { message: 'Image not found: /b.png.' }],
  ] as const)('tells diagnostics apart by %s', (_field, change) => {
    const collector = new DiagnosticCollector();
    collector.push(base, { ...base, ...change });
    expect(collector.list).toHaveLength(2);
  });

  it('tells a missing field from a present one', () => {
    const collector = new DiagnosticCollector();
    const { line: _line, column: _column, ...unlocated } = base;
    collector.push(base, unlocated);
    expect(collector.list).toHaveLength(2);
  });

  it('counts a repeat whose hint or frame differs as the same problem', () => {
    const collector = new DiagnosticCollector();
    collector.push(base, { ...base, hint: 'Check the path.', frame: '> 4 | ![](/a.png)' });
    expect(collector.list).toEqual([base]);
  });

  it('counts distinct diagnostics by severity', () => {
    const collector = new DiagnosticCollector();
    expect([collector.count('error'), collector.count('warning')]).toEqual([0, 0]);
    collector.addAll([base, base, { ...base, line: 9 }, { ...base, severity: 'error' }]);
    expect([collector.count('error'), collector.count('warning')]).toEqual([1, 2]);
    expect(collector.list).toHaveLength(3);
  });

  it('adds any iterable', () => {
    const collector = new DiagnosticCollector();
    const lines = new Set([1, 2, 3].map((line): Diagnostic => ({ ...base, line })));
    expect(collector.addAll(lines)).toBe(3);
    expect(collector.list.map((d) => d.line)).toEqual([1, 2, 3]);
  });
});

describe('DiagnosticCollector, once per key', () => {
  const at = (file: string, line: number): Diagnostic => ({ ...base, file, line, once: 'k', message: `at ${file}` });

  it('keeps the first place in printing order whatever order they arrive in, and counts the others', () => {
    const orders = [
      [at('b.mdx', 1), at('a.mdx', 9), at('a.mdx', 2)],
      [at('a.mdx', 2), at('b.mdx', 1), at('a.mdx', 9)],
      [at('a.mdx', 9), at('a.mdx', 2), at('b.mdx', 1)],
    ];
    for (const order of orders) {
      const collector = new DiagnosticCollector();
      collector.addAll(order);
      expect(collector.list).toEqual([{ ...at('a.mdx', 2), elsewhere: 2 }]);
      expect(collector.count('warning')).toBe(1);
    }
  });

  it('keeps other keys, and diagnostics without a key, apart', () => {
    const collector = new DiagnosticCollector();
    collector.addAll([at('a.mdx', 1), { ...at('a.mdx', 2), once: 'other' }, { ...base, file: 'c.mdx' }]);
    expect(collector.list.map((d) => d.elsewhere)).toEqual([undefined, undefined, undefined]);
    expect(collector.count('warning')).toBe(3);
  });

  it('says how many other places share it when printed', () => {
    const collector = new DiagnosticCollector();
    collector.addAll([at('a.mdx', 1), at('b.mdx', 1), at('c.mdx', 1)]);
    expect(formatDiagnostic(collector.list[0] as Diagnostic)).toBe(
      'a.mdx:1:1 warning x: at a.mdx [missing-image]\n  (and 2 other places)',
    );
  });
});
