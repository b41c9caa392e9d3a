/**
 * The bad-input catalog: test/fixtures/bad-inputs/<case>/ holds a site (`site/`), what else the case needs
 * (`case.json`: arguments, links, outside files, a previous build) and `expected.txt`: the exit code and the
 * exact text the CLI printed. Every case is a mistake (or an attack) a user could make; each must end in a clear
 * diagnostic, never a crash, a hang, silence, or a leak of a file outside the site.
 *
 * Expected files never write themselves: a missing or different one fails. After reviewing a change, rewrite
 * them with `QUIRE_UPDATE_FIXTURES=1 npx vitest run test/integration/bad-inputs.test.ts`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type CaseOutcome, runBadInputCase } from '../support/bad-input-case.js';
import { fixtureCases, updatingFixtures } from '../support/fixture-cases.js';

const cases = fixtureCases('bad-inputs');
const update = updatingFixtures();
const outcomes = new Map<string, CaseOutcome>();

describe('bad-input catalog', () => {
  it('has at least eighty cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(80);
  });

  for (const { name, dir } of cases) {
    it(name, async () => {
      const outcome = await runBadInputCase(dir);
      outcomes.set(name, outcome);
      const expectedFile = path.join(dir, 'expected.txt');
      if (update) writeFileSync(expectedFile, outcome.text);
      expect(existsSync(expectedFile), `${name}: no expected.txt (run with QUIRE_UPDATE_FIXTURES=1)`).toBe(true);
      expect(outcome.text).toBe(readFileSync(expectedFile, 'utf8'));
      expect(outcome.exit, outcome.text).not.toBe('crash');
      expect(outcome.exit).not.toBe('hang');
      expect(outcome.exit, 'exit 70 is an internal error').not.toBe(70);
      expect(outcome.unsafe, 'a file outside the site reached the output').toBe(false);
      expect(outcome.silent, 'a bad input was accepted without a word').toBe(false);
      expect(outcome.lost, 'the previous output was damaged').toEqual([]);
    });
  }

  afterAll(() => {
    const all = [...outcomes.values()];
    const count = (test: (o: CaseOutcome) => boolean) => all.filter(test).length;
    console.info(
      `bad-input catalog: ${all.length} cases, ${count((o) => o.located)} located, ` +
        `${count((o) => o.exit === 'crash' || o.exit === 70)} crashes, ${count((o) => o.exit === 'hang')} hangs, ` +
        `${count((o) => o.unsafe)} unsafe, ${count((o) => o.silent)} silent`,
    );
  });
});
