/**
 * Pins the exact text of docs.json problems: each test/fixtures/config-errors/<case>/ holds a site and the
 * expected output of loading it. Regenerate with `UPDATE_FIXTURES=1 npx vitest run test/unit/config`, then
 * review the diff.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load-config.js';
import { formatDiagnostic } from '../../../src/diagnostics/format.js';
import { expectFixtureOutput, fixtureCases } from '../../support/fixture-cases.js';

const cases = fixtureCases('config-errors');

/** What loading a case prints: whether a config came out, then every diagnostic as the terminal shows it. */
async function render(dir: string): Promise<string> {
  const result = await loadConfig(dir);
  const lines = [`config: ${result.config ? 'loaded' : 'rejected'}`];
  for (const diagnostic of result.diagnostics) lines.push('', formatDiagnostic(diagnostic));
  return `${lines.join('\n')}\n`;
}

describe('config error fixtures', () => {
  it('has at least fifteen cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(15);
  });

  for (const { name, dir } of cases) {
    it(name, async () => {
      expectFixtureOutput(dir, 'expected.txt', await render(dir));
    });
  }
});
