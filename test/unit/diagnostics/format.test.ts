/** One diagnostic as terminal text (src/diagnostics/format.ts). */
import { describe, expect, it } from 'vitest';
import { withCodeFrame } from '../../../src/diagnostics/diagnostic.js';
import { formatDiagnostic } from '../../../src/diagnostics/format.js';

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
});
