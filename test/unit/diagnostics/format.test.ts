/** One diagnostic as terminal text (src/diagnostics/format.ts). */
import { describe, expect, it } from 'vitest';
import { withCodeFrame } from '../../../src/diagnostics/diagnostic.js';
import { formatDiagnostic, formatDiagnosticList } from '../../../src/diagnostics/format.js';

describe('formatDiagnostic', () => {
  it('keeps a diagnostic whose file name holds control characters on one line, the characters written out', () => {
    const text = formatDiagnostic({
      severity: 'warning',
      rule: 'broken-link',
      file: 'nl\nx\t\u001b[31m.mdx',
      line: 3,
      column: 7,
      message: 'Broken link /a.',
    });
    expect(text).toBe('nl\\nx\\t\\x1b[31m.mdx:3:7 warning Broken link /a. [broken-link]');
  });

  it('shows control characters quoted from a page or a config as their pictures, the caret still under its column', () => {
    const source = '# T\n\nhello \u001b[2J\u001b]0;PWNED\u0007 {\n';
    const d = withCodeFrame(
      {
        severity: 'error',
        rule: 'mdx-syntax',
        file: 'index.mdx',
        line: 3,
        column: 22,
        message: 'Unexpected end of file in expression, received "\u001b[31mRED"',
        hint: 'Close the brace\u0000.',
      },
      source,
    );
    const text = formatDiagnostic(d);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: what must not reach the terminal.
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(text).toContain('received "\u241b[31mRED"');
    expect(text).toContain('hint: Close the brace\u2400.');
    const frame = text.split('\n').filter((line) => line.includes('|'));
    const code = frame.find((line) => line.includes('hello'))!;
    const caret = frame.find((line) => line.includes('^'))!;
    expect(code).toContain('hello \u241b[2J\u241b]0;PWNED\u2407 {');
    expect(code.indexOf('{')).toBe(caret.indexOf('^'));
  });

  it('lists at most 50 warnings of one rule per file, every error, and counts the rest by rule', () => {
    const warning = (file: string, line: number, rule = 'broken-link') =>
      ({ severity: 'warning', rule, file, line, column: 1, message: `w${line}` }) as const;
    const list = [
      ...Array.from({ length: 120 }, (_, i) => warning('big.mdx', i + 1)),
      ...Array.from({ length: 3 }, (_, i) => warning('big.mdx', i + 1, 'missing-image')),
      ...Array.from({ length: 60 }, (_, i) => warning('other.mdx', i + 1)),
      { severity: 'error', rule: 'mdx-syntax', file: 'big.mdx', line: 500, column: 1, message: 'bad' } as const,
    ];
    const lines = formatDiagnosticList(list);
    expect(lines.filter((l) => l.startsWith('big.mdx') && l.includes('[broken-link]'))).toHaveLength(50);
    expect(lines.filter((l) => l.includes('[missing-image]'))).toHaveLength(3);
    expect(lines.filter((l) => l.startsWith('other.mdx'))).toHaveLength(50);
    expect(lines.some((l) => l.includes('error bad [mdx-syntax]'))).toBe(true);
    expect(lines.at(-1)).toBe(
      '… and 80 more warnings not shown (80 broken-link): at most 50 of one kind per file are listed. The counts below include them.',
    );
    expect(formatDiagnosticList(list.slice(0, 3))).toHaveLength(3);
  });
});
