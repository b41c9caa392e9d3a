import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest configuration only: Quire's dev server builds its own Vite config (`configFile: false`) and never
// reads this file.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Two test files at a time even on two cores (Vitest's default there is one): most files wait on child
    // processes, servers or the browser, and the suite ran one file after the other in ~23 minutes. The browser
    // files still run one at a time (below), after the others.
    maxWorkers: Math.max(2, availableParallelism()),
    // Tests that drive the compiled dist/ load it as Node does, not through Vite's transforms: its bundled
    // chunks (dist/chunks/, scripts/bundle-dist.js) are megabytes of package code that Vite would otherwise
    // transform file by file, as it never does for node_modules.
    server: { deps: { external: [/\/dist\/(src|templates|chunks)\//] } },
    // The playground island is bundled from templates/ (as `npm run build` does) when its sources changed.
    globalSetup: ['test/support/build-island-setup.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          // One PostgreSQL cluster for the whole run, started by the first file that needs it.
          globalSetup: ['test/integration/server/postgres-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          // One browser and one server at a time: the suite runs on two shared cores.
          fileParallelism: false,
          testTimeout: 90_000,
        },
      },
    ],
  },
});
