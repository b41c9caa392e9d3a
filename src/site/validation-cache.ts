/**
 * The result of validating a site's specs, kept in the site's private cache (private-cache.ts) for the next build
 * or dev session: validation is most of what loading a large spec costs (mintlify__docs: ~20 s of CPU on a thread
 * of its own, which slowed every save in dev while it ran) and gives the same problems for the same specs. The key
 * is everything validation reads (the jobs as serialised: each spec's files as paths in the site, text and
 * bundled document) and the version of Quire's code and dependencies, so a copy of the site (a new clone, a
 * temporary folder) finds the entry too.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { serialize } from 'node:v8';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { createContentHash } from '../util/hash.js';
import { codeVersion } from './code-version.js';
import { openPrivateCache } from './private-cache.js';
import type { ValidationJob } from './spec-validation.js';

/** Entries kept at most: past this, the folder starts over (specs that changed leave entries nobody reads). */
const MAX_ENTRIES = 64;

/** The problems `run` finds in `jobs`, from the cache of the site at `root` when it holds them. Never rejects. */
export async function cachedValidation(
  root: string,
  jobs: readonly ValidationJob[],
  run: (jobs: readonly ValidationJob[]) => Promise<Diagnostic[]>,
): Promise<Diagnostic[]> {
  if (jobs.length === 0) return [];
  let store: ReturnType<typeof openPrivateCache>;
  let key: string;
  try {
    store = openPrivateCache({ project: root, name: 'validation' });
    key = createContentHash().update(codeVersion()).update('\0').update(serialize(jobs)).digest('hex');
  } catch {
    return run(jobs);
  }
  const entry = `${key}.json`;
  const stored = read(store?.read(entry), key);
  if (stored) return stored;
  const diagnostics = await run(jobs);
  if (store) {
    prune(store.dir);
    void store.write(entry, Buffer.from(JSON.stringify({ key, diagnostics })));
  }
  return diagnostics;
}

function prune(dir: string): void {
  try {
    if (readdirSync(dir).length >= MAX_ENTRIES) {
      for (const name of readdirSync(dir)) rmSync(path.join(dir, name), { force: true });
    }
  } catch {
    // Nothing to prune, or not ours to: the write decides.
  }
}

function read(bytes: Buffer | undefined, key: string): Diagnostic[] | undefined {
  if (!bytes) return undefined;
  try {
    const entry = JSON.parse(bytes.toString('utf8')) as { key?: unknown; diagnostics?: unknown };
    return entry.key === key && Array.isArray(entry.diagnostics) ? (entry.diagnostics as Diagnostic[]) : undefined;
  } catch {
    return undefined;
  }
}
