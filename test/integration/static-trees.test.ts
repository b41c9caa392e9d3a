import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build/build.js';
import { readTree } from '../support/read-tree.js';

// Pages without JavaScript render from their element tree instead of compiled code (src/mdx/runtime/static-tree.ts).
// Both paths must give the same site, byte for byte: built here both ways, in-process (on the sources), on the
// example site; test/integration/corpora/ (test/support/corpus-build.ts) does the same on the shared corpora.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sites = [{ name: 'example-site', dir: path.join(repo, 'example-site') }];

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-static-trees-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('pages rendered from their element tree', () => {
  it.each(sites)('give the same site as compiled code: $name', { timeout: 900_000 }, async ({ name, dir }) => {
    const fast = path.join(work, `${name}-tree`);
    const slow = path.join(work, `${name}-code`);
    const a = await buildSite({ dir, outDir: fast, cache: false, workers: 0 });
    const b = await buildSite({ dir, outDir: slow, cache: false, workers: 0, staticTrees: false });
    expect(a.pages).toBe(b.pages);
    expect(a.errors).toBe(b.errors);
    expect(a.warnings).toBe(b.warnings);
    const treeFiles = await readTree(fast);
    const codeFiles = await readTree(slow);
    expect([...treeFiles.keys()].sort()).toEqual([...codeFiles.keys()].sort());
    const different = [...treeFiles].filter(([file, content]) => !content.equals(codeFiles.get(file)!));
    expect(different.map(([file]) => file)).toEqual([]);
  });
});
