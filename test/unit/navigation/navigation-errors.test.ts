/**
 * Pins the exact text of navigation problems: each test/fixtures/navigation-errors/<case>/ holds a site
 * (docs.json, its `$ref` files, pages.txt) and expected.txt, every diagnostic as the terminal prints it (no
 * colour, with code frames). Regenerate with `UPDATE_FIXTURES=1 npx vitest run test/unit/navigation`, then review.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadFixture } from './fixture-support.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/navigation-errors');
const update = process.env.UPDATE_FIXTURES === '1';
const cases = readdirSync(fixtures, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('navigation error fixtures', () => {
  for (const name of cases) {
    it(name, async () => {
      const dir = path.join(fixtures, name);
      const fixture = await loadFixture(dir);
      expect(fixture.tree, 'the config loads and the navigation resolves despite the problems').toBeDefined();
      expect(fixture.printed.length).toBeGreaterThan(0);
      const actual = `${fixture.printed.join('\n\n')}\n`;
      const expectedFile = path.join(dir, 'expected.txt');
      if (update || !existsSync(expectedFile)) writeFileSync(expectedFile, actual);
      expect(actual).toBe(readFileSync(expectedFile, 'utf8'));
    });
  }
});
