import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { postgresBinDir, stopTestPostgres } from './postgres.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** The folder through which the test files of a run share one PostgreSQL cluster (see `sharedTestPostgres`). */
    quirePostgresShared: string;
  }
}

/**
 * Vitest global setup of the integration project: gives the run a folder for its shared PostgreSQL cluster,
 * which the first test file that needs one starts (a run without PostgreSQL tests starts nothing), and stops
 * that cluster when the run ends.
 */
export default function setup(project: TestProject): () => void {
  const shared = mkdtempSync(path.join(tmpdir(), 'quire-pg-shared-'));
  project.provide('quirePostgresShared', shared);
  return () => {
    const clusterFile = path.join(shared, 'cluster');
    const binDir = postgresBinDir();
    try {
      if (binDir && existsSync(clusterFile)) stopTestPostgres(binDir, readFileSync(clusterFile, 'utf8'));
    } finally {
      rmSync(shared, { recursive: true, force: true });
    }
  };
}
