import { mkdtemp, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutputWriter, OutputFolderError, type OutputFs } from '../../../src/build/output-writer.js';

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

/** The real calls, with failures injected where a mount point or a read-only parent would make them fail. */
function failing(fail: {
  rename?: (from: string, to: string) => string | undefined;
  mkdir?: (dir: string) => string | undefined;
}): OutputFs {
  const error = (code: string) => Object.assign(new Error(code), { code });
  return {
    rename: (async (from: string, to: string) => {
      const code = fail.rename?.(String(from), String(to));
      if (code) throw error(code);
      return rename(from, to);
    }) as OutputFs['rename'],
    mkdir: (async (dir: string, options: object) => {
      const code = fail.mkdir?.(String(dir));
      if (code) throw error(code);
      return mkdir(dir, options);
    }) as OutputFs['mkdir'],
  };
}

describe('createOutputWriter on output folders that cannot be swapped by rename', () => {
  it('swaps the entries of an output folder that cannot be renamed (a mount point: EBUSY)', async () => {
    const out = path.join(parent, 'dist');
    await mkdir(out);
    await writeFile(path.join(out, 'old.html'), 'old');
    const fs = failing({ rename: (from) => (from === out ? 'EBUSY' : undefined) });
    const writer = await createOutputWriter(out, { fs });
    await writer.write('index.html', 'new');
    await writer.commit();
    expect((await readdir(out)).sort()).toEqual(['index.html']);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('new');
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('keeps the previous output when the entry swap fails half-way', async () => {
    const out = path.join(parent, 'dist');
    await mkdir(out);
    await writeFile(path.join(out, 'a.html'), 'old a');
    await writeFile(path.join(out, 'b.html'), 'old b');
    let placed = 0;
    const fs = failing({
      rename: (from, to) => {
        if (from === out) return 'EXDEV';
        if (path.dirname(to) === out && !from.includes('retired') && ++placed === 2) return 'ENOSPC';
        return undefined;
      },
    });
    const writer = await createOutputWriter(out, { fs });
    await writer.write('a.html', 'new a');
    await writer.write('c.html', 'new c');
    await expect(writer.commit()).rejects.toThrow('ENOSPC');
    await writer.abort();
    expect((await readdir(out)).sort()).toEqual(['a.html', 'b.html']);
    expect(await readFile(path.join(out, 'a.html'), 'utf8')).toBe('old a');
  });

  it('stages inside the output folder when its parent refuses new folders', async () => {
    const out = path.join(parent, 'dist');
    await mkdir(out);
    await writeFile(path.join(out, 'old.html'), 'old');
    const fs = failing({ mkdir: (dir) => (path.dirname(dir) === parent ? 'EACCES' : undefined) });
    const writer = await createOutputWriter(out, { fs });
    expect(path.dirname(writer.stagingDir)).toBe(out);
    await writer.write('index.html', 'new');
    await writer.commit();
    expect(await readdir(out)).toEqual(['index.html']);
  });

  it('is a clear error when the output folder cannot be created', async () => {
    const fs = failing({ mkdir: () => 'EROFS' });
    const error = await createOutputWriter(path.join(parent, 'dist'), { fs }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutputFolderError);
    expect((error as OutputFolderError).message).toBe(
      `The output folder ${path.join(parent, 'dist')} cannot be created: ${parent} is on a read-only file system.`,
    );
    expect((error as OutputFolderError).hint).toMatch(/--out/);
  });

  it('is a clear error when the output folder is a file', async () => {
    await writeFile(path.join(parent, 'dist'), 'a file');
    await expect(createOutputWriter(path.join(parent, 'dist'))).rejects.toBeInstanceOf(OutputFolderError);
    expect(await readFile(path.join(parent, 'dist'), 'utf8')).toBe('a file');
  });

  it('removes the staging folders of killed builds, beside and inside the output', async () => {
    const out = path.join(parent, 'dist');
    await mkdir(out);
    // No process has pid 2^22 + 1 (above Linux's pid_max default): these builds are gone.
    await mkdir(path.join(parent, '.dist.quire-staging-4194305-abc'));
    await mkdir(path.join(out, '.quire-staging-4194305-abc'));
    await writeFile(path.join(out, 'index.html'), 'kept');
    const writer = await createOutputWriter(out);
    expect((await readdir(parent)).filter((e) => e.includes('4194305'))).toEqual([]);
    expect(await readdir(out)).toEqual(['index.html']);
    await writer.abort();
  });
});
