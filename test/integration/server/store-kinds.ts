import { inject } from 'vitest';
import type { StoreLocation } from '../../../src/server/open-store.js';
import { createTestDatabase, postgresBinDir, sharedTestPostgres } from './postgres.js';

/** One of the stores `quire serve` runs on, for suites that run on each (`describe.each(STORE_KINDS)`). */
export interface StoreKind {
  name: 'SQLite' | 'PostgreSQL';
  /** False when the store cannot run here (PostgreSQL not installed): the suite is skipped, loudly. */
  available: boolean;
  /** Where a fresh, empty store lives, given the suite's data folder. */
  location(dataDir: string): Promise<StoreLocation>;
}

const binDir = postgresBinDir();

/** SQLite in the data folder, and PostgreSQL (a fresh database on the run's shared cluster) when installed. */
export const STORE_KINDS: StoreKind[] = [
  { name: 'SQLite', available: true, location: async (dataDir) => ({ dataDir }) },
  {
    name: 'PostgreSQL',
    available: binDir !== undefined,
    async location(dataDir) {
      const cluster = await sharedTestPostgres(binDir!, inject('quirePostgresShared'));
      return { dataDir, databaseUrl: await createTestDatabase(cluster) };
    },
  },
];

if (!binDir) {
  // Visible in the output, so a run without PostgreSQL does not pass for one with it.
  console.warn('SKIPPED: PostgreSQL tests — no /usr/lib/postgresql/*/bin (apt-get install postgresql)');
}
