/**
 * Which config file a command uses (find-config-file.ts, docs-json.md §0): a file given as it is, docs.json before
 * mint.json, the nearest folder above, and no further than a repository root.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findConfigFile } from '../../../src/config/find-config-file.js';

let base: string;

/** Creates the files (path → content) under a fresh folder of `base`; returns the folder. */
async function tree(name: string, files: Record<string, string>): Promise<string> {
  const root = path.join(base, name);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  return root;
}

beforeAll(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'quire-find-config-'));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('findConfigFile', () => {
  it('uses a file given by path whatever its name, and marks a mint.json file as legacy', async () => {
    const root = await tree('named', { 'site/my-docs.json': '{}', 'site/mint.json': '{}' });
    expect(await findConfigFile(path.join(root, 'site/my-docs.json'))).toEqual({
      file: path.join(root, 'site/my-docs.json'),
      root: path.join(root, 'site'),
      legacy: false,
    });
    expect(await findConfigFile(path.join(root, 'site/mint.json'))).toEqual({
      file: path.join(root, 'site/mint.json'),
      root: path.join(root, 'site'),
      legacy: true,
    });
  });

  it('prefers docs.json to mint.json in a folder, and takes mint.json when it is the only one', async () => {
    const both = await tree('both', { '.git/HEAD': '', 'docs.json': '{}', 'mint.json': '{}' });
    expect(await findConfigFile(both)).toEqual({ file: path.join(both, 'docs.json'), root: both, legacy: false });
    const legacy = await tree('legacy', { '.git/HEAD': '', 'mint.json': '{}' });
    expect(await findConfigFile(legacy)).toEqual({ file: path.join(legacy, 'mint.json'), root: legacy, legacy: true });
  });

  it('looks upward from a subfolder to the nearest config', async () => {
    const root = await tree('upward', { '.git/HEAD': '', 'docs.json': '{}', 'guides/deep/page.mdx': '' });
    expect(await findConfigFile(path.join(root, 'guides/deep'))).toEqual({
      file: path.join(root, 'docs.json'),
      root,
      legacy: false,
    });
  });

  it('stops at a repository root rather than use a docs.json above it', async () => {
    const outer = await tree('outer', { 'docs.json': '{}', 'repo/.git/HEAD': '', 'repo/src/a.ts': '' });
    const start = path.join(outer, 'repo/src');
    expect(await findConfigFile(start)).toEqual({
      problem: `no docs.json found in ${start} or the folders above it`,
      hint: 'run the command in your docs folder, or pass its path; a site needs a docs.json at its root.',
    });
  });

  it('outside any repository, looks up to the file-system root and then says there is none', async () => {
    // The temporary folder is in no repository and has no docs.json above it (checked, so the test says why).
    expect(await findConfigFile(path.parse(base).root)).toMatchObject({ problem: expect.any(String) });
    const start = await tree('no-repo', { 'guides/page.mdx': '' });
    expect(await findConfigFile(path.join(start, 'guides'))).toEqual({
      problem: `no docs.json found in ${path.join(start, 'guides')} or the folders above it`,
      hint: 'run the command in your docs folder, or pass its path; a site needs a docs.json at its root.',
    });
  });

  it('says so when the path does not exist', async () => {
    const missing = path.join(base, 'nowhere');
    expect(await findConfigFile(missing)).toEqual({
      problem: `${missing} does not exist`,
      hint: 'pass the folder that holds docs.json, or the docs.json file itself.',
    });
  });
});
