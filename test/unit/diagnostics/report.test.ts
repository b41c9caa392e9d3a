import { describe, expect, it } from 'vitest';
import { DiagnosticCollector } from '../../../src/diagnostics/collector.js';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { formatJsonPath, type JsonPath } from '../../../src/diagnostics/json-path.js';
import { report, type ReportContext, type Where } from '../../../src/diagnostics/report.js';

const problem = { severity: 'error', rule: 'nav-missing-page', message: 'page `a` does not exist' } as const;

describe('report', () => {
  it('adds to a bare sink at a location given as is', () => {
    const sink: Diagnostic[] = [];
    const added = report(sink, { file: 'a.mdx', line: 3, column: 2 }, { ...problem, hint: 'Create it.' });
    expect(sink).toEqual([{ ...problem, file: 'a.mdx', line: 3, column: 2, hint: 'Create it.' }]);
    expect(added).toBe(sink[0]);
  });

  it('adds an unlocated diagnostic when there is no location', () => {
    const sink: Diagnostic[] = [];
    report(sink, undefined, problem);
    expect(sink).toEqual([problem]);
    expect(Object.keys(sink[0]!)).toEqual(['severity', 'rule', 'message']);
  });

  it('leaves out an empty or missing hint instead of writing `hint: undefined`', () => {
    const sink: Diagnostic[] = [];
    report(sink, { file: 'docs.json' }, { ...problem, hint: undefined });
    report(sink, { file: 'docs.json' }, { ...problem, hint: '' });
    for (const d of sink) expect('hint' in d).toBe(false);
  });

  it('locates `at` through the context, and names a JSON path in `path`', () => {
    const diagnostics: Diagnostic[] = [];
    const ctx: ReportContext<JsonPath> = {
      diagnostics,
      locate: (path) => (path[0] === 'navigation' ? { file: 'nav.json', line: path.length, column: 5 } : undefined),
    };
    report(ctx, ['navigation', 'tabs', 1, 'pages', 0], problem);
    report(ctx, ['elsewhere'], problem);
    expect(diagnostics).toEqual([
      { ...problem, path: 'navigation.tabs[1].pages[0]', file: 'nav.json', line: 5, column: 5 },
      { ...problem, path: 'elsewhere' },
    ]);
  });

  it('names no path for the root of docs.json', () => {
    const diagnostics: Diagnostic[] = [];
    report({ diagnostics, locate: () => ({ file: 'docs.json', line: 1, column: 1 }) }, [], problem);
    expect(diagnostics).toEqual([{ ...problem, file: 'docs.json', line: 1, column: 1 }]);
  });

  it('takes any kind of `at` the context can locate: a syntax-tree node, a $ref site', () => {
    type NodeAt = { position?: { start: { line: number; column: number } }; file?: string } | undefined;
    const diagnostics: Diagnostic[] = [];
    const ctx: ReportContext<NodeAt> = {
      diagnostics,
      locate: (node): Where => ({ file: node?.file ?? 'page.mdx', ...node?.position?.start }),
    };
    report(
      ctx,
      { position: { start: { line: 7, column: 3 } }, file: 'snippets/a.mdx' },
      { ...problem, severity: 'warning' },
    );
    report(ctx, undefined, problem);
    expect(diagnostics).toEqual([
      { ...problem, severity: 'warning', file: 'snippets/a.mdx', line: 7, column: 3 },
      { ...problem, file: 'page.mdx' },
    ]);
  });

  it('lets the locator name the path itself, over the one derived from a JSON path `at`', () => {
    const diagnostics: Diagnostic[] = [];
    report({ diagnostics, locate: () => ({ path: 'navigation.tabs[0]' }) }, ['navigation', 'tabs', 0, 'tab'], problem);
    expect(diagnostics[0]!.path).toBe('navigation.tabs[0]');
  });

  it('adds to a collector, which drops the repeat', () => {
    const collector = new DiagnosticCollector();
    report(collector, { file: 'a.mdx', line: 1 }, problem);
    report(collector, { file: 'a.mdx', line: 1 }, { ...problem, hint: 'a different hint is still the same problem' });
    expect(collector.list).toHaveLength(1);
    expect(collector.count('error')).toBe(1);
  });
});

describe('formatJsonPath', () => {
  it('writes keys with dots, indexes and unusual keys in brackets', () => {
    expect(formatJsonPath(['navigation', 'tabs', 1, 'groups'])).toBe('navigation.tabs[1].groups');
    expect(formatJsonPath(['redirects', 0, 'x-y', 'a b'])).toBe('redirects[0].x-y["a b"]');
    expect(formatJsonPath([0])).toBe('[0]');
    expect(formatJsonPath([])).toBe('(root)');
  });
});
