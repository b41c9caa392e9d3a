import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutputWriter } from '../../../src/build/output-writer.js';

let parent: string;

beforeEach(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'quire-writer-'));
});

afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

describe('createOutputWriter', () => {
  it('swaps the new output in on commit and leaves nothing else behind', async () => {
    const out = path.join(parent, 'dist');
    await mkdir(out);
    await writeFile(path.join(out, 'stale.html'), 'old');
    const writer = await createOutputWriter(out);
    await writer.write('guides/setup/index.html', 'new');
    await writer.commit();
    expect(await readdir(out)).toEqual(['guides']);
    expect(await readFile(path.join(out, 'guides/setup/index.html'), 'utf8')).toBe('new');
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('leaves the previous output untouched on abort', async () => {
    const out = path.join(parent, 'dist');
    await mkdir(out);
    await writeFile(path.join(out, 'index.html'), 'previous');
    const writer = await createOutputWriter(out);
    await writer.write('index.html', 'half-built');
    await writer.abort();
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('previous');
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('refuses paths that climb out of the output', async () => {
    const writer = await createOutputWriter(path.join(parent, 'dist'));
    await expect(writer.write('../escape.html', 'x')).rejects.toThrow(/outside the output/);
    await writer.abort();
  });
});
