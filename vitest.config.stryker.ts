import { defineConfig } from 'vitest/config';

// Mutation testing (`npm run mutation`): the unit tests of the mutated folders only, in one project.
export default defineConfig({
  test: {
    include: [
      'test/unit/config/**/*.test.ts',
      'test/unit/navigation/**/*.test.ts',
      'test/unit/build/output-writer.test.ts',
    ],
    // It builds the navigation of the three real corpora: seconds for each of ~1,900 mutants. The corpora keep
    // building in the ordinary suite; here the navigation's own tests must kill its mutants.
    exclude: ['test/unit/navigation/corpora-navigation.test.ts'],
    // Likewise the test of the sidebar's size on a 3,000-page site (5 s a run); the small-site tests cover the same code.
    testNamePattern: /^(?!.*stays fast on a 3,000-page site)/,
    testTimeout: 60_000,
    globalSetup: ['test/support/build-island-setup.ts'],
  },
});
