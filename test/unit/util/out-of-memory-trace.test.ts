import { describe, expect, it } from 'vitest';
import { outOfMemoryTraceFilter } from '../../../src/util/out-of-memory-trace.js';

const REPORT = [
  '',
  '<--- Last few GCs --->',
  '',
  '[1234:0x5555]     1200 ms: Mark-Compact 290.1 (300.2) -> 289.9 (301.0) MB, allocation failure',
  '',
  '<--- JS stacktrace --->',
  '',
  'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory',
  '----- Native stack trace -----',
  '',
  ' 1: 0xb8a2e0 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]',
  '',
].join('\n');

function run(chunks: string[]): { written: string; outOfMemory: boolean } {
  let written = '';
  const filter = outOfMemoryTraceFilter((text) => {
    written += text;
  });
  for (const chunk of chunks) filter.push(chunk);
  const outOfMemory = filter.end();
  return { written, outOfMemory };
}

describe('outOfMemoryTraceFilter', () => {
  it("passes a process's own lines on and holds back V8's out-of-memory report, in any chunks", () => {
    const text = `page.mdx:3:1 warning Something [rule]\n${REPORT}`;
    for (const size of [1, 7, 64, text.length]) {
      const chunks = text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;
      // The blank line before the report is a line of its own, passed on.
      expect(run(chunks)).toEqual({ written: 'page.mdx:3:1 warning Something [rule]\n\n', outOfMemory: true });
    }
  });

  it('passes everything on when the process did not run out of memory, a page that quotes the report too', () => {
    const quoted = 'x.mdx:1:1 error <--- Last few GCs ---> is not a heading [mdx-syntax]\n';
    expect(run([quoted, 'Build failed.\n'])).toEqual({ written: quoted + 'Build failed.\n', outOfMemory: false });
    const started = '<--- Last few GCs --->\nsome other fatal error\n\n';
    expect(run(['ok\n\n', started, 'tail'])).toEqual({ written: `ok\n\n${started}tail`, outOfMemory: false });
  });
});
