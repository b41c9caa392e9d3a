/** One diagnostic as terminal text (src/diagnostics/format.ts). */
import { describe, expect, it } from 'vitest';
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
});
