import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { copyFile, cp, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tellParent } from '../util/parent-channel.js';

/**
 * The one writer of a build. Everything goes into a staging folder; `commit` swaps it in, `abort` throws it
 * away. A failed or interrupted build therefore leaves the previous output exactly as it was, and nothing else in
 * the site folder is ever touched.
 *
 * The staging folder sits beside the output (same file system, so the swap is one rename). When that cannot
 * work, it sits inside the output folder and the swap moves the folder's entries instead: the output folder is a
 * mount point (a Docker volume: renaming it fails with EBUSY or EXDEV), or its parent is not writable.
 */
export interface OutputWriter {
  /** The final output folder. */
  readonly outDir: string;
  /** The temp folder being filled. */
  readonly stagingDir: string;
  /**
   * Writes a file at an output-relative path (`guides/setup/index.html`), creating folders. Content given as
   * chunks (an async generator of strings) is written chunk by chunk: a large file never exists whole in memory.
   */
  write(relativePath: string, content: string | Uint8Array | AsyncIterable<string>): Promise<void>;
  /** Copies a file from disk to an output-relative path. */
  copy(source: string, relativePath: string): Promise<void>;
  /** Output-relative paths written so far. */
  has(relativePath: string): boolean;
  /** Replaces the output folder with the staged one. */
  commit(): Promise<void>;
  /** Deletes the staged folder; the output folder is left as it was. */
  abort(): Promise<void>;
}

/** A problem with the output folder that the user can fix: a message and a hint, never a stack trace. */
export class OutputFolderError extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }
}

/** The file-system calls the writer's swap depends on; tests inject failures (a mount point, a read-only parent). */
export interface OutputFs {
  rename: typeof rename;
  mkdir: typeof mkdir;
}

const STAGING_MARK = '.quire-staging-';
const RETIRED_MARK = '.quire-retired-';
/** Errors of a rename that cannot work where the folder is: another file system, a mount point, no permission. */
const CANNOT_RENAME = new Set(['EXDEV', 'EBUSY', 'EPERM', 'EACCES', 'EROFS', 'ENOTEMPTY', 'EEXIST']);
/** Errors of creating a folder where the user may not write. */
const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS']);

/** Staging folders of this process still being filled (neither committed nor aborted). */
const filling = new Set<string>();

/**
 * Removes at once the staging folders of builds still being written, for a process about to end on a signal
 * (Ctrl+C): they would otherwise stay beside the output until the next build. A folder whose swap is under way
 * (a commit) is left to finish.
 */
export function removeUnfinishedStaging(): void {
  for (const dir of filling) rmSync(dir, { recursive: true, force: true });
  filling.clear();
}

/** Starts writing a build whose result will become `outDir`. */
export async function createOutputWriter(outDir: string, options: { fs?: OutputFs } = {}): Promise<OutputWriter> {
  const fs = options.fs ?? { rename, mkdir };
  const target = path.resolve(outDir);
  const parent = path.dirname(target);
  const name = path.basename(target);
  const existing = await stat(target).catch(() => undefined);
  if (existing && !existing.isDirectory()) {
    throw new OutputFolderError(
      `The output folder ${target} is a file, not a folder.`,
      'Choose another output folder with --out, or delete or rename the file.',
    );
  }
  const id = `${process.pid}-${randomUUID().slice(0, 8)}`;
  await removeLeftovers(parent, `.${name}`);
  if (existing) await removeLeftovers(target, '');
  // Beside the output, unless it is a mount point (its own device) or its parent refuses new folders.
  const mounted = existing ? await isMountPoint(target, parent) : false;
  let stagingDir = path.join(parent, `.${name}${STAGING_MARK}${id}`);
  let inside = mounted;
  if (!inside) {
    const made = await makeFolders(fs, stagingDir).then(
      () => undefined,
      (error: NodeJS.ErrnoException) => error,
    );
    if (made) {
      if (!NOT_WRITABLE.has(made.code ?? '') && made.code !== 'ENOENT') throw made;
      if (!existing) throw notWritable(target, made);
      inside = true;
    }
  }
  if (inside) {
    stagingDir = path.join(target, `${STAGING_MARK}${id}`);
    await fs.mkdir(stagingDir).catch((error: NodeJS.ErrnoException) => {
      throw NOT_WRITABLE.has(error.code ?? '') ? notWritable(target, error) : error;
    });
  }
  const written = new Set<string>();
  const folders = new Map<string, Promise<unknown>>();

  const ensureFolder = (relativeFile: string): Promise<unknown> => {
    const folder = path.dirname(path.join(stagingDir, relativeFile));
    let pending = folders.get(folder);
    if (!pending) {
      pending = mkdir(folder, { recursive: true });
      folders.set(folder, pending);
    }
    return pending;
  };
  const safe = (relativePath: string): string => {
    const normalized = path.posix.normalize(relativePath.replace(/\\/g, '/')).replace(/^\/+/, '');
    if (normalized.startsWith('../') || normalized === '..')
      throw new Error(`Refusing to write outside the output: ${relativePath}`);
    return normalized;
  };
  const swap: Swap = { fs, target, stagingDir, retired: '' };
  filling.add(stagingDir);
  // A parent that sees this process abort (out of memory) removes the folder.
  tellParent({ type: 'quire:staging', dir: stagingDir });

  return {
    outDir: target,
    stagingDir,
    async write(relativePath, content) {
      const file = safe(relativePath);
      await ensureFolder(file);
      await writeFile(path.join(stagingDir, file), content);
      written.add(file);
    },
    async copy(source, relativePath) {
      const file = safe(relativePath);
      await ensureFolder(file);
      await copyFile(source, path.join(stagingDir, file));
      written.add(file);
    },
    has(relativePath) {
      return written.has(safe(relativePath));
    },
    async commit() {
      filling.delete(stagingDir);
      tellParent({ type: 'quire:staging', dir: undefined });
      if (inside) {
        swap.retired = path.join(target, `${RETIRED_MARK}${id}`);
        await swapEntries(swap);
        return;
      }
      const now = await stat(target).catch(() => undefined);
      if (!now) {
        await fs.rename(stagingDir, target);
        return;
      }
      // Two renames: the old output moves aside, the new one takes its place, then the old one goes.
      const retired = path.join(parent, `.${name}${RETIRED_MARK}${id}`);
      const aside = await fs.rename(target, retired).then(
        () => undefined,
        (error: NodeJS.ErrnoException) => error,
      );
      if (aside) {
        // The output folder cannot be renamed (a mount point found only now): swap its entries instead.
        if (!CANNOT_RENAME.has(aside.code ?? '')) throw aside;
        swap.retired = path.join(target, `${RETIRED_MARK}${id}`);
        await swapEntries(swap);
        return;
      }
      try {
        await fs.rename(stagingDir, target);
      } catch (error) {
        await fs.rename(retired, target);
        throw error;
      }
      await rm(retired, { recursive: true, force: true });
    },
    async abort() {
      filling.delete(stagingDir);
      tellParent({ type: 'quire:staging', dir: undefined });
      await rm(stagingDir, { recursive: true, force: true });
    },
  };
}

/** What a swap of entries works on: the output folder, the staged one, and where the old entries wait. */
interface Swap {
  fs: OutputFs;
  target: string;
  stagingDir: string;
  retired: string;
}

/**
 * Replaces the entries of the output folder with those of the staging folder, for an output folder that
 * cannot be renamed: old entries move into a retired folder inside it first, and move back if anything fails.
 */
async function swapEntries(swap: Swap): Promise<void> {
  const { fs, target, stagingDir, retired } = swap;
  await fs.mkdir(retired, { recursive: true });
  const marks = (entry: string) => entry.startsWith(STAGING_MARK) || entry.startsWith(RETIRED_MARK);
  const old = (await readdir(target)).filter((entry) => !marks(entry));
  const moved: string[] = [];
  const placed: string[] = [];
  try {
    for (const entry of old) {
      await move(fs, path.join(target, entry), path.join(retired, entry));
      moved.push(entry);
    }
    for (const entry of await readdir(stagingDir)) {
      await move(fs, path.join(stagingDir, entry), path.join(target, entry));
      placed.push(entry);
    }
  } catch (error) {
    for (const entry of placed) await rm(path.join(target, entry), { recursive: true, force: true });
    for (const entry of moved) await move(fs, path.join(retired, entry), path.join(target, entry));
    await rm(retired, { recursive: true, force: true });
    throw error;
  }
  await rm(retired, { recursive: true, force: true });
  await rm(stagingDir, { recursive: true, force: true });
}

/** Renames, or copies then deletes when the two places are on different file systems. */
async function move(fs: OutputFs, from: string, to: string): Promise<void> {
  try {
    await fs.rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}

/** A folder on another device than its parent is a mount point: it cannot be renamed, only filled. */
async function isMountPoint(folder: string, parent: string): Promise<boolean> {
  const [own, above] = await Promise.all([stat(folder), stat(parent).catch(() => undefined)]);
  return above !== undefined && own.dev !== above.dev;
}

/**
 * `mkdir -p`, one folder at a time from the nearest existing one. Node's recursive mkdir never returns where a
 * file system refuses new folders without saying so (`/proc`: ENOENT for the folder, EEXIST for its parent).
 */
async function makeFolders(fs: OutputFs, dir: string): Promise<void> {
  const missing: string[] = [];
  for (let folder = dir; !(await stat(folder).catch(() => undefined)); folder = path.dirname(folder)) {
    missing.unshift(folder);
    if (path.dirname(folder) === folder) break;
  }
  for (const folder of missing) {
    await fs.mkdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
}

function notWritable(target: string, error: NodeJS.ErrnoException): OutputFolderError {
  const why =
    error.code === 'EROFS'
      ? 'is on a read-only file system'
      : error.code === 'ENOENT'
        ? 'does not accept new folders'
        : 'cannot be written (permission denied)';
  return new OutputFolderError(
    `The output folder ${target} cannot be created: ${path.dirname(target)} ${why}.`,
    'Build into a folder you can write with --out <folder> (the default is dist/ inside the site folder).',
  );
}

/** Staging folders of builds that were killed before they could clean up (their process is gone). */
async function removeLeftovers(folder: string, prefix: string): Promise<void> {
  const entries = await readdir(folder).catch(() => [] as string[]);
  const prefixes = [`${prefix}${STAGING_MARK}`, `${prefix}${RETIRED_MARK}`];
  await Promise.all(
    entries
      .filter((entry) => {
        const mark = prefixes.find((p) => entry.startsWith(p));
        return mark !== undefined && !processAlive(Number.parseInt(entry.slice(mark.length), 10));
      })
      .map((entry) => rm(path.join(folder, entry), { recursive: true, force: true })),
  );
}

function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
