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

  it('writes content given as chunks, in order, as one file', async () => {
    const out = path.join(parent, 'dist');
    const writer = await createOutputWriter(out);
    async function* chunks() {
      yield '# Site';
      for (const page of ['é one', 'two']) yield `\n\n---\n\n${page}`;
    }
    await writer.write('llms-full.txt', chunks());
    await writer.commit();
    expect(await readFile(path.join(out, 'llms-full.txt'), 'utf8')).toBe('# Site\n\n---\n\né one\n\n---\n\ntwo');
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

  it('is a clear error, not a hang, where the file system refuses new folders without saying so (/proc)', async () => {
    // Node's own recursive mkdir loops forever here (ENOENT for the folder, EEXIST for its parent).
    const error = await createOutputWriter('/proc/quire-test/dist').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutputFolderError);
    expect((error as OutputFolderError).message).toMatch(
      /^The output folder \/proc\/quire-test\/dist cannot be created/,
    );
    const refusing = failing({ mkdir: (dir) => (path.dirname(dir) === parent ? 'ENOENT' : undefined) });
    const refused = await createOutputWriter(path.join(parent, 'dist'), { fs: refusing }).catch((e: unknown) => e);
    expect((refused as OutputFolderError).message).toBe(
      `The output folder ${path.join(parent, 'dist')} cannot be created: ${parent} does not accept new folders.`,
    );
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

describe('createOutputWriter: writing and committing', () => {
  it('creates the output, and the folders above it, on a first build', async () => {
    const out = path.join(parent, 'site', 'build', 'dist');
    const writer = await createOutputWriter(out);
    // Staged beside the output, where one rename puts it in place.
    expect(path.dirname(writer.stagingDir)).toBe(path.dirname(out));
    await writer.write('index.html', 'first');
    await writer.commit();
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('first');
    expect(await readdir(path.dirname(out))).toEqual(['dist']);
  });

  it('stages beside an existing output too, and leaves nothing when a first build is aborted', async () => {
    const out = path.join(parent, 'dist');
    await mkdir(out);
    const again = await createOutputWriter(out);
    expect(path.dirname(again.stagingDir)).toBe(parent);
    await again.abort();
    await rm(out, { recursive: true });
    const first = await createOutputWriter(out);
    await first.write('index.html', 'half-built');
    await first.abort();
    expect(await readdir(parent)).toEqual([]);
  });

  it('writes and copies at output-relative paths, with or without a leading slash or backslashes', async () => {
    const out = path.join(parent, 'dist');
    const source = path.join(parent, 'logo.svg');
    await writeFile(source, '<svg/>');
    const writer = await createOutputWriter(out);
    await writer.write('/guides/index.html', 'guide');
    await writer.write('api\\v1.html', 'api');
    await writer.copy(source, 'assets/logo.svg');
    expect(writer.has('guides/index.html')).toBe(true);
    expect(writer.has('/assets/logo.svg')).toBe(true);
    expect(writer.has('api/v1.html')).toBe(true);
    expect(writer.has('assets/other.svg')).toBe(false);
    await writer.commit();
    expect(await readFile(path.join(out, 'guides/index.html'), 'utf8')).toBe('guide');
    expect(await readFile(path.join(out, 'api/v1.html'), 'utf8')).toBe('api');
    expect(await readFile(path.join(out, 'assets/logo.svg'), 'utf8')).toBe('<svg/>');
  });

  it('refuses `..` itself and copies that climb out', async () => {
    const writer = await createOutputWriter(path.join(parent, 'dist'));
    await expect(writer.write('..', 'x')).rejects.toThrow(/outside the output/);
    await expect(writer.copy(path.join(parent, 'any.svg'), 'a/../../x')).rejects.toThrow(/outside the output/);
    expect(() => writer.has('../x')).toThrow(/outside the output/);
    await writer.abort();
  });

  it('says what is wrong when the output folder is a file', async () => {
    await writeFile(path.join(parent, 'dist'), 'a file');
    const error = await createOutputWriter(path.join(parent, 'dist')).catch((e: unknown) => e);
    expect((error as OutputFolderError).message).toBe(
      `The output folder ${path.join(parent, 'dist')} is a file, not a folder.`,
    );
    expect((error as OutputFolderError).hint).toBe(
      'Choose another output folder with --out, or delete or rename the file.',
    );
  });
});

describe('createOutputWriter: leftovers of other builds', () => {
  it('keeps the staging folders of running builds and every folder that is not a staging folder', async () => {
    const out = path.join(parent, 'dist');
    await mkdir(out);
    // Pid 1 and this process are alive; pid 0 names no build.
    const kept = [`.dist.quire-staging-1-abc`, `.dist.quire-retired-${process.pid}-abc`, '.dist-notes', '.distant'];
    for (const name of [...kept, '.dist.quire-staging-0-abc', '.dist.quire-retired-4194305-abc'])
      await mkdir(path.join(parent, name));
    await mkdir(path.join(out, '.quire-retired-4194305-abc'));
    await mkdir(path.join(out, '.quire-staging-1-abc'));
    const writer = await createOutputWriter(out);
    await writer.abort();
    expect((await readdir(parent)).sort()).toEqual([...kept, 'dist'].sort());
    expect(await readdir(out)).toEqual(['.quire-staging-1-abc']);
  });
});

describe('createOutputWriter: failures while swapping', () => {
  it('puts the previous output back when the new one cannot be renamed into place', async () => {
    const out = path.join(parent, 'dist');
    await mkdir(out);
    await writeFile(path.join(out, 'index.html'), 'previous');
    let writer: Awaited<ReturnType<typeof createOutputWriter>> | undefined;
    const fs = failing({ rename: (from) => (from === writer?.stagingDir ? 'ENOSPC' : undefined) });
    writer = await createOutputWriter(out, { fs });
    await writer.write('index.html', 'new');
    await expect(writer.commit()).rejects.toThrow('ENOSPC');
    await writer.abort();
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('previous');
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('does not swap entries on an unexpected rename error: it fails and keeps the previous output', async () => {
    const out = path.join(parent, 'dist');
    await mkdir(out);
    await writeFile(path.join(out, 'index.html'), 'previous');
    const fs = failing({ rename: (from) => (from === out ? 'EIO' : undefined) });
    const writer = await createOutputWriter(out, { fs });
    await writer.write('index.html', 'new');
    await expect(writer.commit()).rejects.toThrow('EIO');
    await writer.abort();
    expect(await readdir(out)).toEqual(['index.html']);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('previous');
  });

  it.each(['EXDEV', 'EBUSY', 'EPERM', 'EACCES', 'EROFS', 'ENOTEMPTY', 'EEXIST'])(
    'swaps entries when the output folder cannot be renamed (%s)',
    async (code) => {
      const out = path.join(parent, 'dist');
      await mkdir(out);
      await writeFile(path.join(out, 'old.html'), 'old');
      const writer = await createOutputWriter(out, {
        fs: failing({ rename: (from) => (from === out ? code : undefined) }),
      });
      await writer.write('guides/index.html', 'new');
      await writer.commit();
      expect(await readdir(out)).toEqual(['guides']);
      expect(await readdir(parent)).toEqual(['dist']);
    },
  );

  it('copies entries that cannot be renamed across file systems (EXDEV), folders included', async () => {
    const out = path.join(parent, 'dist');
    await mkdir(path.join(out, 'old'), { recursive: true });
    await writeFile(path.join(out, 'old/index.html'), 'old');
    const writer = await createOutputWriter(out, { fs: failing({ rename: () => 'EXDEV' }) });
    await writer.write('guides/index.html', 'new');
    await writer.commit();
    expect(await readdir(out)).toEqual(['guides']);
    expect(await readFile(path.join(out, 'guides/index.html'), 'utf8')).toBe('new');
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('takes out placed folders again when the entry swap fails half-way', async () => {
    const out = path.join(parent, 'dist');
    await mkdir(out);
    await writeFile(path.join(out, 'old.html'), 'old');
    let placed = 0;
    const fs = failing({
      rename: (from, to) => {
        if (from === out) return 'EBUSY';
        if (path.dirname(to) === out && !from.includes('retired') && ++placed === 2) return 'ENOSPC';
        return undefined;
      },
    });
    const writer = await createOutputWriter(out, { fs });
    await writer.write('a/index.html', 'new a');
    await writer.write('b/index.html', 'new b');
    await expect(writer.commit()).rejects.toThrow('ENOSPC');
    await writer.abort();
    expect(await readdir(out)).toEqual(['old.html']);
  });
});

describe('createOutputWriter: output folders the user cannot create', () => {
  it.each([
    ['EACCES', 'cannot be written (permission denied)'],
    ['EPERM', 'cannot be written (permission denied)'],
    ['EROFS', 'is on a read-only file system'],
  ])('is a clear error when the parent refuses a new output folder (%s)', async (code, why) => {
    const out = path.join(parent, 'dist');
    const fs = failing({ mkdir: (dir) => (path.dirname(dir) === parent ? code : undefined) });
    const error = await createOutputWriter(out, { fs }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutputFolderError);
    expect((error as OutputFolderError).message).toBe(`The output folder ${out} cannot be created: ${parent} ${why}.`);
    expect(await readdir(parent)).toEqual([]);
  });

  it('is a clear error when neither the parent nor the existing output accept a staging folder', async () => {
    const out = path.join(parent, 'dist');
    await mkdir(out);
    const error = await createOutputWriter(out, { fs: failing({ mkdir: () => 'EACCES' }) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutputFolderError);
    expect((error as OutputFolderError).message).toMatch(/cannot be written \(permission denied\)\.$/);
  });

  it('stages inside an existing output when the parent folder is gone missing (ENOENT)', async () => {
    const out = path.join(parent, 'dist');
    await mkdir(out);
    const fs = failing({ mkdir: (dir) => (path.dirname(dir) === parent ? 'ENOENT' : undefined) });
    const writer = await createOutputWriter(out, { fs });
    expect(path.dirname(writer.stagingDir)).toBe(out);
    await writer.abort();
  });

  it('passes other errors on unchanged', async () => {
    const out = path.join(parent, 'dist');
    await expect(createOutputWriter(out, { fs: failing({ mkdir: () => 'EIO' }) })).rejects.toThrow(/^EIO$/);
    await mkdir(out);
    const inside = failing({ mkdir: (dir) => (path.dirname(dir) === parent ? 'EACCES' : 'EIO') });
    const error = await createOutputWriter(out, { fs: inside }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(OutputFolderError);
    expect((error as Error).message).toBe('EIO');
  });
});
