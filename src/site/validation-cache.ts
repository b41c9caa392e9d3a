/**
 * The result of validating a site's specs, kept in the site's private cache (private-cache.ts) for the next build
 * or dev session: validation is most of what loading a large spec costs (mintlify__docs: ~20 s of CPU on a thread
 * of its own, which slowed every save in dev while it ran) and gives the same problems for the same specs. The key
 * is everything validation reads (the jobs as serialised: each spec's text and bundled document) and the version
 * of Quire's code and dependencies; one entry per site, replaced when the key changes.
 */
import path from 'node:path';
import { serialize } from 'node:v8';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { contentHash, createContentHash } from '../util/hash.js';
import { codeVersion } from './code-version.js';
import { openPrivateCache } from './private-cache.js';
import type { ValidationJob } from './spec-validation.js';

const ENTRY = 'result.json';

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
    store = openPrivateCache({
      project: root,
      name: `validation/${contentHash(path.resolve(root)).slice(0, 16)}`,
    });
    key = createContentHash().update(codeVersion()).update('\0').update(serialize(jobs)).digest('hex');
  } catch {
    return run(jobs);
  }
  const stored = read(store?.read(ENTRY), key);
  if (stored) return stored;
  const diagnostics = await run(jobs);
  void store?.write(ENTRY, Buffer.from(JSON.stringify({ key, diagnostics })));
  return diagnostics;
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
