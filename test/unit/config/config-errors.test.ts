/**
 * Pins the exact text of docs.json problems: each test/fixtures/config-errors/<case>/ holds a site and the
 * expected output of loading it. Regenerate with `UPDATE_FIXTURES=1 npx vitest run test/unit/config`, then
 * review the diff.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load-config.js';
import { formatDiagnostic } from '../../../src/diagnostics/format.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/config-errors');
const update = process.env.UPDATE_FIXTURES === '1';
const cases = readdirSync(fixtures, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

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

  for (const name of cases) {
    it(name, async () => {
      const dir = path.join(fixtures, name);
      const actual = await render(dir);
      const expectedFile = path.join(dir, 'expected.txt');
      if (update || !existsSync(expectedFile)) writeFileSync(expectedFile, actual);
      expect(actual).toBe(readFileSync(expectedFile, 'utf8'));
    });
  }
});
