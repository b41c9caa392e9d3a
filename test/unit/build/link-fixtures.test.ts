/**
 * The link checker on real sites: each test/fixtures/links/<case>/ is built without writing, and its
 * `broken-link` warnings, as the terminal prints them, must be exactly the case's expected.txt.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/build/build.js';
import { formatDiagnostic, sortDiagnostics } from '../../../src/diagnostics/format.js';
import { fixtureCases } from '../../support/fixture-cases.js';

async function brokenLinks(dir: string, base?: string): Promise<string> {
  const result = await buildSite({ dir, write: false, workers: 0, cache: false, ...(base ? { base } : {}) });
  expect(result.errors).toBe(0);
  const broken = sortDiagnostics(result.diagnostics.filter((d) => d.rule === 'broken-link'));
  return `${broken.map((d) => formatDiagnostic(d)).join('\n')}\n`;
}

describe.each(fixtureCases('links'))('links: $name', ({ dir }) => {
  it('reports exactly the broken links of expected.txt, under / and under --base /docs/', {
    timeout: 60_000,
  }, async () => {
    const expectedFile = path.join(dir, 'expected.txt');
    // Never written by the test: a case without its expected text fails.
    expect(existsSync(expectedFile)).toBe(true);
    const expected = readFileSync(expectedFile, 'utf8');
    expect(await brokenLinks(dir)).toBe(expected);
    // Links are checked as written, before the base goes on: the same ones break under any base.
    expect(await brokenLinks(dir, '/docs/')).toBe(expected);
  });
});
