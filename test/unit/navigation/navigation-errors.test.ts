/**
 * Pins the exact text of navigation problems: each test/fixtures/navigation-errors/<case>/ holds a site
 * (docs.json, its `$ref` files, pages.txt) and expected.txt, every diagnostic as the terminal prints it (no
 * colour, with code frames). Regenerate with `UPDATE_FIXTURES=1 npx vitest run test/unit/navigation`, then review.
 */
import { describe, expect, it } from 'vitest';
import { expectFixtureOutput, fixtureCases } from '../../support/fixture-cases.js';
import { loadFixture } from './fixture-support.js';

const cases = fixtureCases('navigation-errors');

describe('navigation error fixtures', () => {
  for (const { name, dir } of cases) {
    it(name, async () => {
      const fixture = await loadFixture(dir);
      expect(fixture.tree, 'the config loads and the navigation resolves despite the problems').toBeDefined();
      expect(fixture.printed.length).toBeGreaterThan(0);
      expectFixtureOutput(dir, 'expected.txt', `${fixture.printed.join('\n\n')}\n`);
    });
  }
});
