// Spec validation results kept for the next build or dev session: reused for the same specs, validated again
// when a spec changes, and the same problems either way.
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { openSite } from '../../../src/render/open-site.js';
import type { ValidationJob } from '../../../src/site/spec-validation.js';
import { cachedValidation } from '../../../src/site/validation-cache.js';
import { eventually } from '../../support/eventually.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixture = path.join(repo, 'test/fixtures/openapi/sites/invalid');

describe('validation cache', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quire-validation-cache-'));
    // With a node_modules folder, the site's private cache lives inside it (and goes with the folder).
    await mkdir(path.join(dir, 'node_modules'));
    await copyFile(path.join(fixture, 'docs.json'), path.join(dir, 'docs.json'));
    await copyFile(path.join(fixture, 'openapi.yaml'), path.join(dir, 'openapi.yaml'));
  });

  /** Entries are written in the background: waits until the cache holds `count` of them. */
  const written = (count: number) =>
    eventually(async () => {
      const entries = await readdir(path.join(dir, 'node_modules', '.cache', 'quire', 'validation'));
      expect(entries.filter((name) => name.endsWith('.json'))).toHaveLength(count);
    });

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('runs the validation once for the same jobs, and again when one of them changes', async () => {
    const runs: number[] = [];
    const run = async (jobs: readonly ValidationJob[]): Promise<Diagnostic[]> => {
      runs.push(jobs.length);
      return jobs.map((job) => ({ severity: 'warning', rule: 'openapi-invalid', file: job.file, message: job.text }));
    };
    const job = (text: string): ValidationJob => ({ kind: 'asyncapi', file: 'events.yaml', text });
    const first = await cachedValidation(dir, [job('a')], run);
    await written(1);
    expect(await cachedValidation(dir, [job('a')], run)).toEqual(first);
    expect(runs).toEqual([1]);
    expect(await cachedValidation(dir, [job('b')], run)).toMatchObject([{ message: 'b' }]);
    expect(runs).toEqual([1, 1]);
    await written(2);
    expect(await cachedValidation(dir, [], run)).toEqual([]);
    expect(runs).toEqual([1, 1]);
  });

  it("gives a site's states the same problems from the cache as from validating, and new ones for a changed spec", async () => {
    const problems = async () => {
      const { site } = await openSite({ dir, cache: true });
      if (!site) throw new Error('fixture did not load');
      return (await site.state.validateSpecs()).map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`);
    };
    const fresh = await problems();
    expect(fresh).toHaveLength(3);
    await written(3);
    expect(await problems()).toEqual(fresh);
    const spec = path.join(dir, 'openapi.yaml');
    // The version the validation asked for: one problem fewer.
    await writeFile(spec, (await readFile(spec, 'utf8')).replace(/^info:\n/m, 'info:\n  version: "1"\n'));
    expect(await problems()).toHaveLength(2);
  });
});
