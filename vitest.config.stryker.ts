import { defineConfig } from 'vitest/config';

// Mutation testing (`npm run mutation`): the unit tests of the mutated folders only, in one project.
export default defineConfig({
  test: {
    include: [
      'test/unit/config/**/*.test.ts',
      'test/unit/navigation/**/*.test.ts',
      'test/unit/build/output-writer.test.ts',
    ],
    testTimeout: 60_000,
    globalSetup: ['test/support/build-island-setup.ts'],
  },
});
