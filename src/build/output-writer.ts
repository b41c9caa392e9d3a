import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The one writer of a build. Everything goes into a temp folder beside the output (same file system, so the
 * swap is a rename); `commit` swaps it in, `abort` throws it away. A failed or interrupted build therefore
 * leaves the previous output exactly as it was, and nothing else in the site folder is ever touched.
 */
export interface OutputWriter {
  /** The final output folder. */
  readonly outDir: string;
  /** The temp folder being filled. */
  readonly stagingDir: string;
  /** Writes a file at an output-relative path (`guides/setup/index.html`), creating folders. */
  write(relativePath: string, content: string | Uint8Array): Promise<void>;
  /** Copies a file from disk to an output-relative path. */
  copy(source: string, relativePath: string): Promise<void>;
  /** Output-relative paths written so far. */
  has(relativePath: string): boolean;
  /** Replaces the output folder with the staged one. */
  commit(): Promise<void>;
  /** Deletes the staged folder; the output folder is left as it was. */
  abort(): Promise<void>;
}

const STAGING_MARK = '.quire-staging-';
const RETIRED_MARK = '.quire-retired-';

/** Starts writing a build whose result will become `outDir`. */
export async function createOutputWriter(outDir: string): Promise<OutputWriter> {
  const target = path.resolve(outDir);
  const parent = path.dirname(target);
  const name = path.basename(target);
  await mkdir(parent, { recursive: true });
  await removeLeftovers(parent, name);
  const stagingDir = path.join(parent, `.${name}${STAGING_MARK}${process.pid}-${randomUUID().slice(0, 8)}`);
  await mkdir(stagingDir, { recursive: true });
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
      const existing = await stat(target).catch(() => undefined);
      if (!existing) {
        await rename(stagingDir, target);
        return;
      }
      // Two renames: the old output moves aside, the new one takes its place, then the old one goes.
      const retired = path.join(parent, `.${name}${RETIRED_MARK}${process.pid}-${randomUUID().slice(0, 8)}`);
      await rename(target, retired);
      try {
        await rename(stagingDir, target);
      } catch (error) {
        await rename(retired, target);
        throw error;
      }
      await rm(retired, { recursive: true, force: true });
    },
    async abort() {
      await rm(stagingDir, { recursive: true, force: true });
    },
  };
}

/** Staging folders of builds that were killed before they could clean up (their process is gone). */
async function removeLeftovers(parent: string, name: string): Promise<void> {
  const entries = await readdir(parent).catch(() => [] as string[]);
  const prefixes = [`.${name}${STAGING_MARK}`, `.${name}${RETIRED_MARK}`];
  await Promise.all(
    entries
      .filter((entry) => {
        const prefix = prefixes.find((p) => entry.startsWith(p));
        return prefix !== undefined && !processAlive(Number.parseInt(entry.slice(prefix.length), 10));
      })
      .map((entry) => rm(path.join(parent, entry), { recursive: true, force: true })),
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
