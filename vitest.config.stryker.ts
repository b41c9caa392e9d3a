import { defineConfig } from 'vitest/config';

/**
 * The unit tests of each mutated area. `npm run mutation:<area>` names its area in QUIRE_MUTATION_AREA (rather than
 * with Stryker's `--testFiles`: with a test filter, Stryker 9.6's vitest runner activates mutants of module-level
 * code after the module is loaded, and reports them as survivors whatever the tests do; stryker-js#6144).
 */
const AREAS: Record<string, string[]> = {
  config: ['test/unit/config/**/*.test.ts'],
  navigation: ['test/unit/navigation/**/*.test.ts'],
  writer: ['test/unit/build/output-writer.test.ts'],
};
const area = process.env.QUIRE_MUTATION_AREA;

// Mutation testing (`npm run mutation`): the unit tests of the mutated folders only, in one project.
export default defineConfig({
  test: {
    include: area ? (AREAS[area] ?? []) : Object.values(AREAS).flat(),
    // corpora-navigation builds the navigation of the three real corpora, navigation-scale a 3,000-page site: seconds
    // for each mutant that they cover. Both still run in the ordinary suite; here the small tests must kill the mutants.
    // (Not with `testNamePattern`: a pattern in the config overrides the one Stryker sets for each mutant, so every
    // mutant would run all the tests of its covering files instead of only the tests that cover it.)
    exclude: ['test/unit/navigation/corpora-navigation.test.ts', 'test/unit/navigation/navigation-scale.test.ts'],
    testTimeout: 60_000,
    // Vitest starts a fresh worker for every run (every mutant), so module-level code is evaluated anew each time and
    // static mutants still take effect. Without isolation the files of one run share that worker's module graph:
    // the zod schema and the other imports load once per mutant instead of once per test file.
    isolate: false,
    globalSetup: ['test/support/build-island-setup.ts'],
  },
});
