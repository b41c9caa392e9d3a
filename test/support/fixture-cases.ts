/**
 * Fixture folders with pinned output: test/fixtures/<area>/<case>/ holds the inputs and an expected file.
 * `UPDATE_FIXTURES=1` (or `QUIRE_UPDATE_FIXTURES=1`) rewrites the expected files (review the diff); without it a
 * missing or different expected file fails: expected files never write themselves.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const fixturesRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

/** The case folders of one fixture area, sorted, as absolute paths keyed by case name. */
export function fixtureCases(area: string): { name: string; dir: string }[] {
  const root = path.join(fixturesRoot, area);
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: entry.name, dir: path.join(root, entry.name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** True when the developer asked for expected files to be rewritten. */
export function updatingFixtures(): boolean {
  return process.env.UPDATE_FIXTURES === '1' || process.env.QUIRE_UPDATE_FIXTURES === '1';
}

/** Asserts `actual` equals the case's expected file (rewritten first only when updating). */
export function expectFixtureOutput(dir: string, expectedName: string, actual: string): void {
  const expectedFile = path.join(dir, expectedName);
  if (updatingFixtures()) writeFileSync(expectedFile, actual);
  expect(existsSync(expectedFile), `${expectedFile} is missing: run with UPDATE_FIXTURES=1 and review it`).toBe(true);
  expect(actual).toBe(readFileSync(expectedFile, 'utf8'));
}
